import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import { agentPaths } from '../agent-shell/agent-paths';

/** Sources (built-in agents): the knowledge base lives in the agent's Knowledge tab. */
export function SourcesPanel() {
  const { region, agentId } = useAgentEditor();
  return (
    <Paper withBorder radius="md" p="lg" maw={620}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          Knowledge sources
        </Title>
        <Text size="sm">
          The documents and web pages this agent answers from are managed in its Knowledge tab: add sources, search
          them, and preview what the agent knows.
        </Text>
        <Button
          component={Link}
          to={agentPaths.tab(region, agentId, 'kb')}
          leftSection={<IconBooks size={16} aria-hidden />}
          variant="light"
        >
          Open the Knowledge tab
        </Button>
      </Stack>
    </Paper>
  );
}
