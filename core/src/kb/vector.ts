/**
 * Vector similarity over one agent's chunk embeddings: cosine similarity (vectors are normalised once, on
 * the way in, so a search is a dot product), exact top-k by a full scan up to `exactUpTo` vectors.
 *
 * Past that, a full scan of 1536-dimension vectors outgrows the search budget (about 30 ms at 10,000 but
 * 350 ms at 100,000 on the 2-core reference machine; int8 quantisation is slower still in plain
 * JavaScript, which has no SIMD dot product), so a coarse pre-filter takes over: every vector also keeps
 * a `coarseDims`-dimension count sketch (each coordinate added, with a fixed pseudo-random sign, into one
 * of `coarseDims` buckets — inner products are preserved in expectation, for any embedding model), the
 * sketches are scanned, and the best `candidates` are re-scored exactly. `npm run bench` reports its
 * recall against the exact scan.
 *
 * Memory: 4 bytes × (dimensions + coarseDims) per chunk — 690 MB at 100,000 chunks of 1536 dimensions,
 * which is why the pipeline should ask the provider for fewer dimensions past a few tens of thousands of
 * chunks, or move vectors to a vector store.
 */
import { base64ToBytes, bytesToBase64 } from './byte-codec';
import { topK } from './top-k';

export interface TVectorHit {
  id: string;
  score: number;
}

export interface TVectorIndexOptions {
  /** Dimensions of the coarse sketch; 0 turns the pre-filter off (always exact). */
  coarseDims?: number;
  /** Up to this many vectors a search is an exact scan. */
  exactUpTo?: number;
  /** Candidates taken from the sketch scan and re-scored exactly. */
  candidates?: number;
}

export interface TVectorJson {
  format: 'parley-vectors';
  version: 1;
  dimensions: number;
  ids: string[];
  /** The normalised vectors, float32 little-endian, base64. */
  data: string;
}

export const VECTOR_DEFAULTS = { coarseDims: 256, exactUpTo: 20_000, candidates: 1000 } as const;

/** Cosine similarity of two vectors of the same length; 0 when either is all zeros. */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error(`Vectors differ in length: ${a.length} and ${b.length}.`);
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

function dot(a: Float32Array, aOffset: number, b: Float32Array, length: number): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let j = 0;
  for (; j + 3 < length; j += 4) {
    s0 += a[aOffset + j]! * b[j]!;
    s1 += a[aOffset + j + 1]! * b[j + 1]!;
    s2 += a[aOffset + j + 2]! * b[j + 2]!;
    s3 += a[aOffset + j + 3]! * b[j + 3]!;
  }
  for (; j < length; j++) s0 += a[aOffset + j]! * b[j]!;
  return s0 + s1 + s2 + s3;
}

function normalizeInto(source: ArrayLike<number>, target: Float32Array, offset: number, length: number): void {
  let norm = 0;
  for (let i = 0; i < length; i++) norm += source[i]! * source[i]!;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (let i = 0; i < length; i++) target[offset + i] = source[i]! * scale;
}

export class VectorIndex {
  readonly coarseDims: number;
  readonly exactUpTo: number;
  readonly candidates: number;

  private ids: string[] = [];
  private readonly idToSlot = new Map<string, number>();
  private vectors: Float32Array;
  private sketches: Float32Array;
  private count = 0;
  private readonly bucket: Uint32Array;
  private readonly sign: Float32Array;

  constructor(
    readonly dimensions: number,
    options: TVectorIndexOptions = {},
  ) {
    if (!Number.isInteger(dimensions) || dimensions < 1) throw new Error('Vector dimensions must be a positive integer.');
    this.coarseDims = Math.min(options.coarseDims ?? VECTOR_DEFAULTS.coarseDims, dimensions);
    this.exactUpTo = options.exactUpTo ?? VECTOR_DEFAULTS.exactUpTo;
    this.candidates = options.candidates ?? VECTOR_DEFAULTS.candidates;
    this.vectors = new Float32Array(16 * dimensions);
    this.sketches = new Float32Array(16 * this.coarseDims);
    this.bucket = new Uint32Array(dimensions);
    this.sign = new Float32Array(dimensions);
    for (let j = 0; j < dimensions; j++) {
      const h = Math.imul(j + 1, 0x9e3779b1) >>> 0;
      const mixed = (h ^ (h >>> 15)) >>> 0;
      this.bucket[j] = this.coarseDims > 0 ? mixed % this.coarseDims : 0;
      this.sign[j] = (mixed >>> 16) & 1 ? 1 : -1;
    }
  }

  get size(): number {
    return this.count;
  }

  has(id: string): boolean {
    return this.idToSlot.has(id);
  }

  /** Adds (or replaces) the embedding of chunk `id`. */
  add(id: string, vector: ArrayLike<number>): void {
    if (vector.length !== this.dimensions) {
      throw new Error(`The embedding has ${vector.length} dimensions; this index holds ${this.dimensions}.`);
    }
    let slot = this.idToSlot.get(id);
    if (slot === undefined) {
      slot = this.count++;
      this.ensureCapacity(this.count);
      this.ids[slot] = id;
      this.idToSlot.set(id, slot);
    }
    normalizeInto(vector, this.vectors, slot * this.dimensions, this.dimensions);
    this.writeSketch(slot);
  }

  /** Removes embeddings by chunk id; returns how many were removed. */
  remove(ids: Iterable<string>): number {
    let removed = 0;
    for (const id of ids) {
      const slot = this.idToSlot.get(id);
      if (slot === undefined) continue;
      const last = this.count - 1;
      if (slot !== last) {
        const lastId = this.ids[last]!;
        this.vectors.copyWithin(slot * this.dimensions, last * this.dimensions, (last + 1) * this.dimensions);
        this.sketches.copyWithin(slot * this.coarseDims, last * this.coarseDims, (last + 1) * this.coarseDims);
        this.ids[slot] = lastId;
        this.idToSlot.set(lastId, slot);
      }
      this.ids.length = last;
      this.idToSlot.delete(id);
      this.count = last;
      removed++;
    }
    return removed;
  }

