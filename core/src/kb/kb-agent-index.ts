/**
 * One agent's searchable knowledge in memory: the stored segments of its documents combined into one BM25
 * index and (when embedded) one vector index, plus the chunks' text for passages. Documents are swapped
 * in and out one at a time (`setDoc`, `removeDoc`), so a changed document never rebuilds the others.
 * Search ranks lexically, and by vector similarity when a query vector is given, fused by rank.
 */
import { Bm25Index } from './bm25';
import { chunkSearchText } from './chunk-text';
import { fuseRankings } from './fuse';
import { KB_SEARCH_CANDIDATES, KB_VECTOR_MIN_SCORE } from './kb-limits';
import { currentBm25Json, kbChunkId, vectorJsonOf, type TKbSegmentChunk } from './kb-store-shapes';
import type { TKbRankedChunk } from './passages';
import { VectorIndex } from './vector';

interface TIndexedChunk {
  docId: string;
  text: string;
  titlePath: string[];
  url?: string;
}

/** A stored segment as the index reads it (ZKbSegment's fields). */
export interface TKbSegmentInput {
  chunks: readonly TKbSegmentChunk[];
  bm25: unknown;
  vectors?: unknown;
}

export class KbAgentIndex {
  private readonly bm25 = new Bm25Index();
  private vectors: VectorIndex | null = null;
  private readonly chunks = new Map<string, TIndexedChunk>();
  private readonly docs = new Map<string, { gen: string; chunkIds: string[] }>();

  /** `dimensions`: the agent's embedding dimension; vectors of another size are left out (0: none kept). */
  constructor(readonly dimensions: number) {}

  get chunkCount(): number {
    return this.chunks.size;
  }

  get docCount(): number {
    return this.docs.size;
  }

  /** Whether vector search can take part. */
  get hasVectors(): boolean {
    return (this.vectors?.size ?? 0) > 0;
  }

  genOf(docId: string): string | undefined {
    return this.docs.get(docId)?.gen;
  }

  docIds(): string[] {
    return [...this.docs.keys()];
  }

  /** Puts in (or replaces) one document's build. A segment whose lexical index is outdated is rebuilt from its text. */
  setDoc(docId: string, gen: string, segments: readonly TKbSegmentInput[], docName: string): void {
    this.removeDoc(docId);
    const chunkIds: string[] = [];
    for (const segment of segments) {
      const json = currentBm25Json(segment.bm25);
      if (json) {
        this.bm25.addIndex(Bm25Index.fromJSON(json));
      } else {
        for (const chunk of segment.chunks) this.bm25.add(kbChunkId(docId, chunk.index), chunkSearchText(chunk, docName));
      }
      const vectors = this.dimensions > 0 ? vectorJsonOf(segment.vectors, this.dimensions) : null;
      if (vectors) {
        this.vectors ??= new VectorIndex(this.dimensions);
        this.vectors.addIndex(VectorIndex.fromJSON(vectors, { coarseDims: 0 }));
      }
      for (const chunk of segment.chunks) {
        const id = kbChunkId(docId, chunk.index);
        chunkIds.push(id);
        this.chunks.set(id, {
          docId,
          text: chunk.text,
          titlePath: chunk.titlePath,
          ...(chunk.url ? { url: chunk.url } : {}),
        });
      }
    }
    this.docs.set(docId, { gen, chunkIds });
  }

  removeDoc(docId: string): void {
    const doc = this.docs.get(docId);
    if (!doc) return;
    this.bm25.remove(doc.chunkIds);
    this.vectors?.remove(doc.chunkIds);
    for (const id of doc.chunkIds) this.chunks.delete(id);
    this.docs.delete(docId);
  }

  /**
   * The best chunks for `query`, best first. With a query vector, lexical and vector rankings are fused
   * (score: the fused score; `ranks` keep each list's rank and score) and vector hits under
   * KB_VECTOR_MIN_SCORE are dropped as irrelevant; without one, the BM25 ranking as is.
   */
  search(args: {
    query: string;
    queryVector?: ArrayLike<number> | null;
    docName: (docId: string) => string;
    candidates?: number;
  }): TKbRankedChunk[] {
    const candidates = args.candidates ?? KB_SEARCH_CANDIDATES;
    const lexical = this.bm25.search(args.query, candidates);
    const vector =
      args.queryVector && this.vectors && args.queryVector.length === this.dimensions
        ? this.vectors.search(args.queryVector, candidates).filter((hit) => hit.score >= KB_VECTOR_MIN_SCORE)
        : [];
    const ranked = vector.length
      ? fuseRankings(
          [
            { name: 'lexical', hits: lexical },
            { name: 'vector', hits: vector },
          ],
          { limit: candidates },
        )
      : lexical.map((hit, i) => ({ ...hit, ranks: { lexical: { rank: i + 1, score: hit.score } } }));
    const out: TKbRankedChunk[] = [];
    for (const hit of ranked) {
      const chunk = this.chunks.get(hit.id);
      if (!chunk) continue;
      out.push({
        chunkId: hit.id,
        docId: chunk.docId,
        docName: args.docName(chunk.docId),
        ...(chunk.url ? { url: chunk.url } : {}),
        titlePath: chunk.titlePath,
        text: chunk.text,
        score: hit.score,
        ranks: hit.ranks,
      });
    }
    return out;
  }
}
