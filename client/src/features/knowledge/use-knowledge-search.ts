import { useMutation } from '@tanstack/react-query';
import type { TRegion } from '@parley/core/regions/region-codes';
import { call } from '../../lib/callable';

/** A search of the agent's knowledge, as the chat would retrieve it (searchKnowledge). */
export function useKnowledgeSearch(region: TRegion, agentId: string) {
  return useMutation({ mutationFn: (query: string) => call(region, 'searchKnowledge', { agentId, query }) });
}
