import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Center, Loader, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isRegion, SWITCHING_REGION_DELAY_MS, switchingRegionMessage, type TWorkspaceSummary } from '@parley/core';
import { useAccount } from '../session/session-context';
import { pickWorkspace, storeSelection } from './selected-workspace';
import { useWorkspaces } from './use-workspaces';
import { WorkspaceContext, type TWorkspaceApi } from './workspace-context';

/**
 * The region of the route and the selected workspace in it. An unknown region is a 404; a region
 * where the builder has no workspace sends them to their account's region.
 */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const { region } = useParams();
  const account = useAccount();
  const workspaces = useWorkspaces();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [switchingTo, setSwitchingTo] = useState<string | null>(null);
  // The workspace switched to in this region without a reload (from an agent's page, say).
  const [chosen, setChosen] = useState<TWorkspaceSummary | null>(null);

  const selected = useMemo(() => {
    if (!workspaces.data || !isRegion(region)) return null;
    const switchedTo = chosen && workspaces.data.find((w) => w.region === region && w.uid === chosen.uid);
    return switchedTo || pickWorkspace(workspaces.data, region);
  }, [workspaces.data, region, chosen]);
  useEffect(() => {
    if (selected) storeSelection(selected);
  }, [selected]);

  const switchWorkspace = useCallback(
    (target: TWorkspaceSummary) => {
      storeSelection(target);
      if (target.region === region) {
        // Same region: update the selection and go to agents (reloading them if already there).
        setChosen(target);
        void queryClient.invalidateQueries({ queryKey: ['agents'] });
        navigate(`/app/${target.region}/agents`);
        if (location.pathname === `/app/${target.region}/agents`) navigate(0);
        return;
      }
      // Other region: say so, then a full redirect.
      setSwitchingTo(target.region);
      window.setTimeout(() => window.location.assign(`/app/${target.region}/agents`), SWITCHING_REGION_DELAY_MS);
    },
    [region, navigate, location.pathname, queryClient],
  );

  const api = useMemo<TWorkspaceApi | null>(
    () =>
      selected && isRegion(region)
        ? { region, workspace: selected, workspaces: workspaces.data ?? [], switchWorkspace }
        : null,
    [selected, region, workspaces.data, switchWorkspace],
  );

  if (!isRegion(region)) return <Navigate to="/404" replace />;
  if (workspaces.isPending) {
    return (
      <Center h="100vh" role="status">
        <Loader />
      </Center>
    );
  }
  if (workspaces.isError) {
    return (
      <Center h="100vh" p="md">
        <Paper withBorder p="xl" maw={420}>
          <Stack>
            <Title order={3}>Your workspaces could not be loaded</Title>
            <Text c="dimmed">{workspaces.error.message}</Text>
            <Button onClick={() => void workspaces.refetch()}>Try again</Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
  if (!api) {
    // The same address in the account's region, query and hash included (?tab=, ?showDebugger=).
    const target =
      location.pathname.replace(`/app/${region}`, `/app/${account.region}`) + location.search + location.hash;
    return <Navigate to={region === account.region ? '/404' : target} replace />;
  }
  return (
    <WorkspaceContext.Provider value={api}>
      {children}
      <Modal opened={switchingTo !== null} onClose={() => {}} withCloseButton={false} centered>
        <Stack align="center" py="md">
          <Loader />
          <Text fw={500}>{switchingTo ? switchingRegionMessage(switchingTo as 'eu' | 'na') : ''}</Text>
        </Stack>
      </Modal>
    </WorkspaceContext.Provider>
  );
}
