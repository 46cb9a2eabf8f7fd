import { describe, expect, it } from 'vitest';
import { fuseRankings } from './fuse';

describe('fuseRankings', () => {
  it('sums 1/(60 + rank) over the lists and keeps each list’s rank and score', () => {
    const fused = fuseRankings([
      { name: 'lexical', hits: [{ id: 'a', score: 9 }, { id: 'b', score: 5 }, { id: 'c', score: 1 }] },
      { name: 'vector', hits: [{ id: 'c', score: 0.9 }, { id: 'b', score: 0.8 }] },
    ]);
    // c: 1/63 + 1/61 = 0.032266 edges out b: 2/62 = 0.032258.
    expect(fused.map((f) => f.id)).toEqual(['c', 'b', 'a']);
    expect(fused[1]).toEqual({
      id: 'b',
      score: expect.closeTo(1 / 62 + 1 / 62, 12),
      ranks: { lexical: { rank: 2, score: 5 }, vector: { rank: 2, score: 0.8 } },
    });
    expect(fused[0]!.score).toBeCloseTo(1 / 63 + 1 / 61, 12);
    expect(fused[2]).toEqual({ id: 'a', score: expect.closeTo(1 / 61, 12), ranks: { lexical: { rank: 1, score: 9 } } });
  });

  it('breaks ties by best rank then first appearance, and honours k and limit', () => {
    const fused = fuseRankings(
      [
        { name: 'one', hits: [{ id: 'x', score: 1 }, { id: 'y', score: 1 }] },
        { name: 'two', hits: [{ id: 'y', score: 1 }, { id: 'x', score: 1 }] },
      ],
      { k: 10, limit: 1 },
    );
    expect(fused).toEqual([{ id: 'x', score: expect.closeTo(1 / 11 + 1 / 12, 12), ranks: expect.any(Object) }]);
    expect(fuseRankings([])).toEqual([]);
  });
});
