import { describe, expect, it } from 'vitest';
import { answerCitations } from './answer-citations';
import { buildPassages } from './passages';

const passages = buildPassages([
  { chunkId: 'a:0', docId: 'a', docName: 'Returns policy', titlePath: [], text: 'Returns are free.', score: 3 },
  { chunkId: 'b:0', docId: 'b', docName: 'Help centre', url: 'https://shop.example/help', titlePath: [], text: 'Help.', score: 2 },
  { chunkId: 'a:1', docId: 'a', docName: 'Returns policy', titlePath: [], text: 'Within 30 days.', score: 1 },
  { chunkId: 'c:0', docId: 'c', docName: 'Odd link', url: 'javascript:alert(1)', titlePath: [], text: 'Odd.', score: 0.5 },
]);

describe('answerCitations', () => {
  it('cites the passages the answer names by number, one per document', () => {
    expect(answerCitations('Returns are free [1] within 30 days [3].', passages)).toEqual([{ name: 'Returns policy' }]);
    expect(answerCitations('See [2].', passages)).toEqual([{ name: 'Help centre', url: 'https://shop.example/help' }]);
  });

  it('cites every passage given when the answer names none, and never a non-http link', () => {
    expect(answerCitations('Returns are free.', passages)).toEqual([
      { name: 'Returns policy' },
      { name: 'Help centre', url: 'https://shop.example/help' },
      { name: 'Odd link' },
    ]);
  });

  it('cites nothing without passages, and ignores numbers that are no passage', () => {
    expect(answerCitations('Anything [1].', [])).toEqual([]);
    expect(answerCitations('See [9].', passages)).toHaveLength(3);
  });
});
