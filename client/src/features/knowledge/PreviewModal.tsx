import { Alert, Anchor, Badge, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatKbChars, KB_SOURCE_KIND_LABELS, KB_STATUS_LABELS } from '@parley/core/kb/kb-labels';
import { KB_PREVIEW_MAX_CHARS } from '@parley/core/kb/kb-limits';
import type { TKnowledgeDocListItem } from '@parley/core/kb/knowledge-doc';
import type { TRegion } from '@parley/core/regions/region-codes';
import { KB_STATUS_COLORS } from './knowledge-labels';
import { useKnowledgeDoc } from './use-knowledge-doc';
import classes from './KnowledgeBase.module.css';

/** The extracted text of a document as the agent reads it, and, for a website, what each page gave. */
export function PreviewModal(props: {
  region: TRegion;
  agentId: string;
  doc: TKnowledgeDocListItem | null;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const loaded = useKnowledgeDoc(props.region, props.agentId, props.doc?.ID ?? null);
  const doc = props.doc;
  return (
    <Modal opened={doc !== null} onClose={props.onClose} title={doc?.name ?? ''} size="xl" fullScreen={phone} centered>
      {doc ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge color={KB_STATUS_COLORS[doc.status]} variant="light">
              {KB_STATUS_LABELS[doc.status]}
            </Badge>
            <Text size="sm" c="dimmed">
              {KB_SOURCE_KIND_LABELS[doc.sourceKind]} · {formatKbChars(doc.charCount)}
            </Text>
          </Group>
          {doc.pages?.length ? (
            <details>
              <summary>
                <Text span size="sm">
                  {doc.pages.filter((p) => p.status === 'SUCCESS').length} of {doc.pages.length} pages read
                </Text>
              </summary>
              <Stack gap={2} mt="xs">
                {doc.pages.map((p) => (
                  <Text key={p.url} size="xs" c={p.status === 'ERROR' ? 'red' : p.status === 'SKIPPED' ? 'dimmed' : undefined}>
                    <Anchor href={p.url} target="_blank" rel="noopener noreferrer" size="xs">
                      {p.title || p.url}
                    </Anchor>
                    {p.error ? ` — ${p.error}` : ''}
                  </Text>
                ))}
              </Stack>
            </details>
          ) : null}
          {loaded.isPending ? (
            <Group justify="center" p="lg" role="status" aria-label="Loading the text">
              <Loader size="sm" />
            </Group>
          ) : loaded.isError ? (
            <Alert color="red" title="The text could not be loaded">
              {loaded.error.message}
            </Alert>
          ) : loaded.data.doc.content ? (
            <>
              {loaded.data.truncated ? (
                <Text size="xs" c="dimmed">
                  The first {KB_PREVIEW_MAX_CHARS.toLocaleString('en-US')} characters are shown.
                </Text>
              ) : null}
              <ScrollArea.Autosize mah={phone ? undefined : '60vh'} type="auto">
                <div className={classes.preview} aria-label="Extracted text">
                  {loaded.data.doc.content}
                </div>
              </ScrollArea.Autosize>
            </>
          ) : (
            <Text c="dimmed" size="sm">
              {doc.status === 'ERROR'
                ? 'No text could be read from this source.'
                : 'The text appears here once the source is processed.'}
            </Text>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
