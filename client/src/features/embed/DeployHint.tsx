import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCode } from '@tabler/icons-react';
import { STORAGE_KEYS } from '../../lib/browser-storage';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import { useStoredState } from '../agent-shell/use-stored-state';
import { DeployModal } from './DeployModal';

/**
 * The deploy hint (workspaces §4 Publish): after each successful Publish in the agent shell, says the
 * changes are live wherever the widget is embedded and offers the Deploy dialog, unless 'Don't show
 * this again' was ticked for this agent in this browser.
 */
export function DeployHint() {
  const { region, agentId, publishes } = useAgentEditor();
  const [off, setOff] = useStoredState<string[]>(STORAGE_KEYS.deployHintOff, []);
  const turnedOff = off.includes(agentId);
  const [opened, setOpened] = useState(false);
  const [deploying, setDeploying] = useState(false);
  const [handled, setHandled] = useState(publishes);
  if (publishes !== handled) {
    setHandled(publishes);
    if (!turnedOff) setOpened(true);
  }

  const remember = (checked: boolean) =>
    setOff(checked ? [...off.filter((id) => id !== agentId), agentId] : off.filter((id) => id !== agentId));
  const openDeploy = () => {
    setOpened(false);
    setDeploying(true);
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Your changes are live"
        centered
        // Going on to Deploy: that dialog takes focus; giving it back to the page would pull it out.
        returnFocus={!deploying}
      >
        <Stack gap="md">
          <Text size="sm">
            What you published is live now on every site where this agent&apos;s widget is embedded. There is nothing to
            paste again.
          </Text>
          <Text size="sm" c="dimmed">
            Not on a site yet? Deploy gives you the one line of code to add.
          </Text>
          <Checkbox
            label="Don't show this again"
            checked={turnedOff}
            onChange={(e) => remember(e.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpened(false)}>
              Close
            </Button>
            <Button leftSection={<IconCode size={16} aria-hidden />} onClick={openDeploy} data-autofocus>
              Deploy widget
            </Button>
          </Group>
        </Stack>
      </Modal>
      <DeployModal opened={deploying} onClose={() => setDeploying(false)} region={region} agentId={agentId} />
    </>
  );
}
