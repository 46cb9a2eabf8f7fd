import { useQuery } from '@tanstack/react-query';
import type { TRegion } from '@parley/core/regions/region-codes';
import { call } from '../../lib/callable';

/** One document with its extracted text, for the preview (getKnowledgeDoc). */
export function useKnowledgeDoc(region: TRegion, agentId: string, docId: string | null) {
  return useQuery({
    queryKey: ['knowledge-doc', region, agentId, docId],
    queryFn: () => call(region, 'getKnowledgeDoc', { agentId, docId: docId! }),
    enabled: docId !== null,
    staleTime: 0,
  });
}
