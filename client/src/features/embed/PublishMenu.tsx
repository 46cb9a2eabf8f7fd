import { useState } from 'react';
import { ActionIcon, Menu } from '@mantine/core';
import { ActionMenu } from '../../lib/ActionMenu';
import { notifications } from '@mantine/notifications';
import { IconAdjustments, IconChevronDown, IconCode, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DEPLOY_NEEDS_PUBLISH, prototypeLink, SAVE_NOTICE_MS, widgetSettingsLink } from '@parley/core';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import { DeployModal } from './DeployModal';

/** The Publish button's dropdown (workspaces §2 agent top bar): deploy the widget, its settings, the prototype. */
export function PublishMenu({ compact }: { compact: boolean }) {
  const { region, agentId, published } = useAgentEditor();
  const [deploying, setDeploying] = useState(false);
  const deploy = () => {
    // Deploy needs what is on the server to be what the builder sees (widget-and-channels §5).
    if (!published) {
      notifications.show({
        color: 'red',
        message: DEPLOY_NEEDS_PUBLISH,
        autoClose: SAVE_NOTICE_MS,
        position: 'bottom-right',
      });
      return;
    }
    setDeploying(true);
  };
  return (
    <>
      <ActionMenu position="bottom-end" withArrow shadow="md">
        <Menu.Target>
          <ActionIcon variant="default" size={compact ? 28 : 36} aria-label="More publishing options">
            <IconChevronDown size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconCode size={16} aria-hidden />} onClick={deploy}>
            Deploy widget
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={widgetSettingsLink({ region, agentId })}
            leftSection={<IconAdjustments size={16} aria-hidden />}
          >
            Widget settings
          </Menu.Item>
          <Menu.Item
            component="a"
            href={prototypeLink({ region, agentId })}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Open prototype
          </Menu.Item>
        </Menu.Dropdown>
      </ActionMenu>
      <DeployModal opened={deploying} onClose={() => setDeploying(false)} region={region} agentId={agentId} />
    </>
  );
}
