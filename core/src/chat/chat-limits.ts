/** Limits of the visitor chat (not named by the spec; chosen here, one place). */

/** Longest visitor message, in characters. */
export const VISITOR_MESSAGE_MAX_CHARS = 2000;

/** How much of the conversation goes into the prompt: the latest messages, newest last. */
export const PROMPT_HISTORY_MAX_MESSAGES = 20;

/** Rate limits: visitor messages per window, per conversation and per agent (all visitors together). */
export const CONVERSATION_RATE_LIMIT = { max: 10, windowSeconds: 60 } as const;
export const AGENT_RATE_LIMIT = { max: 120, windowSeconds: 60 } as const;
/** Per visitor address, across all agents and conversations (when the platform names the address). */
export const VISITOR_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const;
/** Widget loads recorded per visitor address and agent. */
export const LOADS_RATE_LIMIT = { max: 20, windowSeconds: 60 } as const;

/** The history a widget may send (agents that do not record chats): characters in all, and per message. */
export const SENT_HISTORY_MAX_CHARS = 16_000;
export const SENT_HISTORY_MESSAGE_MAX_CHARS = 4000;

/** The LLM must start answering within this time, and finish within the total. */
export const LLM_FIRST_TOKEN_TIMEOUT_MS = 20_000;
export const LLM_TOTAL_TIMEOUT_MS = 90_000;

/** Conversation ids: random letters and digits, known only to the visitor's browser. */
export const CONVERSATION_ID_LENGTH = 24;
export const MESSAGE_ID_LENGTH = 16;

/** Chats tab page size and the longest preview of a conversation. */
export const CONVERSATIONS_PAGE_SIZE = 25;
export const CONVERSATION_PREVIEW_MAX = 140;

/** Analytics tab: days shown. */
export const ANALYTICS_DAYS = 30;
