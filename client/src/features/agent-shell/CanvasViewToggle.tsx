import { Button } from '@mantine/core';
import { IconPrompt, IconSitemap } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TAgentTabKey } from '@parley/core';
import { useAgentEditor } from './agent-editor-context';
import { agentPaths } from './agent-paths';

/** 'Switch to Canvas View' on the Prompt tab, 'Prompt View' on the Canvas, for agents with nodes enabled. */
export function CanvasViewToggle({ tab }: { tab: TAgentTabKey }) {
  const { region, agentId, draft } = useAgentEditor();
  if (!draft.enableNodes || (tab !== 'nodes' && tab !== 'prompt')) return null;
  const toCanvas = tab === 'nodes';
  return (
    <Button
      component={Link}
      to={agentPaths.tab(region, agentId, toCanvas ? 'prompt' : 'nodes')}
      variant="light"
      leftSection={toCanvas ? <IconSitemap size={16} aria-hidden /> : <IconPrompt size={16} aria-hidden />}
    >
      {toCanvas ? 'Switch to Canvas View' : 'Prompt View'}
    </Button>
  );
}
