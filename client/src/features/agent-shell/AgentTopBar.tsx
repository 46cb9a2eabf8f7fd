import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconCrown, IconMessageCircle, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TAgentTabKey } from '@parley/core';
import { WorkspaceSwitcher } from '../workspaces/WorkspaceSwitcher';
import { useAgentEditor } from './agent-editor-context';
import { agentPaths } from './agent-paths';
import { AgentSwitcher } from './AgentSwitcher';
import { DeployHint } from '../embed/DeployHint';
import { PublishMenu } from '../embed/PublishMenu';
import { PublishButton } from './PublishButton';
import { TEST_PANEL_ID } from './TestChatPanel';
import classes from './AgentShell.module.css';

/**
 * The agent top bar for builders (workspaces §2): workspace switcher, agent switcher, Demo link,
 * Show/Hide Test, Upgrade Plan and Publish. On phones Demo and Upgrade Plan shrink to labelled icons.
 * The deploy hint after a Publish (from here or the Settings save bar) is mounted here, once per shell.
 */
export function AgentTopBar(props: {
  currentTab: TAgentTabKey | null;
  testOpen: boolean;
  onToggleTest: () => void;
  compact: boolean;
}) {
  const { region, agentId } = useAgentEditor();
  const demo = agentPaths.demo(region, agentId);
  const billing = agentPaths.billing(region);
  return (
    <div className={classes.topBar}>
      <Group gap="xs" wrap="wrap">
        <WorkspaceSwitcher />
        <AgentSwitcher currentTab={props.currentTab} />
      </Group>
      <Group gap="xs" wrap="wrap">
        {props.compact ? (
          <Tooltip label="Demo">
            <ActionIcon component={Link} to={demo} variant="default" size={28} aria-label="Demo">
              <IconPlayerPlay size={18} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button component={Link} to={demo} variant="default" leftSection={<IconPlayerPlay size={16} aria-hidden />}>
            Demo
          </Button>
        )}
        <Button
          size={props.compact ? 'compact-sm' : 'sm'}
          variant={props.testOpen ? 'light' : 'default'}
          leftSection={<IconMessageCircle size={16} aria-hidden />}
          onClick={props.onToggleTest}
          aria-expanded={props.testOpen}
          aria-controls={props.testOpen ? TEST_PANEL_ID : undefined}
        >
          {props.testOpen ? 'Hide Test' : 'Show Test'}
        </Button>
        {/* Upgrade Plan keeps its words only where the bar has room for them. */}
        <Tooltip label="Upgrade Plan">
          <ActionIcon
            component={Link}
            to={billing}
            variant="subtle"
            size={props.compact ? 28 : 36}
            aria-label="Upgrade Plan"
            hiddenFrom={props.compact ? undefined : 'xl'}
          >
            <IconCrown size={18} />
          </ActionIcon>
        </Tooltip>
        {props.compact ? null : (
          <Button
            component={Link}
            to={billing}
            variant="subtle"
            leftSection={<IconCrown size={16} aria-hidden />}
            visibleFrom="xl"
          >
            Upgrade Plan
          </Button>
        )}
        <Group gap={4} wrap="nowrap">
          <PublishButton compact={props.compact} />
          <PublishMenu compact={props.compact} />
        </Group>
        <DeployHint />
      </Group>
    </div>
  );
}
