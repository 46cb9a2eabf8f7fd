import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import { agentPaths } from '../agent-shell/agent-paths';
import { SettingSwitch } from '../agent-settings/SettingSwitch';

/** Channels (enabled once the widget is saved): where to connect channels, and the Channel Settings. */
export function ChannelsPanel() {
  const { region, agentId, draft, update } = useAgentEditor();
  return (
    <Stack gap="lg" maw={620}>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h4">
            Channels
          </Title>
          <Text size="sm">
            Connect this agent to WhatsApp, Instagram, Messenger, Discord, Telegram and voice from its Channels screen.
          </Text>
          <Button
            component={Link}
            to={agentPaths.tab(region, agentId, 'channels')}
            leftSection={<IconPlugConnected size={16} aria-hidden />}
            variant="light"
          >
            Open Channels
          </Button>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h5" mb="sm">
          Channel Settings
        </Title>
        <SettingSwitch
          label="Smart Initialization"
          description="Kept for the messaging channels, which arrive in a later release."
          checked={draft.smartInit}
          onChange={(smartInit) => update({ smartInit })}
        />
      </Paper>
    </Stack>
  );
}
