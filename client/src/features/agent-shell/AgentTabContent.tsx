import { lazy, Suspense } from 'react';
import { Center, Group, Loader, Title } from '@mantine/core';
import { agentTabLabel, type TAgentTabKey } from '@parley/core';
import { CanvasViewToggle } from './CanvasViewToggle';
import { ComingTab } from './ComingTab';
import { OverviewTab } from './OverviewTab';
import { PromptTab } from './PromptTab';
import { SettingsTab } from './SettingsTab';
import { VoiceTab } from './VoiceTab';
import { WidgetSettingsLink } from './WidgetSettingsLink';

// Tabs with their own data load on first visit.
const ConversationsTab = lazy(async () => ({
  default: (await import('../conversations/ConversationsTab')).ConversationsTab,
}));
const AnalyticsTab = lazy(async () => ({ default: (await import('../analytics/AnalyticsTab')).AnalyticsTab }));
const KnowledgeTab = lazy(async () => ({ default: (await import('../knowledge/KnowledgeTab')).KnowledgeTab }));

function TabBody({ tab }: { tab: TAgentTabKey }) {
  switch (tab) {
    case 'overview':
      return <OverviewTab />;
    case 'nodes':
      return <PromptTab />;
    case 'settings':
      return <SettingsTab />;
    case 'voice':
      return <VoiceTab />;
    case 'convos':
      return <ConversationsTab />;
    case 'analytics':
      return <AnalyticsTab />;
    case 'kb':
      return <KnowledgeTab />;
    default:
      return <ComingTab tab={tab} />;
  }
}

/** The open tab: its heading (with the Canvas/Prompt switch where it applies) and its screen. */
export function AgentTabContent({ tab }: { tab: TAgentTabKey }) {
  return (
    <>
      <Group justify="space-between" align="center" mb="lg" gap="sm">
        <Title order={1} size="h3">
          {agentTabLabel(tab)}
        </Title>
        <Group gap="xs">
          <WidgetSettingsLink tab={tab} />
          <CanvasViewToggle tab={tab} />
        </Group>
      </Group>
      <Suspense
        fallback={
          <Center py="xl" role="status" aria-label="Loading">
            <Loader size="sm" />
          </Center>
        }
      >
        <TabBody key={tab} tab={tab} />
      </Suspense>
    </>
  );
}
