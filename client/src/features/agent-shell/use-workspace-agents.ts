import { useQuery } from '@tanstack/react-query';
import type { TRegion } from '@parley/core';
import { call } from '../../lib/callable';

/** The agents of a workspace for the agent switcher (listAgents); starred first, then most recent. */
export function useWorkspaceAgents(region: TRegion, workspaceId: string) {
  return useQuery({
    // Under 'agents', which a workspace switch and a save invalidate.
    queryKey: ['agents', region, workspaceId, 'switcher'],
    queryFn: async () => (await call(region, 'listAgents', { workspaceId })).agents,
  });
}
