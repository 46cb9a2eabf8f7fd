import { useQuery } from '@tanstack/react-query';
import type { TAgentListItem } from '@parley/core/agents/agent';
import type { TRegion } from '@parley/core/regions/region-codes';
import { call } from '../../lib/callable';

export function agentsQueryKey(region: TRegion, workspaceId: string) {
  return ['agents', region, workspaceId] as const;
}

/** The workspace's agents (listAgents), starred first, then the most recently changed. */
export function useAgents(region: TRegion, workspaceId: string) {
  return useQuery({
    queryKey: agentsQueryKey(region, workspaceId),
    queryFn: async (): Promise<TAgentListItem[]> => (await call(region, 'listAgents', { workspaceId })).agents,
  });
}
