/**
 * Public agent configs for developing and measuring the widget without the local stack. Built from
 * the real defaults and projected with the real `toPublicAgent`, so they are exactly what the public
 * endpoint may answer.
 */
import { defaultAgentFields } from '@parley/core/agents/agent-defaults';
import type { TAgent } from '@parley/core/agents/agent';
import { toPublicAgent, type TPublicAgent } from '@parley/core/widget/public-agent';
import { customThemeJson } from '@parley/core/widget/widget-theme';

const GREETING = ['Hi! 👋 I am the **Parley demo** assistant.', 'Ask me anything about our plans, or try *markdown*.'];

const VARIANTS: Record<string, Partial<TAgent> & { offline?: boolean }> = {
  demo: {},
  dark: {
    title: 'Night Owl Support',
    description: 'Custom dark theme, bottom-left',
    customThemeJSONString: customThemeJson('#e64980', 'dark'),
    ui: { widgetType: 'bottom-left' },
    fontFamily: 'Georgia',
    ADVANCED_customCSS: '.launcher{border-radius:16px}',
  },
  modal: { title: 'Modal Assistant', ui: { widgetType: 'popup', modalMode: true } },
  full: { title: 'Full Width', ui: { widgetType: 'full-width' }, theme: 'cyan-light' },
  blocked: { title: 'Blocked Agent' },
  offline: { title: 'Offline Agent', offline: true },
  auto: { title: 'Autostart Agent', autoStartWidget: true },
  forget: { title: 'Forgetful', chatForget: true, recordChatHistory: false, listenForUrlChanges: true },
  de: { title: 'Deutscher Assistent', lang: 'de', proactiveMessage: 'Hallo! Wie kann ich helfen?' },
  quiet: { title: 'Quiet', proactiveMessage: 'none', vg_initMessages: [] },
  yellow: { title: 'Sunny', theme: 'yellow-light', roundedImageURL: '' },
};

export const FIXTURE_AGENT_IDS = Object.keys(VARIANTS);

/** The public config of a fixture agent, or null (unknown id: the endpoint answers 404). */
export function fixtureAgent(id: string, region: 'eu' | 'na' = 'eu'): TPublicAgent | null {
  const variant = VARIANTS[id];
  if (!variant) return null;
  const { offline = false, ...fields } = variant;
  const agent: TAgent = {
    ...defaultAgentFields(),
    title: 'Parley Demo',
    description: 'Usually answers in seconds',
    vg_initMessages: GREETING,
    messageDelayMS: 600,
    ...fields,
    ID: id,
    ownerID: `owner-${id}`,
    userId: `owner-${id}`,
    SECRET_API_KEY: 'vg_fixture-secret-never-public',
    tokensUsage: 0,
    region: `parley-${region}`,
    lastModified: 1_800_000_000,
    ts: 1_800_000_000,
  };
  return toPublicAgent(agent, { region, chatUrl: `/api/${region}/v2/public/agents/${id}/chat`, offline });
}
