import { useQuery } from '@tanstack/react-query';
import type { TRegion } from '@parley/core';
import { call } from '../../lib/callable';

/** How often the open agent is re-read so changes made elsewhere reach the draft. */
export const AGENT_REFRESH_MS = 15_000;

export function agentQueryKey(region: TRegion, agentId: string) {
  return ['agent', region, agentId] as const;
}

/**
 * The agent of the agent shell (getAgent): found, or living in the other region. Kept fresh: read
 * again whenever the window regains focus and every 15 s while the page is visible.
 */
export function useAgent(region: TRegion, agentId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: agentQueryKey(region, agentId),
    queryFn: () => call(region, 'getAgent', { agentId }),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: AGENT_REFRESH_MS,
  });
}
