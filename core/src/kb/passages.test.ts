import { describe, expect, it } from 'vitest';
import { buildPassages, kbCitations, kbGroundingSection, KB_GROUNDING_INSTRUCTIONS, type TKbRankedChunk } from './passages';

const chunk = (n: number, extra: Partial<TKbRankedChunk> = {}): TKbRankedChunk => ({
  chunkId: `d${n}:0`,
  docId: `d${n}`,
  docName: `Doc ${n}`,
  titlePath: [],
  text: `Passage number ${n}.`,
  score: 10 - n,
  ...extra,
});

describe('buildPassages', () => {
  it('numbers passages in rank order, with document name, page address and scores', () => {
    const passages = buildPassages([
      chunk(1, { url: 'https://shop.example/returns', titlePath: ['Help', 'Returns'], ranks: { lexical: { rank: 1, score: 9 } } }),
      chunk(2),
    ]);
    expect(passages).toEqual([
      {
        number: 1,
        chunkId: 'd1:0',
        docId: 'd1',
        docName: 'Doc 1',
        url: 'https://shop.example/returns',
        titlePath: ['Help', 'Returns'],
        text: 'Passage number 1.',
        score: 9,
        ranks: { lexical: { rank: 1, score: 9 } },
        truncated: false,
      },
      { number: 2, chunkId: 'd2:0', docId: 'd2', docName: 'Doc 2', titlePath: [], text: 'Passage number 2.', score: 8, truncated: false },
    ]);
  });

  it('keeps the total within the budget, cutting the last passage at a word when enough of it fits', () => {
    const long = 'word '.repeat(200).trim(); // 999 characters
    const passages = buildPassages([chunk(1, { text: long }), chunk(2, { text: long }), chunk(3)], { maxChars: 1500 });
    expect(passages).toHaveLength(2);
    expect(passages[1]!.truncated).toBe(true);
    expect(passages[1]!.text.endsWith('word…')).toBe(true);
    expect(passages.reduce((n, p) => n + p.text.length, 0)).toBeLessThanOrEqual(1500);
    expect(buildPassages([chunk(1, { text: long }), chunk(2, { text: long })], { maxChars: 1100 })).toHaveLength(1);
    expect(buildPassages([chunk(1), chunk(2), chunk(3)], { maxPassages: 2 })).toHaveLength(2);
  });
});

describe('kbGroundingSection and kbCitations', () => {
  const passages = buildPassages([
    chunk(1, { url: 'https://shop.example/a', titlePath: ['Shipping'] }),
    chunk(2),
    chunk(3, { docId: 'd1', docName: 'Doc 1', url: 'https://shop.example/a', chunkId: 'd1:1' }),
  ]);

  it('numbers each passage with where it is from', () => {
    const section = kbGroundingSection(passages);
    expect(section.startsWith(KB_GROUNDING_INSTRUCTIONS)).toBe(true);
    expect(section).toContain('[1] Doc 1 › Shipping (https://shop.example/a)\nPassage number 1.');
    expect(section).toContain('[2] Doc 2\nPassage number 2.');
    expect(kbGroundingSection([])).toBe('');
  });

  it('cites each source once, with its link for web sources only', () => {
    expect(kbCitations(passages)).toEqual([
      { docId: 'd1', name: 'Doc 1', url: 'https://shop.example/a' },
      { docId: 'd2', name: 'Doc 2' },
    ]);
  });
});
