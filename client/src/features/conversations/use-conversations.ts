import { useInfiniteQuery } from '@tanstack/react-query';
import type { TConversationsCursor, TRegion } from '@parley/core';
import { call } from '../../lib/callable';

/** The Chats tab polls, so new conversations show up while it is open. */
export const CONVERSATIONS_POLL_MS = 5000;

/** An agent's conversations, newest first, page after page (listConversations). */
export function useConversations(region: TRegion, agentId: string) {
  return useInfiniteQuery({
    queryKey: ['conversations', region, agentId],
    queryFn: ({ pageParam }) =>
      call(region, 'listConversations', { agentId, ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as TConversationsCursor | null,
    getNextPageParam: (page) => page.next,
    refetchInterval: CONVERSATIONS_POLL_MS,
    staleTime: 0,
  });
}
