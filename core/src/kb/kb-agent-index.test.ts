import { describe, expect, it } from 'vitest';
import { chunkSearchText, chunkText } from './chunk-text';
import { KbAgentIndex } from './kb-agent-index';
import { buildKbSegments, type TKbChunkToIndex } from './kb-segments';

const DIMS = 8;
/** A toy embedding: word hashes into 8 buckets. */
function embed(text: string): Float32Array {
  const v = new Float32Array(DIMS);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    let h = 7;
    for (const c of word) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    v[h % DIMS]! += 1;
  }
  return v;
}

function toIndex(docName: string, text: string, maxChunkSize = 200, url?: string): TKbChunkToIndex[] {
  return chunkText(text, { maxChunkSize }).map((c) => ({
    index: c.index,
    text: c.text,
    titlePath: c.titlePath,
    ...(url ? { url } : {}),
    searchText: chunkSearchText(c, docName),
  }));
}

const returns = Array.from(
  { length: 12 },
  (_, i) => `Paragraph ${i}: returns are accepted within thirty days, and the refund reaches your card in five days.`,
).join('\n\n');
const shipping = 'We ship parcels to every country in Europe. Delivery takes three working days.';

describe('buildKbSegments', () => {
  it('packs chunks into segments under the size limit, numbered in order, every chunk once', () => {
    const chunks = toIndex('Returns', returns);
    const segments = buildKbSegments({ docId: 'd1', chunks, vectors: null, dimensions: 0, maxBytes: 600 });
    expect(segments.length).toBeGreaterThan(2);
    expect(segments.map((s) => s.part)).toEqual(segments.map((_, i) => i));
    expect(segments.flatMap((s) => s.chunks.map((c) => c.index))).toEqual(chunks.map((c) => c.index));
    expect(segments.every((s) => s.vectors === undefined)).toBe(true);
    expect(segments[0]!.bm25.ids[0]).toBe('d1:0');
  });

  it('keeps one vector per chunk when embedded', () => {
    const chunks = toIndex('Shipping', shipping);
    const [segment] = buildKbSegments({
      docId: 'd2',
      chunks,
      vectors: chunks.map((c) => embed(c.searchText)),
      dimensions: DIMS,
    });
    expect(segment!.vectors).toMatchObject({ dimensions: DIMS, ids: ['d2:0'] });
  });
});

describe('KbAgentIndex', () => {
  const names: Record<string, string> = { d1: 'Returns', d2: 'Shipping' };
  const docName = (id: string) => names[id] ?? id;

  function indexWithBoth(withVectors: boolean): KbAgentIndex {
    const index = new KbAgentIndex(withVectors ? DIMS : 0);
    for (const [docId, text, url] of [
      ['d1', returns, undefined],
      ['d2', shipping, 'https://shop.example/shipping'],
    ] as const) {
      const chunks = toIndex(docName(docId), text, 200, url);
      const segments = buildKbSegments({
        docId,
        chunks,
        vectors: withVectors ? chunks.map((c) => embed(c.searchText)) : null,
        dimensions: withVectors ? DIMS : 0,
        maxBytes: 600,
      });
      index.setDoc(docId, 'g1', segments, docName(docId));
    }
    return index;
  }

  it('finds chunks of every document, with document name, page address and lexical ranks', () => {
    const index = indexWithBoth(false);
    expect(index.docCount).toBe(2);
    const hits = index.search({ query: 'how long does delivery take', docName });
    expect(hits[0]).toMatchObject({
      docId: 'd2',
      docName: 'Shipping',
      url: 'https://shop.example/shipping',
      ranks: { lexical: { rank: 1 } },
    });
    expect(index.search({ query: 'refund card', docName })[0]!.docId).toBe('d1');
    expect(index.hasVectors).toBe(false);
  });

  it('fuses lexical and vector rankings when a query vector is given', () => {
    const index = indexWithBoth(true);
    expect(index.hasVectors).toBe(true);
    const hits = index.search({ query: 'delivery', queryVector: embed('delivery'), docName });
    expect(hits[0]!.docId).toBe('d2');
    expect(Object.keys(hits[0]!.ranks ?? {}).sort()).toEqual(['lexical', 'vector']);
  });

  it('removes and replaces a document without touching the others', () => {
    const index = indexWithBoth(true);
    const before = index.chunkCount;
    index.removeDoc('d2');
    expect(index.search({ query: 'delivery', queryVector: embed('delivery'), docName })).toEqual([]);
    expect(index.chunkCount).toBeLessThan(before);
    index.setDoc('d1', 'g2', buildKbSegments({ docId: 'd1', chunks: toIndex('Returns', shipping), vectors: null, dimensions: 0 }), 'Returns');
    expect(index.genOf('d1')).toBe('g2');
    expect(index.search({ query: 'refund', docName })).toEqual([]);
    expect(index.search({ query: 'delivery', docName })[0]!.docId).toBe('d1');
  });

  it('rebuilds an outdated stored lexical index from the chunk text', () => {
    const index = new KbAgentIndex(0);
    const [segment] = buildKbSegments({ docId: 'd2', chunks: toIndex('Shipping', shipping), vectors: null, dimensions: 0 });
    index.setDoc('d2', 'g1', [{ ...segment!, bm25: { ...segment!.bm25, tokenizer: -1 } }], 'Shipping');
    expect(index.search({ query: 'parcels', docName })[0]!.chunkId).toBe('d2:0');
  });
});
