import {
  IconAddressBook,
  IconBook,
  IconBroadcast,
  IconChartBar,
  IconGauge,
  IconHome,
  IconMessages,
  IconMicrophone,
  IconPalette,
  IconPrompt,
  IconPuzzle,
  IconSettings,
  IconSitemap,
  IconSpeakerphone,
  IconTool,
  type Icon,
} from '@tabler/icons-react';
import type { TAgentTabKey } from '@parley/core';

/** The icon of each agent tab. */
export const AGENT_TAB_ICONS: Record<TAgentTabKey, Icon> = {
  home: IconHome,
  overview: IconPalette,
  nodes: IconPrompt,
  prompt: IconSitemap,
  voice: IconMicrophone,
  kb: IconBook,
  convos: IconMessages,
  analytics: IconChartBar,
  channels: IconBroadcast,
  tools: IconTool,
  integrations: IconPuzzle,
  leads: IconAddressBook,
  campaigns: IconSpeakerphone,
  metrics: IconGauge,
  settings: IconSettings,
};
