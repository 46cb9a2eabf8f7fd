import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatLastModified, type TConversation } from '@parley/core';
import { useNow } from '../agents/use-now';
import { ORIGIN_LABELS } from './conversation-labels';
import classes from './ConversationsTab.module.css';

/** The conversations, newest first; the open one is marked. "Load older" fetches the next page. */
export function ConversationList(props: {
  conversations: TConversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const now = useNow(30_000);
  return (
    <Stack gap={0}>
      <ul className={classes.list} aria-label="Conversations">
        {props.conversations.map((conversation) => {
          const selected = conversation.ID === props.selectedId;
          return (
            <li key={conversation.ID}>
              <UnstyledButton
                className={classes.item}
                data-selected={selected || undefined}
                aria-current={selected ? 'true' : undefined}
                onClick={() => props.onSelect(conversation.ID)}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} lineClamp={1}>
                    {conversation.preview || 'No message yet'}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                    {formatLastModified(Math.floor(conversation.lastMessageAt / 1000), now)}
                  </Text>
                </Group>
                <Group gap={6} mt={4}>
                  <Badge size="xs" variant="light" color="gray">
                    {ORIGIN_LABELS[conversation.origin]}
                  </Badge>
                  {conversation.handoffRequestedAt ? (
                    <Badge size="xs" variant="light" color="orange">
                      Asked for a person
                    </Badge>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {conversation.messageCount} {conversation.messageCount === 1 ? 'message' : 'messages'}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </ul>
      {props.hasMore ? (
        <Button variant="subtle" m="xs" onClick={props.onLoadMore} loading={props.loadingMore}>
          Load older conversations
        </Button>
      ) : null}
    </Stack>
  );
}
