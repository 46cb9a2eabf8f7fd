import type { TChatEvent } from '@parley/core/chat/chat-calls';
import { readCitations } from '../conversation/read-citations';

/**
 * One event of the chat stream from its parsed JSON, or null when it is not one. A hand-written
 * check of ZChatEvent's shape: the panel does not bundle zod.
 */
export function toChatEvent(value: unknown): TChatEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  switch (v.type) {
    case 'start':
      return typeof v.conversationId === 'string'
        ? { type: 'start', conversationId: v.conversationId, offline: v.offline === true }
        : null;
    case 'delta':
      return typeof v.text === 'string' ? { type: 'delta', text: v.text } : null;
    case 'done': {
      const citations = readCitations(v.citations);
      return {
        type: 'done',
        messageId: typeof v.messageId === 'string' ? v.messageId : '',
        offline: v.offline === true,
        credits: typeof v.credits === 'number' ? v.credits : 0,
        ...(citations ? { citations } : {}),
      };
    }
    case 'error':
      return typeof v.message === 'string'
        ? { type: 'error', message: v.message, retryable: v.retryable === true }
        : null;
    default:
      return null;
  }
}
