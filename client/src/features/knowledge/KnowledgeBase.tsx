import { LoadError } from '../../lib/LoadError';
import { useState } from 'react';
import { Button, Group, Paper, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconPlus } from '@tabler/icons-react';
import { formatKbChars } from '@parley/core/kb/kb-labels';
import type { TKnowledgeDocListItem } from '@parley/core/kb/knowledge-doc';
import type { TRegion } from '@parley/core/regions/region-codes';
import { AddSourceModal } from './AddSourceModal';
import { DeleteDocModal } from './DeleteDocModal';
import { EditDocModal } from './EditDocModal';
import { KnowledgeDocList } from './KnowledgeDocList';
import { KnowledgeSearch } from './KnowledgeSearch';
import { PreviewModal } from './PreviewModal';
import { KbTagRulesContext } from './SourceExtras';
import { useKnowledgeDocs } from './use-knowledge-docs';
import { useKnowledgeMutations } from './use-knowledge-mutations';

type TDialog =
  | { kind: 'add' }
  | { kind: 'preview'; doc: TKnowledgeDocListItem }
  | { kind: 'edit'; doc: TKnowledgeDocListItem }
  | { kind: 'delete'; doc: TKnowledgeDocListItem }
  | null;

/**
 * An agent's knowledge base: its documents with their status (kept up to date while they are processed),
 * adding text, web pages, whole sites and files, preview, search as the chat would see it, re-index,
 * edit and delete. The Knowledge tab shows it; the widget settings Sources panel can too (give it the
 * agent's region and id).
 */
export function KnowledgeBase({ region, agentId }: { region: TRegion; agentId: string }) {
  const docs = useKnowledgeDocs(region, agentId);
  const mutations = useKnowledgeMutations(region, agentId);
  const [dialog, setDialog] = useState<TDialog>(null);
  const close = () => setDialog(null);

  if (docs.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading knowledge" maw={960}>
        <Skeleton height={40} radius="md" maw={420} />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (docs.isError) {
    return (
      <LoadError
        title="The knowledge base could not be loaded"
        error={docs.error}
        onRetry={() => void docs.refetch()}
      />
    );
  }

  const { usage, tagRules, workspaceId } = docs.data;
  const list = docs.data.docs;
  const used = usage.limit > 0 ? usage.charCount / usage.limit : 0;
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
      Add source
    </Button>
  );

  return (
    <KbTagRulesContext.Provider value={tagRules}>
      <Stack gap="lg" maw={1100}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4} miw={220} style={{ flex: '1 1 260px' }} maw={420}>
            <Text size="sm">
              {formatKbChars(usage.charCount)} of {formatKbChars(usage.limit)} used
              <Text span c="dimmed" size="xs">
                {' '}
                (all agents of the workspace)
              </Text>
            </Text>
            <Progress
              value={Math.min(100, used * 100)}
              color={used > 0.9 ? 'red' : used > 0.7 ? 'yellow' : undefined}
              aria-label={`${Math.round(used * 100)}% of the knowledge limit used`}
            />
          </Stack>
          {list.length > 0 ? addButton : null}
        </Group>

        {list.length === 0 ? (
          <Paper withBorder radius="md" p="xl" maw={640}>
            <Stack align="flex-start" gap="sm">
              <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
                <IconBook size={24} />
              </ThemeIcon>
              <Title order={2} size="h4">
                No knowledge yet
              </Title>
              <Text>
                Add text, a web page, a whole website or files (PDF, Word, Markdown, CSV, HTML). The agent answers
                visitors from them and shows its sources under each answer.
              </Text>
              {addButton}
            </Stack>
          </Paper>
        ) : (
          <KnowledgeDocList
            docs={list}
            reindexing={mutations.reindex.isPending ? mutations.reindex.variables : null}
            onPreview={(doc) => setDialog({ kind: 'preview', doc })}
            onEdit={(doc) => setDialog({ kind: 'edit', doc })}
            onDelete={(doc) => setDialog({ kind: 'delete', doc })}
            onReindex={(doc) => mutations.reindex.mutate(doc.ID)}
            reindexError={mutations.reindex.error?.message ?? null}
          />
        )}

        {list.some((doc) => doc.status === 'SUCCESS') ? <KnowledgeSearch region={region} agentId={agentId} /> : null}

        <AddSourceModal
          opened={dialog?.kind === 'add'}
          onClose={close}
          region={region}
          agentId={agentId}
          workspaceId={workspaceId}
          add={mutations.add}
        />
        <PreviewModal
          region={region}
          agentId={agentId}
          doc={dialog?.kind === 'preview' ? dialog.doc : null}
          onClose={close}
        />
        <EditDocModal doc={dialog?.kind === 'edit' ? dialog.doc : null} onClose={close} update={mutations.update} />
        <DeleteDocModal doc={dialog?.kind === 'delete' ? dialog.doc : null} onClose={close} remove={mutations.remove} />
      </Stack>
    </KbTagRulesContext.Provider>
  );
}
