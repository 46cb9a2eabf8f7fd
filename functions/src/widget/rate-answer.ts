import {
  AGENT_RATE_LIMIT,
  CHAT_AGENT_NOT_FOUND,
  CHAT_RATE_LIMITED_AGENT,
  FEEDBACK_DISABLED,
  FEEDBACK_MESSAGE_NOT_FOUND,
  type TRegion,
  type ZFeedbackRequest,
} from '@parley/core';
import type { z } from 'zod';
import { readAgent } from '../agents/agent-store';
import { CONVERSATIONS, MESSAGES, readConversation } from '../chat/conversation-store';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import { takeRateLimit } from '../platform/rate-limit';

/**
 * A visitor's thumbs up or down on an answer (enableFixedFeedbackBtns), recorded on the stored message
 * (`feedback`; null takes it back). An agent that keeps no history has no message to record it on:
 * the answer says `recorded: false` and nothing is written.
 */
export async function rateAnswer(
  deps: TDeps,
  args: { region: TRegion; agentId: string; request: z.infer<typeof ZFeedbackRequest> },
): Promise<{ recorded: boolean }> {
  const db = deps.db(args.region);
  const { conversationId, messageId, rating } = args.request;
  const messageRef = db.collection(CONVERSATIONS).doc(conversationId).collection(MESSAGES).doc(messageId);
  const [agent, conversation, message, withinLimit] = await Promise.all([
    readAgent(db, args.agentId),
    readConversation(db, conversationId),
    messageRef.get(),
    takeRateLimit(db, `f_${args.agentId}`, AGENT_RATE_LIMIT, deps.nowMs()),
  ]);
  if (!agent) throw new AppError('not-found', CHAT_AGENT_NOT_FOUND);
  if (!agent.ui.enableFixedFeedbackBtns) throw new AppError('failed-precondition', FEEDBACK_DISABLED);
  if (!agent.recordChatHistory) return { recorded: false };
  if (!conversation || conversation.agentId !== agent.ID || !message.exists || message.get('role') !== 'assistant') {
    throw new AppError('not-found', FEEDBACK_MESSAGE_NOT_FOUND);
  }
  if (!withinLimit) throw new AppError('resource-exhausted', CHAT_RATE_LIMITED_AGENT);
  const batch = db.batch();
  if (rating) {
    batch.update(messageRef, { feedback: rating });
  } else {
    // Taking a rating back rewrites the message without it: the local fallback Firestore merges every
    // write and ignores field deletes (design.md §4), so the document is replaced in the same batch.
    const { feedback: _, ...rest } = message.data() ?? {};
    batch.delete(messageRef);
    batch.set(messageRef, rest);
  }
  await batch.commit();
  return { recorded: true };
}
