/**
 * Longest text of one `history` entry that ZChatRequest accepts (core/src/chat/chat-calls.ts; a test
 * beside this file holds the two together, since the panel cannot import the zod schema).
 */
export const HISTORY_TEXT_MAX = 8000;
