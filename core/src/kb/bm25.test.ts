import { describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25';

// Tokens: a = cat sat mat (3), b = dog sat (2), c = cat dog cat (3). N = 3, average length 8/3.
function tiny(): Bm25Index {
  const index = new Bm25Index();
  index.add('a', 'The cat sat on the mat');
  index.add('b', 'The dog sat');
  index.add('c', 'Cats and dogs and cats');
  return index;
}
const IDF_DF2 = Math.log(1 + (3 - 2 + 0.5) / (2 + 0.5)); // ln 1.6
const norm = (length: number) => 1.2 * (1 - 0.75 + (0.75 * length) / (8 / 3));

describe('Bm25Index', () => {
  it('scores by BM25 exactly (k1 1.2, b 0.75)', () => {
    const hits = tiny().search('cat');
    expect(hits.map((h) => h.id)).toEqual(['c', 'a']);
    expect(hits[0]!.score).toBeCloseTo((IDF_DF2 * 2 * 2.2) / (2 + norm(3)), 6); // 0.624307
    expect(hits[1]!.score).toBeCloseTo((IDF_DF2 * 1 * 2.2) / (1 + norm(3)), 6); // 0.447139
    const both = tiny().search('dog sat');
    expect(both[0]).toEqual({ id: 'b', score: expect.closeTo((2 * IDF_DF2 * 2.2) / (1 + norm(2)), 6) });
  });

  it('ranks a rare term above a common one, and a shorter chunk above a longer one', () => {
    const index = new Bm25Index();
    index.add('long', `refund ${'filler words about nothing in particular '.repeat(20)}`);
    index.add('short', 'refund policy');
    index.add('other1', 'policy on shipping');
    index.add('other2', 'policy on payments');
    expect(index.search('refund').map((h) => h.id)).toEqual(['short', 'long']);
    const hits = index.search('refund policy');
    expect(hits[0]!.id).toBe('short');
  });

  it('returns at most k hits, best first, ties in index order, and nothing for unknown words', () => {
    const index = new Bm25Index();
    for (let i = 0; i < 20; i++) index.add(`d${i}`, 'same words here');
    const hits = index.search('words', 5);
    expect(hits.map((h) => h.id)).toEqual(['d0', 'd1', 'd2', 'd3', 'd4']);
    expect(index.search('unknownword')).toEqual([]);
    expect(index.search('the and of')).toEqual([]);
    expect(new Bm25Index().search('anything')).toEqual([]);
  });

  it('removes chunks and replaces a chunk added again under its id, scoring as if built afresh', () => {
    const index = tiny();
    index.add('d', 'a dog and a bird');
    expect(index.remove(['d', 'missing'])).toBe(1);
    expect(index.search('cat')).toEqual(tiny().search('cat'));
    index.add('a', 'bird songs');
    const fresh = new Bm25Index();
    fresh.add('b', 'The dog sat');
    fresh.add('c', 'Cats and dogs and cats');
    fresh.add('a', 'bird songs');
    expect(index.search('dog bird')).toEqual(fresh.search('dog bird'));
    expect(index.size).toBe(3);
    expect(index.removeWhere((id) => id === 'a' || id === 'b')).toBe(2);
    expect(index.chunkIds()).toEqual(['c']);
    expect(index.stats().terms).toBe(2); // cat, dog: words no chunk uses leave the vocabulary
  });

  it('round-trips through its JSON form, and JSON.stringify', () => {
    const index = tiny();
    index.add('e', 'Ünïcödé words and numbers 2024 ' + 'repeat '.repeat(300));
    const json = JSON.parse(JSON.stringify(index.toJSON())) as ReturnType<Bm25Index['toJSON']>;
    expect(json).toMatchObject({ format: 'parley-bm25', version: 1, ids: ['a', 'b', 'c', 'e'] });
    const back = Bm25Index.fromJSON(json);
    for (const q of ['cat', 'dog sat', 'unicode 2024', 'repeat']) expect(back.search(q)).toEqual(index.search(q));
    back.add('f', 'cat food');
    expect(back.search('cat').map((h) => h.id)).toContain('f');
    expect(() => Bm25Index.fromJSON({ ...json, tokenizer: 0 })).toThrow(/rebuild/);
    expect(() => Bm25Index.fromJSON({ ...json, postings: json.postings + 1 })).toThrow();
  });

  it('combines per-document indexes into one that ranks like a single index', () => {
    const one = new Bm25Index();
    one.add('x:0', 'opening hours are nine to five');
    one.add('x:1', 'closed on sundays');
    const two = new Bm25Index();
    two.add('y:0', 'refunds within thirty days');
    const all = new Bm25Index();
    all.add('x:0', 'opening hours are nine to five');
    all.add('x:1', 'closed on sundays');
    all.add('y:0', 'refunds within thirty days');
    const combined = Bm25Index.combine([one.toJSON(), two]);
    for (const q of ['opening hours', 'refund', 'sunday closed']) expect(combined.search(q)).toEqual(all.search(q));
  });
});
