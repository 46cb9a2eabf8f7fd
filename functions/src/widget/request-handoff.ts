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
import { countRateInBatch, isWithinRateLimit, readRateWindow } from '../platform/rate-limit';

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
  const [agent, conversation, window] = await Promise.all([
    readAgent(db, args.agentId),
    readConversation(db, conversationId),
    readRateWindow(db, `h_${args.agentId}`, AGENT_RATE_LIMIT, nowMs),
  ]);
  if (!agent) throw new AppError('not-found', CHAT_AGENT_NOT_FOUND);
  if (!agent.enableHumanHandoff) throw new AppError('failed-precondition', HANDOFF_DISABLED);
  if (conversation && conversation.agentId !== agent.ID) {
    throw new AppError('not-found', HANDOFF_CONVERSATION_NOT_FOUND);
  }
  if (!isWithinRateLimit(window, AGENT_RATE_LIMIT)) throw new AppError('resource-exhausted', CHAT_RATE_LIMITED_AGENT);

  const batch = db.batch();
  const ref = db.collection(CONVERSATIONS).doc(conversationId);
  if (conversation) {
    batch.update(ref, { handoffRequestedAt: nowMs });
  } else {
    batch.set(ref, {
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
  }
  countRateInBatch(batch, window);
  await batch.commit();
  return { recorded: true };
}
