import { LoadError } from '../../lib/LoadError';
import { useSearchParams } from 'react-router';
import { ZConversationId } from '@parley/core/chat/conversation';
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import { ConversationList } from './ConversationList';
import { ConversationTranscript } from './ConversationTranscript';
import { useConversations } from './use-conversations';
import classes from './ConversationsTab.module.css';

/** The open conversation is in the address (`?c=`), so Back, reload and links find it. */
const OPEN_PARAM = 'c';

/**
 * The Chats tab (`convos`): every recorded conversation of the agent, newest first, with its
 * transcript; both refresh while open.
 */
export function ConversationsTab() {
  const { region, agentId, server } = useAgentEditor();
  const list = useConversations(region, agentId);
  const [search, setSearch] = useSearchParams();
  const requested = search.get(OPEN_PARAM);
  const selected = requested && ZConversationId.safeParse(requested).success ? requested : null;
  const setSelected = (id: string | null) =>
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      if (id) params.set(OPEN_PARAM, id);
      else params.delete(OPEN_PARAM);
      return params;
    });

  if (list.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="Loading conversations" maw={320}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={58} radius="md" />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <LoadError title="Conversations could not be loaded" error={list.error} onRetry={() => void list.refetch()} />
    );
  }

  const conversations = list.data.pages.flatMap((page) => page.conversations);
  if (conversations.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl" maw={560}>
        <Stack align="flex-start" gap="sm">
          <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
            <IconMessages size={24} />
          </ThemeIcon>
          <Title order={2} size="h4">
            No conversations yet
          </Title>
          <Text>
            Conversations appear here as soon as someone chats with this agent: on a website with the embed code, on the
            prototype page, or in the test panel (Show Test).
          </Text>
          {!server.recordChatHistory ? (
            <Text size="sm" c="orange">
              This agent does not record chat history, so its conversations are not kept.
            </Text>
          ) : null}
        </Stack>
      </Paper>
    );
  }

  const open = selected;
  return (
    <div className={classes.layout} data-open={open ? '' : undefined}>
      <div className={classes.listPane}>
        <ConversationList
          conversations={conversations}
          selectedId={open}
          onSelect={setSelected}
          hasMore={list.hasNextPage}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </div>
      <div className={classes.transcriptPane}>
        {open ? (
          <Stack gap="sm">
            <Group hiddenFrom="sm">
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => setSelected(null)}
              >
                All conversations
              </Button>
            </Group>
            <ConversationTranscript region={region} agentId={agentId} conversationId={open} />
          </Stack>
        ) : (
          <Paper withBorder radius="md" p="xl" visibleFrom="sm">
            <Text c="dimmed">Pick a conversation to read it.</Text>
          </Paper>
        )}
      </div>
    </div>
  );
}
