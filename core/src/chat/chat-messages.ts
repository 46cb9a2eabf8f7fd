/** What the visitor reads when the chat cannot answer normally. One place, imported everywhere. */

export const CHAT_OFFLINE_NOTICE =
  'Offline mode: no language model is connected to this assistant yet, so it can only share what it was set up with.';
export const CHAT_OFFLINE_NOTHING_TO_SHARE = 'It has nothing more to share about that yet.';
export const CHAT_PROVIDER_ERROR = 'The assistant could not answer just now. Please try again in a moment.';
export const CHAT_TIMEOUT = 'The assistant took too long to answer. Please try again.';
export const CHAT_MESSAGE_EMPTY = 'Please type a message.';
export const chatMessageTooLong = (max: number) => `Messages can be at most ${max} characters.`;
export const CHAT_RATE_LIMITED_CONVERSATION =
  'You are sending messages too quickly. Please wait a moment and try again.';
export const CHAT_RATE_LIMITED_AGENT = 'This assistant is very busy right now. Please try again in a minute.';
export const CHAT_BLOCKED = 'This assistant is not available right now. Please come back later.';
/** The HTTP status the chat answers with CHAT_BLOCKED (credits or the agent's limits ran out): the widget then shows its blocked state. */
export const CHAT_BLOCKED_HTTP_STATUS = 412;
export const CHAT_AGENT_NOT_FOUND = 'This assistant does not exist.';
export const CHAT_RATE_LIMITED_VISITOR = 'Too many messages from your connection. Please wait a minute and try again.';
export const LOADS_RATE_LIMITED = 'Too many widget loads from this address. Please wait a minute.';
export const CHAT_SAVE_FAILED = 'Your message could not be saved. Please try again.';
export const chatHistoryTooLong = (max: number) => `history: at most ${max} characters in all.`;
export const CHAT_CONNECTION_LOST = 'The connection was lost before the answer finished. Please try again.';
