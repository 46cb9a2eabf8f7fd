import { useQuery } from '@tanstack/react-query';
import type { TRegion } from '@parley/core';
import { call } from '../../lib/callable';
import { CONVERSATIONS_POLL_MS } from './use-conversations';

/** One transcript (getConversation), re-read while open so a live conversation keeps growing. */
export function useConversation(region: TRegion, agentId: string, conversationId: string | null) {
  return useQuery({
    queryKey: ['conversation', region, agentId, conversationId],
    queryFn: () => call(region, 'getConversation', { agentId, conversationId: conversationId! }),
    enabled: conversationId !== null,
    refetchInterval: CONVERSATIONS_POLL_MS,
    staleTime: 0,
  });
}
