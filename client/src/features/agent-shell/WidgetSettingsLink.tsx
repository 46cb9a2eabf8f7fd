import { Button } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { Link } from 'react-router';
import { widgetSettingsLink, type TAgentTabKey } from '@parley/core';
import { useAgentEditor } from './agent-editor-context';

/** On the Design and Settings tabs: the way to the widget settings page (theme editor and live preview). */
export function WidgetSettingsLink({ tab }: { tab: TAgentTabKey }) {
  const { region, agentId } = useAgentEditor();
  if (tab !== 'overview' && tab !== 'settings') return null;
  return (
    <Button
      component={Link}
      to={widgetSettingsLink({ region, agentId })}
      variant="light"
      size="sm"
      leftSection={<IconAdjustments size={16} aria-hidden />}
    >
      Widget settings
    </Button>
  );
}
