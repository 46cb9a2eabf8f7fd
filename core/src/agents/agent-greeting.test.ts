import { describe, expect, it } from 'vitest';
import { greetingToText, textToGreeting } from './agent-greeting';

describe('greeting text', () => {
  it('is one message per line', () => {
    expect(greetingToText(['Hi!', 'How can I help?'])).toBe('Hi!\nHow can I help?');
    expect(textToGreeting('Hi!\nHow can I help?')).toEqual(['Hi!', 'How can I help?']);
  });

  it('drops blank lines and trims, so a trailing newline while typing changes nothing', () => {
    expect(textToGreeting('  Hi! \n\n\r\nHow can I help?\n')).toEqual(['Hi!', 'How can I help?']);
    expect(textToGreeting('')).toEqual([]);
  });

  it('round-trips', () => {
    const messages = ['One', 'Two', 'Three'];
    expect(textToGreeting(greetingToText(messages))).toEqual(messages);
  });
});
