import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCallableInput } from '@parley/core/calls/callables';
import type { TRegion } from '@parley/core/regions/region-codes';
import { call } from '../../lib/callable';
import { knowledgeDocsKey } from './use-knowledge-docs';

/** Add, re-index, update and delete: each refreshes the list (which then polls while processing). */
export function useKnowledgeMutations(region: TRegion, agentId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: knowledgeDocsKey(region, agentId) });
  return {
    add: useMutation({
      mutationFn: (source: TCallableInput<'addKnowledgeSource'>['source']) =>
        call(region, 'addKnowledgeSource', { agentId, source }),
      onSuccess: refresh,
    }),
    reindex: useMutation({
      mutationFn: (docId: string) => call(region, 'reindexKnowledgeDoc', { agentId, docId }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (patch: Omit<TCallableInput<'updateKnowledgeDoc'>, 'agentId'>) =>
        call(region, 'updateKnowledgeDoc', { agentId, ...patch }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (docId: string) => call(region, 'deleteKnowledgeDoc', { agentId, docId }),
      onSuccess: refresh,
    }),
  };
}
