import { ZChatRequest } from '@parley/core/chat/chat-calls';
import { SENT_HISTORY_MAX_CHARS, SENT_HISTORY_MESSAGE_MAX_CHARS } from '@parley/core/chat/chat-limits';
import { describe, expect, it } from 'vitest';

/** The panel trims what it sends by these limits; they must be exactly what the server accepts. */
describe('the sent history limits', () => {
  const request = (texts: number[]) => ({
    message: 'Hi',
    history: texts.map((length) => ({ role: 'assistant', text: 'x'.repeat(length) })),
  });

  it('are exactly those of ZChatRequest', () => {
    expect(ZChatRequest.safeParse(request([SENT_HISTORY_MESSAGE_MAX_CHARS])).success).toBe(true);
    expect(ZChatRequest.safeParse(request([SENT_HISTORY_MESSAGE_MAX_CHARS + 1])).success).toBe(false);
    const fill = SENT_HISTORY_MAX_CHARS / SENT_HISTORY_MESSAGE_MAX_CHARS;
    expect(ZChatRequest.safeParse(request(Array(fill).fill(SENT_HISTORY_MESSAGE_MAX_CHARS))).success).toBe(true);
    expect(ZChatRequest.safeParse(request([...Array(fill).fill(SENT_HISTORY_MESSAGE_MAX_CHARS), 1])).success).toBe(
      false,
    );
  });
});
