import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgent, TRegion } from '@parley/core';
import type { TCallableOutput } from '@parley/core/calls/callables';
import { call } from '../../lib/callable';
import { agentQueryKey } from '../agent-shell/use-agent';

/** A new SECRET_API_KEY for the agent (regenerateAgentSecret); the answer becomes the cached server copy. */
export function useRegenerateSecret(region: TRegion, agentId: string, workspaceId: string) {
  const queryClient = useQueryClient();
  const key = agentQueryKey(region, agentId);
  return useMutation({
    mutationFn: async (): Promise<TAgent> => (await call(region, 'regenerateAgentSecret', { agentId })).agent,
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (agent) => {
      const found: TCallableOutput<'getAgent'> = { status: 'found', agent, workspaceId };
      queryClient.setQueryData(key, found);
    },
  });
}
