import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Button, CloseButton, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import {
  AGENTS_LOAD_FAILED,
  AGENTS_PAGE_TITLE,
  noAgentsMatch,
  SEARCH_AGENTS_LABEL,
} from '@parley/core/agents/agent-list-messages';
import { filterAgents } from '@parley/core/agents/filter-agents';
import { useWorkspace } from '../workspaces/workspace-context';
import { AgentCard } from './AgentCard';
import { AgentListEmpty } from './AgentListEmpty';
import { AgentListSkeleton } from './AgentListSkeleton';
import { NewAgentDrawer } from './NewAgentDrawer';
import { useAgents } from './use-agents';
import { useNow } from './use-now';

const SEARCH_PARAM = 'q';

/**
 * /app/{region}/agents: the selected workspace's agents, starred first then newest, searchable by
 * title and description (the search is kept in ?q= so Back returns to it).
 */
export function AgentListPage() {
  const { region, workspace } = useWorkspace();
  const agents = useAgents(region, workspace.uid);
  const [params, setParams] = useSearchParams();
  const [drawerOpened, setDrawerOpened] = useState(false);
  const now = useNow();

  // Typed text lives in state (the address updates after a tick, too late for a controlled input).
  const [query, setQueryState] = useState(() => params.get(SEARCH_PARAM) ?? '');
  // Leaving the search from outside (the Agents link, Back) empties the box too.
  const searchInAddress = params.has(SEARCH_PARAM);
  useEffect(() => {
    if (!searchInAddress) setQueryState('');
  }, [searchInAddress]);
  const setQuery = (next: string) => {
    setQueryState(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(SEARCH_PARAM, next);
        else updated.delete(SEARCH_PARAM);
        return updated;
      },
      { replace: true },
    );
  };

  const all = agents.data;
  const shown = all ? filterAgents(all, query) : [];
  const openDrawer = () => setDrawerOpened(true);

  const retry = (
    <Button variant="light" color="red" size="xs" loading={agents.isFetching} onClick={() => void agents.refetch()}>
      Try again
    </Button>
  );

  let content: ReactNode;
  if (!all) {
    content = agents.isError ? (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={AGENTS_LOAD_FAILED}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{agents.error.message}</Text>
          {retry}
        </Stack>
      </Alert>
    ) : (
      <AgentListSkeleton />
    );
  } else if (all.length === 0) {
    content = <AgentListEmpty onNewAgent={openDrawer} />;
  } else if (shown.length === 0) {
    content = (
      <Stack align="center" ta="center" gap="xs" py="xl">
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {noAgentsMatch(query)}
        </Text>
        <Text size="sm" c="dimmed">
          Try another word, or clear the search to see all your agents.
        </Text>
        <Button variant="subtle" onClick={() => setQuery('')}>
          Clear search
        </Button>
      </Stack>
    );
  } else {
    content = (
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        aria-label="Agents of this workspace"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {shown.map((agent) => (
          <AgentCard key={agent.ID} agent={agent} region={region} workspaceId={workspace.uid} now={now} />
        ))}
      </SimpleGrid>
    );
  }

  const hasAgents = !!all && all.length > 0;
  const countText = !all
    ? ''
    : query.trim()
      ? `${shown.length} of ${all.length} agents`
      : `${all.length} ${all.length === 1 ? 'agent' : 'agents'}`;

  return (
    <Box px={{ base: 'sm', sm: 'lg' }} py="lg" maw={1400} mx="auto">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={1} size="h2">
            {AGENTS_PAGE_TITLE}
          </Title>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openDrawer}>
            New Agent
          </Button>
        </Group>

        {hasAgents || query ? (
          <Group gap="sm" align="center" wrap="wrap">
            <TextInput
              type="search"
              aria-label={SEARCH_AGENTS_LABEL}
              placeholder={SEARCH_AGENTS_LABEL}
              leftSection={<IconSearch size={16} aria-hidden />}
              rightSection={
                query ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setQuery('')} /> : null
              }
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && query) setQuery('');
              }}
              flex={1}
              miw={0}
              maw={420}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {countText}
            </Text>
          </Group>
        ) : null}

        {all && agents.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {AGENTS_LOAD_FAILED} {agents.error.message}
              </Text>
              {retry}
            </Group>
          </Alert>
        ) : null}

        {content}
      </Stack>

      <NewAgentDrawer opened={drawerOpened} onClose={() => setDrawerOpened(false)} />
    </Box>
  );
}
