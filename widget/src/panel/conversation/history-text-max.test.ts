import { ZChatRequest } from '@parley/core/chat/chat-calls';
import { describe, expect, it } from 'vitest';
import { HISTORY_TEXT_MAX } from './history-text-max';

describe('HISTORY_TEXT_MAX', () => {
  it('is exactly the limit of ZChatRequest.history[].text', () => {
    const request = (length: number) => ({ message: 'Hi', history: [{ role: 'assistant', text: 'x'.repeat(length) }] });
    expect(ZChatRequest.safeParse(request(HISTORY_TEXT_MAX)).success).toBe(true);
    expect(ZChatRequest.safeParse(request(HISTORY_TEXT_MAX + 1)).success).toBe(false);
  });
});
