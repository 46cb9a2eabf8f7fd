import { describe, expect, it } from 'vitest';
import { CITATIONS_MAX, readCitations } from './read-citations';

describe('readCitations', () => {
  it('keeps names and http(s) links only', () => {
    expect(
      readCitations([
        { name: 'Returns policy' },
        { name: 'Help', url: 'https://shop.example/help' },
        { name: 'Script', url: 'javascript:alert(1)' },
        { name: 'Mail', url: 'mailto:a@b.example' },
        { name: '' },
        { url: 'https://no-name.example' },
        'garbage',
        null,
      ]),
    ).toEqual([
      { name: 'Returns policy' },
      { name: 'Help', url: 'https://shop.example/help' },
      { name: 'Script' },
      { name: 'Mail' },
    ]);
  });

  it('gives undefined for nothing and caps the list', () => {
    expect(readCitations(undefined)).toBeUndefined();
    expect(readCitations([])).toBeUndefined();
    expect(readCitations(Array.from({ length: 30 }, (_, i) => ({ name: `d${i}` })))).toHaveLength(CITATIONS_MAX);
  });
});
