import { useQuery } from '@tanstack/react-query';
import type { TRegion } from '@parley/core';
import { call } from '../../lib/callable';

/** The Analytics tab's figures (getAgentAnalytics), refreshed every minute while open. */
export function useAgentAnalytics(region: TRegion, agentId: string) {
  return useQuery({
    queryKey: ['agent-analytics', region, agentId],
    queryFn: () => call(region, 'getAgentAnalytics', { agentId }),
    refetchInterval: 60_000,
    staleTime: 0,
  });
}
