import { describe, expect, it } from 'vitest';
import { CHAT_OFFLINE_NOTHING_TO_SHARE, CHAT_OFFLINE_NOTICE } from './chat-messages';
import { offlineAnswer } from './offline-answer';

describe('offlineAnswer', () => {
  it('says it is offline and shares the description', () => {
    expect(offlineAnswer({ description: 'We repair bikes.' })).toBe(`${CHAT_OFFLINE_NOTICE}\n\nWe repair bikes.`);
  });

  it('quotes knowledge passages instead when there are some', () => {
    const text = offlineAnswer({ description: 'We repair bikes.', passages: ['Open 9 to 5.\nClosed Sundays.', ' '] });
    expect(text).toBe(`${CHAT_OFFLINE_NOTICE}\n\n> Open 9 to 5.\n> Closed Sundays.`);
  });

  it('never makes something up when there is nothing to share', () => {
    expect(offlineAnswer({ description: '' })).toBe(`${CHAT_OFFLINE_NOTICE}\n\n${CHAT_OFFLINE_NOTHING_TO_SHARE}`);
  });
});
