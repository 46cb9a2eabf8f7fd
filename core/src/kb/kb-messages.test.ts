import { describe, expect, it } from 'vitest';
import { kbFetchNetwork, kbRetrying } from './kb-messages';

describe('knowledge fetch messages', () => {
  it('say in words why a page could not be reached, as a sentence', () => {
    expect(kbFetchNetwork('bad port')).toBe('The page could not be reached: that port cannot be used for web pages.');
    expect(kbFetchNetwork('ECONNREFUSED')).toBe('The page could not be reached: the server refused the connection.');
    expect(kbFetchNetwork('the name shop.test was not found.')).toBe(
      'The page could not be reached: the name shop.test was not found.',
    );
  });

  it('read as two sentences when a retry follows', () => {
    expect(kbRetrying(kbFetchNetwork('bad port'), 3)).toBe(
      'The page could not be reached: that port cannot be used for web pages. Trying again (attempt 4).',
    );
  });
});