  /** The `k` most similar chunks to `query` (cosine, best first). `exact` forces the full scan. */
  search(query: ArrayLike<number>, k = 10, options: { exact?: boolean } = {}): TVectorHit[] {
    if (query.length !== this.dimensions) {
      throw new Error(`The query has ${query.length} dimensions; this index holds ${this.dimensions}.`);
    }
    const n = this.count;
    if (n === 0 || k <= 0) return [];
    const q = new Float32Array(this.dimensions);
    normalizeInto(query, q, 0, this.dimensions);
    const dims = this.dimensions;
    const vectors = this.vectors;

    const useCoarse = !options.exact && this.coarseDims > 0 && n > this.exactUpTo && this.candidates > k;
    if (!useCoarse) {
      const scores = new Float32Array(n);
      for (let s = 0, o = 0; s < n; s++, o += dims) scores[s] = dot(vectors, o, q, dims);
      return this.hits(topK(n, k, (i) => i, (s) => scores[s]!));
    }

    const qs = new Float32Array(this.coarseDims);
    this.sketchOf(q, 0, qs, 0);
    const cd = this.coarseDims;
    const coarse = new Float32Array(n);
    const sketches = this.sketches;
    for (let s = 0, o = 0; s < n; s++, o += cd) coarse[s] = dot(sketches, o, qs, cd);
    const candidates = topK(n, this.candidates, (i) => i, (s) => coarse[s]!);
    const exact = new Float32Array(candidates.length);
    for (let i = 0; i < candidates.length; i++) exact[i] = dot(vectors, candidates[i]!.position * dims, q, dims);
    const best = topK(
      candidates.length,
      k,
      (i) => i,
      (i) => exact[i]!,
    );
    return best.map(({ position, score }) => ({ id: this.ids[candidates[position]!.position]!, score }));
  }

  addIndex(other: VectorIndex): void {
    if (other.dimensions !== this.dimensions) throw new Error('Cannot merge vectors of different dimensions.');
    for (let s = 0; s < other.count; s++) {
      this.add(other.ids[s]!, other.vectors.subarray(s * other.dimensions, (s + 1) * other.dimensions));
    }
  }

  static combine(parts: readonly (VectorIndex | TVectorJson)[], options: TVectorIndexOptions = {}): VectorIndex | null {
    const first = parts[0];
    if (!first) return null;
    const index = new VectorIndex(first.dimensions, options);
    for (const part of parts) index.addIndex(part instanceof VectorIndex ? part : VectorIndex.fromJSON(part, options));
    return index;
  }

  toJSON(): TVectorJson {
    const floats = this.vectors.slice(0, this.count * this.dimensions);
    return {
      format: 'parley-vectors',
      version: 1,
      dimensions: this.dimensions,
      ids: this.ids.slice(0, this.count),
      data: bytesToBase64(new Uint8Array(floats.buffer, floats.byteOffset, floats.byteLength)),
    };
  }

  static fromJSON(json: TVectorJson, options: TVectorIndexOptions = {}): VectorIndex {
    if (json.format !== 'parley-vectors' || json.version !== 1) throw new Error('Unknown stored vector format.');
    const bytes = base64ToBytes(json.data);
    if (bytes.byteLength !== json.ids.length * json.dimensions * 4) throw new Error('The vector data is inconsistent.');
    const floats = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const index = new VectorIndex(json.dimensions, options);
    index.ensureCapacity(json.ids.length);
    index.vectors.set(floats);
    index.ids = json.ids.slice();
    index.count = json.ids.length;
    index.ids.forEach((id, slot) => {
      index.idToSlot.set(id, slot);
      index.writeSketch(slot);
    });
    return index;
  }

  stats(): { vectors: number; dimensions: number; coarseDims: number; typedArrayBytes: number } {
    return {
      vectors: this.count,
      dimensions: this.dimensions,
      coarseDims: this.coarseDims,
      typedArrayBytes: this.count * (this.dimensions + this.coarseDims) * 4,
    };
  }

  private ensureCapacity(slots: number): void {
    if (slots * this.dimensions <= this.vectors.length) return;
    let capacity = Math.max(16, this.vectors.length / this.dimensions);
    while (capacity < slots) capacity *= 2;
    const vectors = new Float32Array(capacity * this.dimensions);
    vectors.set(this.vectors);
    this.vectors = vectors;
    const sketches = new Float32Array(capacity * this.coarseDims);
    sketches.set(this.sketches);
    this.sketches = sketches;
  }

  private sketchOf(source: Float32Array, offset: number, target: Float32Array, targetOffset: number): void {
    const cd = this.coarseDims;
    if (cd === 0) return;
    target.fill(0, targetOffset, targetOffset + cd);
    for (let j = 0; j < this.dimensions; j++) {
      target[targetOffset + this.bucket[j]!]! += this.sign[j]! * source[offset + j]!;
    }
    let norm = 0;
    for (let i = 0; i < cd; i++) norm += target[targetOffset + i]! ** 2;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    for (let i = 0; i < cd; i++) target[targetOffset + i]! *= scale;
  }

  private writeSketch(slot: number): void {
    this.sketchOf(this.vectors, slot * this.dimensions, this.sketches, slot * this.coarseDims);
  }

  private hits(best: { position: number; score: number }[]): TVectorHit[] {
    return best.map(({ position, score }) => ({ id: this.ids[position]!, score }));
  }
}
