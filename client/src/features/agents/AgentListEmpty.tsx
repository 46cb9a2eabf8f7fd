import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconRobot } from '@tabler/icons-react';
import { NO_AGENTS_YET, NO_AGENTS_YET_HINT } from '@parley/core/agents/agent-list-messages';

/** A workspace without agents: say what to do next. */
export function AgentListEmpty({ onNewAgent }: { onNewAgent: () => void }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm" py="lg">
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconRobot size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {NO_AGENTS_YET}
        </Title>
        <Text c="dimmed" maw={440}>
          {NO_AGENTS_YET_HINT}
        </Text>
        <Button mt="xs" leftSection={<IconPlus size={18} aria-hidden />} onClick={onNewAgent}>
          New Agent
        </Button>
      </Stack>
    </Paper>
  );
}
