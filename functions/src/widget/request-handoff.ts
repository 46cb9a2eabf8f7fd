import {
  AGENT_RATE_LIMIT,
  CHAT_AGENT_NOT_FOUND,
  CHAT_RATE_LIMITED_AGENT,
  HANDOFF_DISABLED,
  type TRegion,
  type ZHandoffRequest,
} from '@parley/core';
import type { z } from 'zod';
import { readAgent } from '../agents/agent-store';
import { CONVERSATIONS, readConversation } from '../chat/conversation-store';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import { takeRateLimit } from '../platform/rate-limit';

export const HANDOFF_CONVERSATION_NOT_FOUND = 'This conversation does not exist.';

/**
 * A visitor asks for a person (enableHumanHandoff). There is no live-agent inbox yet, so the request is
 * recorded on the conversation (`handoffRequestedAt`), where the Chats tab shows it. When the agent
 * keeps no history the conversation is not stored yet: a record without messages is made for the
 * request. Counted in the agent's rate window, like visitor messages.
 */
export async function requestHandoff(
  deps: TDeps,
  args: { region: TRegion; agentId: string; request: z.infer<typeof ZHandoffRequest> },
): Promise<{ recorded: boolean }> {
  const db = deps.db(args.region);
  const nowMs = deps.nowMs();
  const { conversationId, origin } = args.request;
  const [agent, conversation, withinLimit] = await Promise.all([
    readAgent(db, args.agentId),
    readConversation(db, conversationId),
    takeRateLimit(db, `h_${args.agentId}`, AGENT_RATE_LIMIT, nowMs),
  ]);
  if (!agent) throw new AppError('not-found', CHAT_AGENT_NOT_FOUND);
  if (!agent.enableHumanHandoff) throw new AppError('failed-precondition', HANDOFF_DISABLED);
  if (conversation && conversation.agentId !== agent.ID) {
    throw new AppError('not-found', HANDOFF_CONVERSATION_NOT_FOUND);
  }
  if (!withinLimit) throw new AppError('resource-exhausted', CHAT_RATE_LIMITED_AGENT);

  // Read again inside a transaction: the visitor's first message may be creating the conversation
  // right now; then only the request is added (the first message's write merges, keeping it too).
  const ref = db.collection(CONVERSATIONS).doc(conversationId);
  await db.runTransaction(async (tx) => {
    const current = await tx.get(ref);
    if (current.exists) {
      if (current.get('agentId') !== agent.ID) throw new AppError('not-found', HANDOFF_CONVERSATION_NOT_FOUND);
      tx.update(ref, { handoffRequestedAt: nowMs });
      return;
    }
    tx.set(ref, {
      ID: conversationId,
      agentId: agent.ID,
      ownerID: agent.ownerID,
      origin,
      ts: nowMs,
      lastMessageAt: nowMs,
      messageCount: 0,
      preview: '',
      handoffRequestedAt: nowMs,
    });
  });
  return { recorded: true };
}
