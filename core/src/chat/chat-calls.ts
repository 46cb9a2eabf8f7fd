import { z } from 'zod';
import { ZId } from '../agents/agent-calls';
import { CHAT_MESSAGE_EMPTY, chatHistoryTooLong, chatMessageTooLong } from './chat-messages';
import {
  CONVERSATIONS_PAGE_SIZE,
  PROMPT_HISTORY_MAX_MESSAGES,
  SENT_HISTORY_MAX_CHARS,
  SENT_HISTORY_MESSAGE_MAX_CHARS,
  VISITOR_MESSAGE_MAX_CHARS,
} from './chat-limits';
import { CHAT_ORIGINS, CHAT_ROLES, ZChatCitation, ZChatMessage, ZConversation, ZConversationId } from './conversation';
import { ZConversationsCursor } from './conversation-paging';

/** REST paths of the visitor chat, relative to the regional API base `{api}`. */
export const CHAT_PATHS = {
  chat: (agentId: string) => `/v2/public/agents/${encodeURIComponent(agentId)}/chat`,
} as const;

export const ZVisitorMessage = z
  .string()
  .trim()
  .min(1, CHAT_MESSAGE_EMPTY)
  .max(VISITOR_MESSAGE_MAX_CHARS, chatMessageTooLong(VISITOR_MESSAGE_MAX_CHARS));

/** `https://site.test/path` of a page address; undefined when it is not an http(s) address. */
export function pageWithoutQuery(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin + parsed.pathname : undefined;
  } catch {
    return undefined;
  }
}

/** What the widget knows about where it runs; all optional, all short. */
export const ZVisitorContext = z.object({
  origin: z.enum(CHAT_ORIGINS).default('web-chat'),
  browser: z.string().max(40).optional(),
  platform: z.string().max(40).optional(),
  /**
   * The host page, kept as origin and path only: a query or fragment may carry tokens (password
   * resets, sessions) that must not be stored or shown to a model.
   */
  pageUrl: z.string().max(2048).optional().transform(pageWithoutQuery),
  /** The page changed since the last message (listenForUrlChanges). */
  pageChanged: z.boolean().optional(),
});

/**
 * POST {api}/v2/public/agents/{id}/chat — a visitor message. Without `conversationId` a new
 * conversation starts. `history` is used only when the agent does not record chat history (then the
 * server keeps nothing and the widget sends what it has).
 */
export const ZChatRequest = z.object({
  conversationId: ZConversationId.optional(),
  message: ZVisitorMessage,
  history: z
    .array(z.object({ role: z.enum(CHAT_ROLES), text: z.string().max(SENT_HISTORY_MESSAGE_MAX_CHARS) }))
    .max(PROMPT_HISTORY_MAX_MESSAGES)
    .refine(
      (h) => h.reduce((n, m) => n + m.text.length, 0) <= SENT_HISTORY_MAX_CHARS,
      chatHistoryTooLong(SENT_HISTORY_MAX_CHARS),
    )
    .optional(),
  visitor: ZVisitorContext.optional(),
});
export type TChatRequest = z.input<typeof ZChatRequest>;

/**
 * The answer is a `text/event-stream`; each event's `data` is one of these, as JSON:
 *  - `start`: the conversation id to keep, and whether the agent answers offline;
 *  - `delta`: the next piece of the answer;
 *  - `done`: the answer is complete (stored as `messageId` when history is recorded), with the knowledge
 *    sources it drew on (`citations`, absent when none: older clients ignore it);
 *  - `error`: the answer failed; the text already streamed stays valid. `retryable` says whether
 *    sending again may work (provider trouble, rate limit) or not (blocked).
 */
export const ZChatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), conversationId: ZConversationId, offline: z.boolean() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    messageId: z.string(),
    offline: z.boolean(),
    credits: z.number().int(),
    /**
     * Server-side timing from the request's arrival (bench): until the LLM request was sent, and until
     * the first piece of the answer was written (null when none came).
     */
    timing: z.object({ beforeLlmMs: z.number(), firstTokenMs: z.number().nullable() }).optional(),
    citations: z.array(ZChatCitation).optional(),
  }),
  z.object({ type: z.literal('error'), message: z.string(), retryable: z.boolean() }),
]);
export type TChatEvent = z.infer<typeof ZChatEvent>;

/** Dashboard callables of the Chats tab: newest first, paged by a cursor (see conversation-paging.ts). */
export const ZListConversationsInput = z.object({
  agentId: ZId,
  cursor: ZConversationsCursor.optional(),
  limit: z.number().int().min(1).max(100).default(CONVERSATIONS_PAGE_SIZE),
});
export const ZListConversationsOutput = z.object({
  conversations: z.array(ZConversation),
  /** Pass as `cursor` for the next page; null on the last page. */
  next: ZConversationsCursor.nullable(),
});

export const ZGetConversationInput = z.object({ agentId: ZId, conversationId: ZConversationId });
export const ZGetConversationOutput = z.object({ conversation: ZConversation, messages: z.array(ZChatMessage) });
