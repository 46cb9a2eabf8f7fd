import { z } from 'zod';
import { CONVERSATION_ID_LENGTH } from './chat-limits';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type TChatRole = (typeof CHAT_ROLES)[number];

/**
 * How a stored assistant message ended: complete; interrupted (the provider failed or timed out
 * midway, the part said is kept); offline (answered without an LLM).
 */
export const MESSAGE_STATUSES = ['complete', 'interrupted', 'offline'] as const;

export const ZConversationId = z
  .string()
  .regex(new RegExp(`^[A-Za-z0-9]{${CONVERSATION_ID_LENGTH}}$`), 'Invalid conversation id.');

/** Where a conversation happened: the embedded widget, the dashboard's test panel, the prototype/share page. */
export const CHAT_ORIGINS = ['web-chat', 'test', 'prototype'] as const;
export type TChatOrigin = (typeof CHAT_ORIGINS)[number];

/** A knowledge source an answer drew on: the document's name and, for web sources, the page address. */
export const ZChatCitation = z.object({ name: z.string(), url: z.string().optional() });
export type TChatCitation = z.infer<typeof ZChatCitation>;

/** A message as stored (collection `conversations/{id}/messages`) and shown in the Chats tab. */
export const ZChatMessage = z.object({
  ID: z.string(),
  role: z.enum(CHAT_ROLES),
  text: z.string(),
  ts: z.number(),
  status: z.enum(MESSAGE_STATUSES).optional(),
  /** The visitor's thumbs up or down on an answer (enableFixedFeedbackBtns). */
  feedback: z.enum(['up', 'down']).optional(),
  /** Answers grounded on the knowledge base: their sources. */
  citations: z.array(ZChatCitation).optional(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/**
 * A conversation (top-level collection `conversations`, in the agent's region). `ts` and
 * `lastMessageAt` are unix milliseconds so that paging by range filter is exact.
 */
export const ZConversation = z.object({
  ID: z.string(),
  agentId: z.string(),
  ownerID: z.string(),
  origin: z.enum(CHAT_ORIGINS),
  ts: z.number(),
  lastMessageAt: z.number(),
  messageCount: z.number().int(),
  preview: z.string(),
  browser: z.string().optional(),
  platform: z.string().optional(),
  pageUrl: z.string().optional(),
  countryCode: z.string().optional(),
  /** When the visitor asked for a person (enableHumanHandoff), unix ms. */
  handoffRequestedAt: z.number().optional(),
});
export type TConversation = z.infer<typeof ZConversation>;
