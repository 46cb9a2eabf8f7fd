import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgentListItem } from '@parley/core/agents/agent';
import type { TRegion } from '@parley/core/regions/region-codes';
import { call } from '../../lib/callable';
import { agentsQueryKey } from './use-agents';

export interface TStarAgentVariables {
  agentId: string;
  starred: boolean;
}

/**
 * Star or unstar an agent (saveAgent with `{ starred }`). The list shows the change at once; on failure
 * it is put back. Either way the list and the agent are read again, so the order (starred first)
 * and lastModified come from the server.
 */
export function useStarAgent(region: TRegion, workspaceId: string) {
  const queryClient = useQueryClient();
  const key = agentsQueryKey(region, workspaceId);
  return useMutation({
    mutationFn: ({ agentId, starred }: TStarAgentVariables) =>
      call(region, 'saveAgent', { agentId, agent: { starred } }),
    onMutate: async ({ agentId, starred }) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<TAgentListItem[]>(key);
      queryClient.setQueryData<TAgentListItem[]>(key, (list) =>
        list?.map((agent) => (agent.ID === agentId ? { ...agent, starred } : agent)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: (_data, _error, { agentId }) => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['agent', region, agentId] });
    },
  });
}
