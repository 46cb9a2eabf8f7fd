import { CloseButton, Group, Text, Title } from '@mantine/core';
import { widgetPanelUrl } from '@parley/core/widget/embed';
import { useAgentEditor } from './agent-editor-context';
import classes from './AgentShell.module.css';

export const TEST_PANEL_ID = 'agent-test-panel';

/**
 * The test chat panel: the real chat panel of the widget, on the published agent, in test mode
 * (its conversations are marked as tests in Chats). It reloads when a publish changes the agent.
 */
export function TestChatPanel({ onClose }: { onClose: () => void }) {
  const { region, agentId, server, published } = useAgentEditor();
  const src = widgetPanelUrl(window.location.origin, { agentId, region, mode: 'test' });
  return (
    <div className={classes.testPanelInner} id={TEST_PANEL_ID} aria-labelledby={`${TEST_PANEL_ID}-title`}>
      <Group justify="space-between" wrap="nowrap" px="md" py="xs">
        <Title order={2} size="h5" id={`${TEST_PANEL_ID}-title`}>
          Test chat
        </Title>
        <CloseButton aria-label="Close the test panel" onClick={onClose} />
      </Group>
      {!published ? (
        <Text size="xs" c="dimmed" px="md" pb="xs">
          You are testing the published version. Publish to test your latest changes.
        </Text>
      ) : null}
      <iframe
        key={server.lastModified}
        className={classes.testFrame}
        src={src}
        title={`Test chat with ${server.title}`}
      />
    </div>
  );
}
