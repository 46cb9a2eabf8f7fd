import { useEffect } from 'react';
import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CallError } from '../../lib/callable';
import { STORAGE_KEYS, writeStored } from '../../lib/browser-storage';
import { useWorkspace } from '../workspaces/workspace-context';
import { AgentEditorShell } from './AgentEditorShell';
import { AgentShellSkeleton } from './AgentShellSkeleton';
import { agentPaths } from './agent-paths';
import { useAgent } from './use-agent';

/** Answers meaning "no such agent for you": a stranger learns nothing more than a 404 (agency-shell §8). */
const GONE = ['not-found', 'permission-denied', 'invalid-argument'];

/**
 * /app/{region}/agents/{agentId}/{tab}: loads the agent (agency-shell §4 "Agent data load") — a skeleton
 * while loading, the other region's address when the agent lives there, /404 when it is unknown or
 * not the builder's — then hands it to the editor.
 */
export function AgentShell() {
  const { agentId = '' } = useParams();
  const { region } = useWorkspace();
  const location = useLocation();
  const navigate = useNavigate();
  const agent = useAgent(region, agentId);

  const data = agent.data;
  const gone = agent.error instanceof CallError && GONE.includes(agent.error.code);
  const movedTo = data?.status === 'other-region' ? data.region : null;
  const found = data?.status === 'found' ? data : null;

  useEffect(() => {
    if (gone) navigate('/404', { replace: true });
  }, [gone, navigate]);
  useEffect(() => {
    if (movedTo) navigate(agentPaths.inRegion(movedTo, location), { replace: true });
  }, [movedTo, location, navigate]);
  useEffect(() => {
    if (found) writeStored(STORAGE_KEYS.selectedAgent, found.agent.ID);
  }, [found]);

  if (found && !gone) {
    return (
      <AgentEditorShell
        key={`${region}/${agentId}`}
        region={region}
        workspaceId={found.workspaceId}
        agent={found.agent}
      />
    );
  }
  if (agent.isError && !gone) {
    return (
      <Center p="md" mih={320}>
        <Paper withBorder p="xl" maw={440}>
          <Stack>
            <Title order={3}>This agent could not be loaded</Title>
            <Text c="dimmed">{agent.error.message}</Text>
            <Button onClick={() => void agent.refetch()} loading={agent.isFetching}>
              Try again
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
  return <AgentShellSkeleton />;
}
