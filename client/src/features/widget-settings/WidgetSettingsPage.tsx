import { useEffect, useRef } from 'react';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  ID_PATTERN,
  WIDGET_LOAD_FAILED,
  WIDGET_LOADED,
  WIDGET_NOT_YOURS,
  WIDGET_NOTICE_MS,
  widgetListLink,
} from '@parley/core';
import { CallError } from '../../lib/callable';
import { agentPaths } from '../agent-shell/agent-paths';
import { useAgent } from '../agent-shell/use-agent';
import { useWorkspace } from '../workspaces/workspace-context';
import { WidgetSettingsEditor } from './WidgetSettingsEditor';

/** No widget chosen (no or a malformed vg_id): nothing to load. */
const NO_WIDGET = 'No widget was chosen: open widget settings from an agent.';

/**
 * /app/{region}/widget-settings?vg_id={id} (widget-and-channels §2.2): the widget chosen by `vg_id`.
 * Not yours: 'This widget does not exist.' and off to the widget list; not found or failing:
 * 'Something went wrong:' with Try again; in the other region: the same address there.
 */
export function WidgetSettingsPage() {
  const { region } = useWorkspace();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = search.get('vg_id') ?? '';
  const agentId = ID_PATTERN.test(raw) ? raw : '';
  const agent = useAgent(region, agentId, Boolean(agentId));
  const data = agentId ? agent.data : undefined;
  const notYours = Boolean(agentId) && agent.error instanceof CallError && agent.error.code === 'permission-denied';
  const movedTo = data?.status === 'other-region' ? data.region : null;
  const found = data?.status === 'found' ? data : null;

  useEffect(() => {
    if (!notYours) return;
    notifications.show({ color: 'red', message: WIDGET_NOT_YOURS, autoClose: WIDGET_NOTICE_MS });
    navigate(widgetListLink(region), { replace: true });
  }, [notYours, navigate, region]);
  useEffect(() => {
    if (movedTo) navigate(agentPaths.inRegion(movedTo, location), { replace: true });
  }, [movedTo, location, navigate]);
  const announced = useRef('');
  useEffect(() => {
    if (!found || announced.current === found.agent.ID) return;
    announced.current = found.agent.ID;
    notifications.show({ color: 'green', message: WIDGET_LOADED, autoClose: WIDGET_NOTICE_MS, position: 'bottom-right' });
  }, [found]);

  if (found) {
    return (
      <WidgetSettingsEditor key={`${region}/${agentId}`} region={region} workspaceId={found.workspaceId} agent={found.agent} />
    );
  }
  if (!agentId || (agent.isError && !notYours)) {
    // The widget is hidden; a generic message with Try again (widget-and-channels §2.2, §8).
    return (
      <Center p="md" mih={320}>
        <Paper withBorder p="xl" maw={460} role="alert">
          <Stack>
            <Title order={1} size="h3">
              {WIDGET_LOAD_FAILED}
            </Title>
            <Text c="dimmed">{agentId ? (agent.error?.message ?? '') : NO_WIDGET}</Text>
            <Button onClick={() => void agent.refetch()} loading={agent.isFetching} disabled={!agentId}>
              Try again
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  }
  return (
    <Center p="xl" mih={320} role="status" aria-label="Loading the widget">
      <Loader size="sm" />
    </Center>
  );
}
