import { type TChatMessage, type TConversation, type TRegion } from '@parley/core';
import { requireAgentAccess } from '../agents/agent-access';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import type { TCaller } from '../workspaces/caller';
import { latestMessages, readConversation } from './conversation-store';

export const CONVERSATION_NOT_FOUND = 'This conversation does not exist.';

/** The transcript shows at most this many of a conversation's latest messages. */
export const TRANSCRIPT_MAX_MESSAGES = 500;

/** One conversation's transcript (its latest messages), for members of the agent's workspace. */
export async function getConversation(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
  input: { agentId: string; conversationId: string },
): Promise<{ conversation: TConversation; messages: TChatMessage[] }> {
  const db = deps.db(region);
  await requireAgentAccess(db, input.agentId, { kind: 'builder', caller });
  const conversation = await readConversation(db, input.conversationId);
  if (!conversation || conversation.agentId !== input.agentId) throw new AppError('not-found', CONVERSATION_NOT_FOUND);
  return { conversation, messages: await latestMessages(db, conversation.ID, TRANSCRIPT_MAX_MESSAGES) };
}
