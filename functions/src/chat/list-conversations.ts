import type { TConversation, TRegion } from '@parley/core';
import { requireAgentAccess } from '../agents/agent-access';
import type { TDeps } from '../platform/deps';
import type { TCaller } from '../workspaces/caller';
import { conversationsOfAgent } from './conversation-store';

/** The Chats tab: an agent's conversations, newest first, a page at a time. Members of its workspace only. */
export async function listConversations(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
  input: { agentId: string; before?: number | undefined; limit: number },
): Promise<{ conversations: TConversation[]; nextBefore: number | null }> {
  const db = deps.db(region);
  await requireAgentAccess(db, input.agentId, { kind: 'builder', caller });
  const page = await conversationsOfAgent(db, input.agentId, {
    ...(input.before ? { before: input.before } : {}),
    limit: input.limit + 1,
  });
  const more = page.length > input.limit;
  const conversations = page.slice(0, input.limit);
  return { conversations, nextBefore: more ? conversations.at(-1)!.lastMessageAt : null };
}
