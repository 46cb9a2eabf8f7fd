import { describe, expect, it } from 'vitest';
import { cosineSimilarity, VectorIndex } from './vector';

/** A deterministic pseudo-random vector. */
function vector(seed: number, dims: number): Float32Array {
  const v = new Float32Array(dims);
  let s = seed * 2654435761;
  for (let i = 0; i < dims; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    v[i] = s / 2 ** 32 - 0.5;
  }
  return v;
}

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, 0 for orthogonal or zero vectors, -1 for opposite', () => {
    expect(cosineSimilarity([1, 2], [2, 4])).toBeCloseTo(1, 10);
    expect(cosineSimilarity([1, 0], [0, 3])).toBe(0);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1, 10);
    expect(() => cosineSimilarity([1], [1, 2])).toThrow(/differ/);
  });
});

describe('VectorIndex', () => {
  it('finds the most similar vectors, best first, with cosine scores', () => {
    const index = new VectorIndex(3);
    index.add('x', [1, 0, 0]);
    index.add('y', [0, 1, 0]);
    index.add('xy', [1, 1, 0]);
    const hits = index.search([2, 0.1, 0], 2);
    expect(hits.map((h) => h.id)).toEqual(['x', 'xy']);
    expect(hits[0]!.score).toBeCloseTo(cosineSimilarity([2, 0.1, 0], [1, 0, 0]), 5);
    expect(() => index.add('bad', [1, 2])).toThrow(/dimensions/);
  });

  it('removes and replaces vectors', () => {
    const index = new VectorIndex(2, { coarseDims: 0 });
    index.add('a', [1, 0]);
    index.add('b', [0, 1]);
    index.add('c', [1, 1]);
    expect(index.remove(['a', 'zzz'])).toBe(1);
    expect(index.search([1, 0], 3).map((h) => h.id)).toEqual(['c', 'b']);
    index.add('b', [1, 0]);
    expect(index.search([1, 0], 1)).toEqual([{ id: 'b', score: expect.closeTo(1, 5) }]);
    expect(index.size).toBe(2);
  });

  it('round-trips through JSON and combines parts', () => {
    const a = new VectorIndex(8);
    const b = new VectorIndex(8);
    for (let i = 0; i < 10; i++) (i % 2 ? a : b).add(`v${i}`, vector(i + 1, 8));
    const all = VectorIndex.combine([JSON.parse(JSON.stringify(a.toJSON())), b])!;
    expect(all.size).toBe(10);
    const q = vector(3, 8);
    expect(all.search(q, 3)[0]!.id).toBe('v2');
    expect(VectorIndex.fromJSON(all.toJSON()).search(q, 5)).toEqual(all.search(q, 5));
  });

  it('past exactUpTo, the sketch pre-filter finds what the exact scan finds', () => {
    const dims = 256;
    const index = new VectorIndex(dims, { exactUpTo: 100, coarseDims: 64, candidates: 100 });
    for (let i = 0; i < 2000; i++) index.add(`v${i}`, vector(i + 1, dims));
    let found = 0;
    for (let q = 0; q < 20; q++) {
      // A query near a stored vector: that vector must come first.
      const target = vector(q * 97 + 5, dims).map((x, j) => x + 0.1 * (vector(9999 + q, dims)[j]! ?? 0));
      const exact = index.search(target, 5, { exact: true }).map((h) => h.id);
      const fast = index.search(target, 5).map((h) => h.id);
      expect(fast[0]).toBe(exact[0]);
      found += fast.filter((id) => exact.includes(id)).length;
    }
    expect(found / 100).toBeGreaterThan(0.5);
  });
});
