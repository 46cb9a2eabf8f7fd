import { useQuery } from '@tanstack/react-query';
import { KB_PROCESSING_POLL_MS } from '@parley/core/kb/kb-limits';
import type { TRegion } from '@parley/core/regions/region-codes';
import { call } from '../../lib/callable';

export function knowledgeDocsKey(region: TRegion, agentId: string) {
  return ['knowledge-docs', region, agentId] as const;
}

/**
 * The agent's knowledge documents and the workspace's character use (listKnowledgeDocs). While any
 * document is queued or processing, the list is read again every KB_PROCESSING_POLL_MS.
 */
export function useKnowledgeDocs(region: TRegion, agentId: string) {
  return useQuery({
    queryKey: knowledgeDocsKey(region, agentId),
    queryFn: () => call(region, 'listKnowledgeDocs', { agentId }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.docs.some((doc) => doc.status === 'INITIALIZED' || doc.status === 'PENDING')
        ? KB_PROCESSING_POLL_MS
        : false,
  });
}
