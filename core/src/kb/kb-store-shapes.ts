/**
 * How the knowledge base is stored (all top-level collections in the agent's region, design §4):
 *  - `kbDocs/{docId}`: a document's fields (ZKbStoredDoc), without its text;
 *  - `kbContents/{docId}_{part}`: its extracted text, in parts of KB_CONTENT_PART_CHARS;
 *  - `kbSegments/{docId}_{gen}_{part}`: its index, in segments under KB_SEGMENT_MAX_BYTES — a run of chunks
 *    (text, heading path, page address), their BM25 index and, when embedded, their vectors. `gen` names
 *    one build (content, chunk size, dimensions, tokenizer), so a rebuild never mixes with the one in use;
 *  - `kbIndexes/{agentId}`: the agent's manifest — the documents the chat searches, each with the build
 *    (`gen`, segment count) and what a citation needs. One read tells the chat whether there is anything
 *    to search and whether its cached index is current.
 *
 * Scale: a function instance loads an agent's segments once (one round of reads) and keeps the combined
 * index while the manifest's builds stay the same (KB_INDEX_CACHE_MAX_CHUNKS over all agents). Up to some
 * tens of thousands of chunks this is cheap: lexical search stays in budget at 100,000 chunks (bench), but
 * vectors cost 4 × (dimensions + 256) bytes a chunk in memory — about 700 MB at 100,000 chunks of 1536
 * dimensions — and a cold load reads ~1,700 segments. Past that size, vectors belong in a vector store
 * (Firestore's own vector search with `findNearest`, or a dedicated one), with BM25 kept here or moved to a
 * search engine, and only the top chunks' text read per question.
 */
import { z } from 'zod';
import type { TBm25Json } from './bm25';
import { KB_TOKENIZER_VERSION } from './tokenize';
import { ZKnowledgeDoc } from './knowledge-doc';
import type { TVectorJson } from './vector';

export const KB_COLLECTIONS = {
  docs: 'kbDocs',
  contents: 'kbContents',
  segments: 'kbSegments',
  indexes: 'kbIndexes',
} as const;

export const ZKbStoredDoc = ZKnowledgeDoc.omit({ content: true }).extend({
  /** The workspace that owns the agent (its plan's character limit counts these). */
  ownerID: z.string(),
  /** When processing was last asked for; a task carrying another value is stale and does nothing. */
  queuedAt: z.number(),
  /** The name was not given: it follows the page title. */
  autoName: z.boolean().optional(),
  /** The index build in use (see kbSegments) and its segment count. */
  gen: z.string().optional(),
  segmentCount: z.number().int().min(0).optional(),
  /** Parts of the extracted text in kbContents. */
  contentParts: z.number().int().min(0).optional(),
});
export type TKbStoredDoc = z.infer<typeof ZKbStoredDoc>;

/** What the chat needs of one searchable document, kept in the agent's manifest. */
export const ZKbManifestEntry = z.object({
  gen: z.string(),
  segments: z.number().int().min(0),
  name: z.string(),
  dimensions: z.number().int().min(0),
  chunkCount: z.number().int().min(0),
  updatedAt: z.number(),
});
export type TKbManifestEntry = z.infer<typeof ZKbManifestEntry>;

export const ZKbManifest = z.object({
  agentId: z.string(),
  ownerID: z.string(),
  /** null: a removed document (a tombstone; see removeManifestEntryInBatch). */
  docs: z.record(z.string(), ZKbManifestEntry.nullable()).default({}),
});
export type TKbManifest = z.infer<typeof ZKbManifest>;

/** The searchable documents of a manifest (tombstones left out). */
export function kbManifestEntries(manifest: TKbManifest | null): [string, TKbManifestEntry][] {
  return Object.entries(manifest?.docs ?? {}).filter((e): e is [string, TKbManifestEntry] => e[1] !== null);
}

export const ZKbSegmentChunk = z.object({
  index: z.number().int().min(0),
  text: z.string(),
  titlePath: z.array(z.string()),
  url: z.string().optional(),
});
export type TKbSegmentChunk = z.infer<typeof ZKbSegmentChunk>;

export const ZKbSegment = z.object({
  agentId: z.string(),
  docId: z.string(),
  gen: z.string(),
  part: z.number().int().min(0),
  chunks: z.array(ZKbSegmentChunk),
  /** Bm25Index.toJSON() of these chunks; checked with `currentBm25Json` before use. */
  bm25: z.unknown(),
  /** VectorIndex.toJSON() of these chunks, when they were embedded. */
  vectors: z.unknown().optional(),
});
export type TKbSegment = z.infer<typeof ZKbSegment>;

export const ZKbContentPart = z.object({
  agentId: z.string(),
  docId: z.string(),
  part: z.number().int().min(0),
  text: z.string(),
});

/** The id of a chunk: its document and position (`${docId}:${index}`). */
export function kbChunkId(docId: string, index: number): string {
  return `${docId}:${index}`;
}

export function kbSegmentId(docId: string, gen: string, part: number): string {
  return `${docId}_${gen}_${part}`;
}

export function kbContentId(docId: string, part: number): string {
  return `${docId}_${part}`;
}

/** A stored BM25 index that this version can read as is, else null (rebuild it from the chunks' text). */
export function currentBm25Json(value: unknown): TBm25Json | null {
  const v = value as Partial<TBm25Json> | null;
  if (typeof v !== 'object' || v === null) return null;
  const shaped =
    v.format === 'parley-bm25' &&
    v.version === 1 &&
    v.tokenizer === KB_TOKENIZER_VERSION &&
    typeof v.k1 === 'number' &&
    typeof v.b === 'number' &&
    Array.isArray(v.ids) &&
    typeof v.terms === 'string' &&
    typeof v.postings === 'number' &&
    typeof v.data === 'string';
  return shaped ? (v as TBm25Json) : null;
}

/** A stored vector index of `dimensions`, else null. */
export function vectorJsonOf(value: unknown, dimensions: number): TVectorJson | null {
  const v = value as Partial<TVectorJson> | null | undefined;
  if (typeof v !== 'object' || v === null) return null;
  const shaped =
    v.format === 'parley-vectors' &&
    v.version === 1 &&
    v.dimensions === dimensions &&
    Array.isArray(v.ids) &&
    typeof v.data === 'string';
  return shaped ? (v as TVectorJson) : null;
}
