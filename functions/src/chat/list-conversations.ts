import {
  conversationsReadLimit,
  pageConversations,
  type TConversation,
  type TConversationsCursor,
  type TRegion,
} from '@parley/core';
import { requireAgentAccess } from '../agents/agent-access';
import type { TDeps } from '../platform/deps';
import type { TCaller } from '../workspaces/caller';
import { conversationsOfAgent } from './conversation-store';

/** The Chats tab: an agent's conversations, newest first, a page at a time. Members of its workspace only. */
export async function listConversations(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
  input: { agentId: string; cursor?: TConversationsCursor | undefined; limit: number },
): Promise<{ conversations: TConversation[]; next: TConversationsCursor | null }> {
  const db = deps.db(region);
  await requireAgentAccess(db, input.agentId, { kind: 'builder', caller });
  const cursor = input.cursor ?? null;
  const rows = await conversationsOfAgent(db, input.agentId, {
    ...(cursor ? { atOrBefore: cursor.before } : {}),
    limit: conversationsReadLimit(cursor, input.limit),
  });
  const { page, next } = pageConversations(rows, cursor, input.limit);
  return { conversations: page, next };
}
