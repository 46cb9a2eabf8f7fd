import type { TAgentTabKey, TRegion } from '@parley/core';

/** Addresses inside the agent shell (agency-shell §2.1). */
export const agentPaths = {
  root: (region: TRegion, agentId: string) => `/app/${region}/agents/${agentId}`,
  tab: (region: TRegion, agentId: string, tab: TAgentTabKey) => `/app/${region}/agents/${agentId}/${tab}`,
  demo: (region: TRegion, agentId: string) => `/app/${region}/demo/${agentId}/page1`,
  billing: (region: TRegion) => `/app/${region}/account/billing`,
  /** The same address in another region. */
  inRegion: (region: TRegion, location: { pathname: string; search: string; hash: string }) =>
    location.pathname.replace(/^\/app\/[^/]+/, `/app/${region}`) + location.search + location.hash,
};
