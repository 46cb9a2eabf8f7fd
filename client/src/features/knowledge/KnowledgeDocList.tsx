import { ActionIcon, Alert, Badge, Group, Loader, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { ActionMenu } from '../../lib/ActionMenu';
import {
  IconDots,
  IconEye,
  IconFileText,
  IconPencil,
  IconRefresh,
  IconTrash,
  IconWorld,
  IconWorldWww,
  IconFile,
} from '@tabler/icons-react';
import { formatLastModified } from '@parley/core/agents/format-last-modified';
import { displayKbFileName } from '@parley/core/kb/kb-file-rules';
import {
  formatKbChars,
  KB_REFRESH_RATE_LABELS,
  KB_SOURCE_KIND_LABELS,
  KB_STATUS_LABELS,
} from '@parley/core/kb/kb-labels';
import type { TKbSourceKind, TKnowledgeDocListItem } from '@parley/core/kb/knowledge-doc';
import { useNow } from '../agents/use-now';
import { isProcessing, KB_STATUS_COLORS } from './knowledge-labels';
import classes from './KnowledgeBase.module.css';

const KIND_ICONS: Record<TKbSourceKind, typeof IconFile> = {
  text: IconFileText,
  url: IconWorld,
  site: IconWorldWww,
  file: IconFile,
};

/** Where a document comes from, in one line: its address, its file name (up to 20 characters), or nothing. */
function origin(doc: TKnowledgeDocListItem): string {
  if (doc.sourceKind === 'file') return displayKbFileName(doc.fileName ?? doc.name);
  if (doc.sourceKind === 'site') {
    const pages = doc.maxPages ?? 0;
    const depth = doc.maxDepth ?? 0;
    return `${doc.url} · up to ${pages} ${pages === 1 ? 'page' : 'pages'}, ${depth} ${depth === 1 ? 'link' : 'links'} deep`;
  }
  // A page still named by its address needs it only once.
  return doc.url === doc.name ? '' : doc.url;
}

/** The documents, newest first, with status (and why one failed), type, tags, size, refresh rate and last update. */
export function KnowledgeDocList(props: {
  docs: TKnowledgeDocListItem[];
  reindexing: string | null;
  reindexError: string | null;
  onPreview: (doc: TKnowledgeDocListItem) => void;
  onEdit: (doc: TKnowledgeDocListItem) => void;
  onDelete: (doc: TKnowledgeDocListItem) => void;
  onReindex: (doc: TKnowledgeDocListItem) => void;
}) {
  const now = useNow(30_000);
  return (
    <Stack gap="xs">
      {props.reindexError ? (
        <Alert color="red" title="Re-index failed">
          {props.reindexError}
        </Alert>
      ) : null}
      <ul className={classes.list} aria-label="Knowledge sources">
        {props.docs.map((doc) => {
          const Icon = KIND_ICONS[doc.sourceKind];
          const busy = isProcessing(doc.status) || props.reindexing === doc.ID;
          const source = origin(doc);
          return (
            <li key={doc.ID} className={classes.row} aria-label={doc.name}>
              <div className={classes.icon} aria-hidden>
                <Icon size={20} />
              </div>
              <div className={classes.main}>
                <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                  <Stack gap={0} miw={0}>
                    <Text fw={600} size="sm" lineClamp={1} title={doc.name}>
                      {doc.name}
                    </Text>
                    {source ? (
                      <Text
                        size="xs"
                        c="dimmed"
                        lineClamp={1}
                        title={doc.sourceKind === 'file' ? doc.fileName : source}
                      >
                        {source}
                      </Text>
                    ) : null}
                  </Stack>
                  <ActionMenu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${doc.name}`}>
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item leftSection={<IconEye size={16} />} onClick={() => props.onPreview(doc)}>
                        Preview
                      </Menu.Item>
                      <Menu.Item
                        leftSection={<IconRefresh size={16} />}
                        disabled={busy}
                        onClick={() => props.onReindex(doc)}
                      >
                        Re-index now
                      </Menu.Item>
                      <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => props.onEdit(doc)}>
                        Edit
                      </Menu.Item>
                      <Menu.Divider />
                      <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => props.onDelete(doc)}>
                        Delete
                      </Menu.Item>
                    </Menu.Dropdown>
                  </ActionMenu>
                </Group>
                <Group gap={6} mt={6} className={classes.facts}>
                  <Badge
                    color={KB_STATUS_COLORS[doc.status]}
                    variant="light"
                    leftSection={busy ? <Loader size={10} color={KB_STATUS_COLORS[doc.status]} /> : undefined}
                  >
                    {KB_STATUS_LABELS[doc.status]}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {KB_SOURCE_KIND_LABELS[doc.sourceKind]}
                  </Text>
                  {doc.status === 'SUCCESS' || doc.charCount > 0 ? (
                    <Text size="xs" c="dimmed">
                      · {formatKbChars(doc.charCount)}
                      {doc.chunkCount ? `, ${doc.chunkCount} ${doc.chunkCount === 1 ? 'chunk' : 'chunks'}` : ''}
                    </Text>
                  ) : null}
                  {doc.sourceType === 'url' ? (
                    <Text size="xs" c="dimmed">
                      · Refresh: {KB_REFRESH_RATE_LABELS[doc.refreshRate].toLowerCase()}
                    </Text>
                  ) : null}
                  <Tooltip label={new Date(doc.updatedAt).toLocaleString()} withArrow>
                    <Text size="xs" c="dimmed">
                      · Updated {formatLastModified(Math.floor(doc.updatedAt / 1000), now)}
                    </Text>
                  </Tooltip>
                  {doc.tags.map((tag) => (
                    <Badge key={tag} size="xs" variant="outline" color="gray">
                      {tag}
                    </Badge>
                  ))}
                </Group>
                {doc.status === 'ERROR' && doc.error ? (
                  <Text size="xs" c="red" mt={4} role="note">
                    {doc.error}
                  </Text>
                ) : null}
                {doc.warning ? (
                  <Text size="xs" c="orange" mt={4} role="note">
                    {doc.warning}
                  </Text>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
