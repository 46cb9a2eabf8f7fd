/**
 * A document's index as stored: its chunks cut into segments small enough for one Firestore document
 * (KB_SEGMENT_MAX_BYTES), each with the chunks' text, heading path and page address, their BM25 index and,
 * when they were embedded, their vectors. Chunk ids are `${docId}:${index}`, so segments of many documents
 * combine into one agent index (KbAgentIndex).
 */
import { Bm25Index, type TBm25Json } from './bm25';
import { KB_SEGMENT_MAX_BYTES } from './kb-limits';
import { kbChunkId, type TKbSegmentChunk } from './kb-store-shapes';
import { VectorIndex, type TVectorJson } from './vector';

export interface TKbSegmentDraft {
  part: number;
  chunks: TKbSegmentChunk[];
  bm25: TBm25Json;
  vectors?: TVectorJson;
}

export interface TKbChunkToIndex extends TKbSegmentChunk {
  /** What the lexical index reads: the document's name, heading path and text (`chunkSearchText`). */
  searchText: string;
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
/** Firestore's own limit is 1 MiB; a segment over this is split again. */
const HARD_MAX_BYTES = 1_000_000;

function estimateBytes(chunk: TKbChunkToIndex, dimensions: number): number {
  // Text and path once, the index about as much again, a vector as base64 float32.
  const meta = utf8Bytes(chunk.text) + utf8Bytes(chunk.titlePath.join('')) + (chunk.url?.length ?? 0) + 64;
  return Math.ceil(meta * 1.6 + (dimensions * 16) / 3);
}

function buildOne(
  docId: string,
  chunks: readonly TKbChunkToIndex[],
  vectors: readonly ArrayLike<number>[] | null,
  dimensions: number,
): Omit<TKbSegmentDraft, 'part'> {
  const bm25 = new Bm25Index();
  const vectorIndex = vectors && dimensions > 0 ? new VectorIndex(dimensions, { coarseDims: 0 }) : null;
  const stored: TKbSegmentChunk[] = [];
  chunks.forEach((chunk, i) => {
    const id = kbChunkId(docId, chunk.index);
    bm25.add(id, chunk.searchText);
    if (vectorIndex && vectors) vectorIndex.add(id, vectors[i]!);
    stored.push({
      index: chunk.index,
      text: chunk.text,
      titlePath: [...chunk.titlePath],
      ...(chunk.url ? { url: chunk.url } : {}),
    });
  });
  return { chunks: stored, bm25: bm25.toJSON(), ...(vectorIndex ? { vectors: vectorIndex.toJSON() } : {}) };
}

/**
 * The segments of one document. `vectors` (one per chunk, in order) is null when the chunks were not
 * embedded. Chunks are packed greedily by estimated size, and a segment that still comes out over the
 * hard limit is split in two.
 */
export function buildKbSegments(args: {
  docId: string;
  chunks: readonly TKbChunkToIndex[];
  vectors: readonly ArrayLike<number>[] | null;
  dimensions: number;
  maxBytes?: number;
}): TKbSegmentDraft[] {
  const { docId, chunks, vectors, dimensions } = args;
  const maxBytes = args.maxBytes ?? KB_SEGMENT_MAX_BYTES;
  if (vectors && vectors.length !== chunks.length) throw new Error('One vector per chunk is needed.');
  const groups: [number, number][] = [];
  let start = 0;
  let size = 0;
  chunks.forEach((chunk, i) => {
    const bytes = estimateBytes(chunk, vectors ? dimensions : 0);
    if (i > start && size + bytes > maxBytes) {
      groups.push([start, i]);
      start = i;
      size = 0;
    }
    size += bytes;
  });
  if (chunks.length > start) groups.push([start, chunks.length]);

  const out: Omit<TKbSegmentDraft, 'part'>[] = [];
  const emit = (from: number, to: number) => {
    const built = buildOne(docId, chunks.slice(from, to), vectors ? vectors.slice(from, to) : null, dimensions);
    if (to - from > 1 && utf8Bytes(JSON.stringify(built)) > HARD_MAX_BYTES) {
      const middle = from + Math.floor((to - from) / 2);
      emit(from, middle);
      emit(middle, to);
      return;
    }
    out.push(built);
  };
  for (const [from, to] of groups) emit(from, to);
  return out.map((segment, part) => ({ part, ...segment }));
}
