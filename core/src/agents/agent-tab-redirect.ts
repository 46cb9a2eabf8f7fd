import type { TAgentPlatform } from './agent';
import { isAgentTabKey, visibleAgentTabs, type TAgentTabKey, type TAgentViewer } from './agent-tabs';

/** The tab an agent opens on: Prompt for built-in (vg) agents, Design for the others. */
export function defaultAgentTab(platform: TAgentPlatform): TAgentTabKey {
  return platform === 'vg' ? 'nodes' : 'overview';
}

/**
 * Where the agent shell must send a path whose tab is missing, unknown or not shown for this agent
 * and viewer: the agent's default tab; null when the tab may be shown. Tabs the user hid in the
 * browser still open from an address (the shell never hides the tab you are on).
 */
export function agentTabRedirect(args: {
  platform: TAgentPlatform;
  enableNodes: boolean;
  viewer: TAgentViewer;
  tab: string | undefined;
}): TAgentTabKey | null {
  const { tab } = args;
  if (tab && isAgentTabKey(tab)) {
    const visible = visibleAgentTabs({
      platform: args.platform,
      enableNodes: args.enableNodes,
      viewer: args.viewer,
      currentTab: tab,
    });
    if (visible.includes(tab)) return null;
  }
  return defaultAgentTab(args.platform);
}
