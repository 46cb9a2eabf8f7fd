import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { agentTabLabel, type TAgentTabKey } from '@parley/core';
import { AGENT_TAB_ICONS } from './agent-tab-icons';

/** What each tab that is not built yet will do. */
const WHAT_IT_DOES: Partial<Record<TAgentTabKey, string>> = {
  home: 'A summary of the agent: recent conversations, leads and usage at a glance.',
  prompt: 'The canvas: the conversation drawn as connected nodes you can arrange and edit.',
  channels: 'Putting the agent on your website, WhatsApp, Messenger, Instagram, Telegram and phone numbers.',
  tools: 'Functions on your own servers that the agent can call during a conversation.',
  integrations: 'The connection to the external dialogue platform this agent runs on.',
  leads: 'The contact details people leave in conversations.',
  campaigns: 'Outbound campaigns that start conversations with your contacts.',
  metrics: 'Detailed performance metrics of the agent.',
};

/** An honest placeholder for a tab a later release builds: what it is for, and that it is not here yet. */
export function ComingTab({ tab }: { tab: TAgentTabKey }) {
  const Icon = AGENT_TAB_ICONS[tab];
  const label = agentTabLabel(tab);
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <Title order={3} size="h4">
          {label} is coming
        </Title>
        {WHAT_IT_DOES[tab] ? <Text>{WHAT_IT_DOES[tab]}</Text> : null}
        <Text c="dimmed" size="sm">
          A later release builds this screen. Nothing here is connected yet, so there is nothing to set up for now.
        </Text>
      </Stack>
    </Paper>
  );
}
