import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAgent, TAgentPatch, TRegion } from '@parley/core';
import type { TCallableOutput } from '@parley/core/calls/callables';
import { call } from '../../lib/callable';
import { agentQueryKey } from './use-agent';

/**
 * Save a patch of editable fields (saveAgent). The answer, stamped with lastModified, becomes the
 * cached server copy; a read of the agent in flight is dropped so it cannot bring back the old copy.
 */
export function useSaveAgent(region: TRegion, agentId: string, workspaceId: string) {
  const queryClient = useQueryClient();
  const key = agentQueryKey(region, agentId);
  return useMutation({
    mutationFn: async (patch: TAgentPatch): Promise<TAgent> =>
      (await call(region, 'saveAgent', { agentId, agent: patch })).agent,
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onSuccess: (agent) => {
      const found: TCallableOutput<'getAgent'> = { status: 'found', agent, workspaceId };
      queryClient.setQueryData(key, found);
      // Agent lists show titles and avatars.
      void queryClient.invalidateQueries({ queryKey: ['agents'] });
    },
  });
}
