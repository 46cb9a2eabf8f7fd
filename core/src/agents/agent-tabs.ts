import type { TAgentPlatform } from './agent';

/** The agent shell's tabs, in their default order (agency-shell §2.5). */
export const AGENT_TABS = [
  { key: 'home', label: 'Home' },
  { key: 'overview', label: 'Design' },
  { key: 'nodes', label: 'Prompt' },
  { key: 'prompt', label: 'Canvas' },
  { key: 'voice', label: 'Voice' },
  { key: 'kb', label: 'Knowledge' },
  { key: 'convos', label: 'Chats' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'channels', label: 'Channels' },
  { key: 'tools', label: 'Tools' },
  { key: 'integrations', label: 'Integrations' },
  { key: 'leads', label: 'Leads' },
  { key: 'campaigns', label: 'Campaigns' },
  { key: 'metrics', label: 'Metrics' },
  { key: 'settings', label: 'Settings' },
] as const;
export type TAgentTabKey = (typeof AGENT_TABS)[number]['key'];
export const AGENT_TAB_KEYS: readonly TAgentTabKey[] = AGENT_TABS.map((t) => t.key);

export function isAgentTabKey(value: string): value is TAgentTabKey {
  return (AGENT_TAB_KEYS as readonly string[]).includes(value);
}

/** Settings sub-tabs (query `tab=`). */
export const SETTINGS_SUB_TABS = [
  'core',
  'ui',
  'language',
  'security',
  'notifications',
  'handoff',
  'technical',
  'analytics',
  'advanced',
  'integrations',
] as const;

/** Voice sub-tabs (query `tab=`). */
export const VOICE_SUB_TABS = [
  'voiceLibrary',
  'speechGen',
  'transcriber',
  'phoneNumbers',
  'testCall',
  'advanced',
] as const;

const VG_ONLY: readonly TAgentTabKey[] = ['voice', 'nodes', 'prompt', 'tools'];
const VF_ONLY: readonly TAgentTabKey[] = ['integrations'];

export type TAgentViewer = 'builder' | 'agency' | 'client';

export interface TAgentTabContext {
  platform: TAgentPlatform;
  enableNodes: boolean;
  /** The tab in the current path. */
  currentTab: string;
  /** builder: the signed-in workspace user (owner or member). */
  viewer: TAgentViewer;
  /** Client access list, page paths such as '/home' (clients only). */
  canAccess?: readonly string[];
  /** Client tab order, page paths or keys (clients only). */
  tabOrder?: readonly string[];
  /** Tabs this user hid in this browser. */
  hiddenTabs?: readonly string[];
}

const toKey = (pathOrKey: string) => pathOrKey.replace(/^\//, '');

/** Which tabs the shell shows, in order (agency-shell §2.5 visibility rules). */
export function visibleAgentTabs(ctx: TAgentTabContext): TAgentTabKey[] {
  const hidden = new Set((ctx.hiddenTabs ?? []).map(toKey));
  const access = ctx.canAccess ? new Set(ctx.canAccess.map(toKey)) : null;
  const canvasShown = ctx.enableNodes && ctx.currentTab === 'prompt';

  let tabs = AGENT_TAB_KEYS.filter((key) => {
    if (VG_ONLY.includes(key) && ctx.platform !== 'vg') return false;
    if (VF_ONLY.includes(key) && ctx.platform !== 'vf') return false;
    if (key === 'tools' && ctx.enableNodes) return false;
    if (key === 'home' && ctx.viewer === 'builder') return false;
    if (ctx.viewer !== 'agency') {
      if (key === 'prompt' && !canvasShown) return false;
      if (key === 'nodes' && canvasShown) return false;
    } else if (key === 'prompt' && !ctx.enableNodes) return false;
    if (ctx.viewer === 'client' && access && !access.has(key)) return false;
    return !hidden.has(key);
  });

  if (ctx.viewer === 'client' && ctx.tabOrder?.length) {
    const order = ctx.tabOrder.map(toKey);
    const rank = (key: string) => {
      const i = order.indexOf(key);
      return i === -1 ? order.length + AGENT_TAB_KEYS.indexOf(key as TAgentTabKey) : i;
    };
    tabs = [...tabs].sort((a, b) => rank(a) - rank(b));
  }
  return tabs;
}

/** The label shown for a tab. */
export function agentTabLabel(key: TAgentTabKey): string {
  return AGENT_TABS.find((t) => t.key === key)?.label ?? key;
}
