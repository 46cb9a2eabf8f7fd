import { z } from 'zod';
import { MESSAGE_ID_LENGTH } from '../chat/chat-limits';
import { CHAT_ORIGINS, ZConversationId } from '../chat/conversation';

/**
 * Public calls of the chat panel besides the chat itself (paths in `public-paths.ts`):
 *  - POST {api}/v2/public/agents/{id}/handoff — the visitor asks for a person (enableHumanHandoff).
 *    There is no live-agent inbox yet: the request is recorded on the conversation
 *    (`handoffRequestedAt`) and shows in the Chats tab.
 *  - POST {api}/v2/public/agents/{id}/feedback — thumbs up or down on an answer (enableFixedFeedbackBtns),
 *    recorded on the stored message when the agent records chat history.
 */
export const ZHandoffRequest = z.object({
  conversationId: ZConversationId,
  origin: z.enum(CHAT_ORIGINS).default('web-chat'),
});
export type THandoffRequest = z.input<typeof ZHandoffRequest>;
export const ZHandoffResponse = z.object({ recorded: z.boolean() });

export const FEEDBACK_RATINGS = ['up', 'down'] as const;
export const ZFeedbackRequest = z.object({
  conversationId: ZConversationId,
  messageId: z.string().regex(new RegExp(`^[A-Za-z0-9]{${MESSAGE_ID_LENGTH}}$`), 'Invalid message id.'),
  /** null takes a rating back. */
  rating: z.enum(FEEDBACK_RATINGS).nullable(),
});
export type TFeedbackRequest = z.input<typeof ZFeedbackRequest>;
export const ZFeedbackResponse = z.object({ recorded: z.boolean() });

export const HANDOFF_DISABLED = 'This agent does not hand conversations over to a person.';
export const FEEDBACK_DISABLED = 'This agent does not take feedback on answers.';
export const FEEDBACK_MESSAGE_NOT_FOUND = 'This answer does not exist.';
