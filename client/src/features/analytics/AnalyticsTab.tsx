import { LoadError } from '../../lib/LoadError';
import { Paper, Progress, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import { DailyBars } from './DailyBars';
import { useAgentAnalytics } from './use-agent-analytics';

function Figure(props: { label: string; value: string; detail?: string | undefined; used?: number | undefined }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text fz={26} fw={700}>
        {props.value}
      </Text>
      {props.detail ? (
        <Text size="xs" c="dimmed">
          {props.detail}
        </Text>
      ) : null}
      {props.used !== undefined ? (
        <Progress
          mt="xs"
          value={Math.min(100, props.used * 100)}
          color={props.used > 0.8 ? 'red' : props.used > 0.5 ? 'yellow' : undefined}
          aria-label={`${Math.round(props.used * 100)}% used`}
        />
      ) : null}
    </Paper>
  );
}

/** The Analytics tab: widget loads and visitor messages per day for the last 30 days, credits and limits. */
export function AnalyticsTab() {
  const { region, agentId } = useAgentEditor();
  const analytics = useAgentAnalytics(region, agentId);

  if (analytics.isPending) {
    return (
      <Stack role="status" aria-label="Loading analytics">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={96} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton height={180} radius="md" />
      </Stack>
    );
  }
  if (analytics.isError) {
    return (
      <LoadError
        title="Analytics could not be loaded"
        error={analytics.error}
        onRetry={() => void analytics.refetch()}
      />
    );
  }

  const data = analytics.data;
  const credits = data.days.reduce((sum, day) => sum + day.credits, 0);
  return (
    <Stack gap="xl" maw={960}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure
          label="Messages this month"
          value={data.monthlyMessages.toLocaleString()}
          detail={data.messagesLimit > 0 ? `of ${data.messagesLimit.toLocaleString()} allowed` : 'No monthly limit'}
          used={data.messagesLimit > 0 ? data.monthlyMessages / data.messagesLimit : undefined}
        />
        <Figure
          label="Credits used, 30 days"
          value={credits.toLocaleString()}
          detail="Charged to the workspace balance"
        />
        <Figure
          label="Tokens used"
          value={data.tokensUsage.toLocaleString()}
          detail={data.maxTokensUsage > 0 ? `of ${data.maxTokensUsage.toLocaleString()} allowed` : 'No token cap'}
          used={data.maxTokensUsage > 0 ? data.tokensUsage / data.maxTokensUsage : undefined}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <DailyBars title="Widget loads" days={data.days} value={(day) => day.loads} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <DailyBars title="Visitor messages" days={data.days} value={(day) => day.messages} />
      </Paper>
    </Stack>
  );
}
