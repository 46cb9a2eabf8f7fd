import { LoadError } from '../../lib/LoadError';
import { Alert, Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TChatCitation, TRegion } from '@parley/core';
import { FEEDBACK_NOTES, ORIGIN_LABELS, STATUS_NOTES } from './conversation-labels';
import { useConversation } from './use-conversation';
import classes from './ConversationsTab.module.css';

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The knowledge sources an answer cited: names, linked (new tab) for web pages. */
function MessageSources({ citations }: { citations: TChatCitation[] }) {
  return (
    <Text size="xs" c="dimmed" mt={2}>
      Sources:{' '}
      {citations.map((citation, i) => (
        <span key={`${citation.name}\n${citation.url ?? ''}`}>
          {i > 0 ? ', ' : ''}
          {citation.url && /^https?:\/\//i.test(citation.url) ? (
            <Anchor href={citation.url} target="_blank" rel="noopener noreferrer" size="xs">
              {citation.name}
            </Anchor>
          ) : (
            citation.name
          )}
        </span>
      ))}
    </Text>
  );
}

/** One conversation as it happened: visitor on the right, agent on the left, kept up to date. */
export function ConversationTranscript(props: { region: TRegion; agentId: string; conversationId: string }) {
  const conversation = useConversation(props.region, props.agentId, props.conversationId);

  if (conversation.isPending) {
    return (
      <Group justify="center" p="xl" role="status" aria-label="Loading the conversation">
        <Loader size="sm" />
      </Group>
    );
  }
  if (conversation.isError) {
    return (
      <LoadError
        title="This conversation could not be loaded"
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
      />
    );
  }

  const { conversation: meta, messages } = conversation.data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h4">
          Conversation
        </Title>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {ORIGIN_LABELS[meta.origin]}
          </Badge>
          <Text size="xs" c="dimmed">
            Started {TIME.format(meta.ts)}
            {meta.browser ? ` · ${meta.browser}` : ''}
            {meta.platform ? ` on ${meta.platform}` : ''}
          </Text>
        </Group>
        {meta.pageUrl ? (
          <Text size="xs" c="dimmed" truncate>
            Page: {meta.pageUrl}
          </Text>
        ) : null}
        {meta.handoffRequestedAt ? (
          <Alert color="orange" variant="light" p="xs" title="The visitor asked for a person">
            <Text size="xs">
              On {TIME.format(meta.handoffRequestedAt)}. There is no live-agent inbox yet: follow up by your own means.
            </Text>
          </Alert>
        ) : null}
      </Stack>
      <ol className={classes.transcript} aria-label="Messages">
        {messages.map((message) => (
          <li key={message.ID} className={classes.message} data-role={message.role}>
            <Paper className={classes.bubble} data-role={message.role} radius="md" px="sm" py={6}>
              <Text size="sm" className={classes.text}>
                {message.text}
              </Text>
            </Paper>
            <Text size="xs" c="dimmed" mt={2}>
              {message.role === 'user' ? 'Visitor' : 'Agent'} · {TIME.format(message.ts)}
            </Text>
            {message.citations?.length ? <MessageSources citations={message.citations} /> : null}
            {message.feedback ? (
              <Text size="xs" c={message.feedback === 'up' ? 'teal' : 'orange'}>
                {FEEDBACK_NOTES[message.feedback]}
              </Text>
            ) : null}
            {message.status && STATUS_NOTES[message.status] ? (
              <Text size="xs" c={message.status === 'interrupted' ? 'orange' : 'dimmed'}>
                {STATUS_NOTES[message.status]}
              </Text>
            ) : null}
          </li>
        ))}
      </ol>
    </Stack>
  );
}
