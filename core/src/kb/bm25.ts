/**
 * The lexical index of one agent's knowledge: BM25 (k1 1.2, b 0.75, idf ln(1 + (N − df + 0.5)/(df + 0.5)))
 * over the chunks' tokens (`tokenize`).
 *
 * Layout, for speed and memory: term ids from a dictionary; committed postings in one compressed-row
 * block (per term a range of `docs: Uint32Array` and `tfs: Uint16Array`, 6 bytes a posting); additions go
 * to a pending list and removals mark documents dead, and both are folded into the block by `commit()`
 * (run by `search` and `toJSON` when needed; O(postings), tens of milliseconds at 100,000 chunks).
 * Search is term-at-a-time into a score array, then the k best with a heap. Batch your removals:
 * `remove(ids)` takes many ids for one commit.
 *
 * `toJSON` gives a compact JSON-able form (varint-coded postings in base64); `fromJSON` reads it back;
 * `addIndex` / `combine` merge several indexes (e.g. one per knowledge document) into one.
 */
import { ByteReader, ByteWriter, base64ToBytes, bytesToBase64 } from './byte-codec';
import { BM25_B, BM25_K1 } from './kb-limits';
import { KB_TOKENIZER_VERSION, tokenize } from './tokenize';
import { topK } from './top-k';

export interface TBm25Hit {
  id: string;
  score: number;
}

/** The stored form. `data` holds, base64, each document's token count then each term's postings. */
export interface TBm25Json {
  format: 'parley-bm25';
  version: 1;
  tokenizer: number;
  k1: number;
  b: number;
  ids: string[];
  /** The vocabulary, in term-id order, separated by single spaces (tokens never contain one). */
  terms: string;
  postings: number;
  data: string;
}

export interface TBm25Stats {
  documents: number;
  terms: number;
  postings: number;
  /** Bytes held by the typed arrays (postings, lengths, norms); the dictionary and ids come on top. */
  typedArrayBytes: number;
}

const MAX_TF = 65_535;

function grow<T extends Uint32Array | Uint16Array | Uint8Array>(array: T, needed: number, make: (n: number) => T): T {
  if (needed <= array.length) return array;
  let size = Math.max(16, array.length * 2);
  while (size < needed) size *= 2;
  const grown = make(size);
  grown.set(array);
  return grown;
}

export class Bm25Index {
  readonly k1: number;
  readonly b: number;

  private readonly termIds = new Map<string, number>();
  private termNames: string[] = [];

  // Committed postings, compressed rows: term t owns [offsets[t], offsets[t + 1]).
  private committedTerms = 0;
  private offsets = new Uint32Array(1);
  private postDocs = new Uint32Array(0);
  private postTfs = new Uint16Array(0);

  // Pending postings (term, doc, tf), added since the last commit.
  private pendTerm = new Uint32Array(0);
  private pendDoc = new Uint32Array(0);
  private pendTf = new Uint16Array(0);
  private pendCount = 0;

  // Documents by slot; dead slots are dropped at commit.
  private ids: string[] = [];
  private readonly idToDoc = new Map<string, number>();
  private lengths = new Uint32Array(0);
  private alive = new Uint8Array(0);
  private slots = 0;
  private live = 0;
  private dead = 0;
  private totalLength = 0;
  private dirty = false;

  // Search state, sized at commit.
  private norms = new Float32Array(0);
  private scores = new Float64Array(0);
  private touched = new Uint32Array(0);

  constructor(options: { k1?: number; b?: number } = {}) {
    this.k1 = options.k1 ?? BM25_K1;
    this.b = options.b ?? BM25_B;
  }

  /** Live documents (chunks). */
  get size(): number {
    return this.live;
  }

  has(id: string): boolean {
    return this.idToDoc.has(id);
  }

  /** Adds a chunk under `id`, replacing any chunk with that id. */
  add(id: string, text: string): void {
    this.addTokens(id, tokenize(text));
  }

  addTokens(id: string, tokens: readonly string[]): void {
    const existing = this.idToDoc.get(id);
    if (existing !== undefined) this.markDead(existing);
    const doc = this.newDoc(id, tokens.length);
    const counts = new Map<number, number>();
    for (const token of tokens) {
      let term = this.termIds.get(token);
      if (term === undefined) {
        term = this.termNames.length;
        this.termIds.set(token, term);
        this.termNames.push(token);
      }
      counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    this.reservePending(counts.size);
    for (const [term, tf] of counts) this.pushPending(term, doc, tf);
  }

  /** Removes chunks by id (unknown ids are ignored); returns how many were removed. */
  remove(ids: Iterable<string>): number {
    let removed = 0;
    for (const id of ids) {
      const doc = this.idToDoc.get(id);
      if (doc === undefined) continue;
      this.markDead(doc);
      removed++;
    }
    return removed;
  }

  /** Removes every chunk whose id satisfies `test` (e.g. all chunks of one document: `id.startsWith(docId + ':')`). */
  removeWhere(test: (id: string) => boolean): number {
    return this.remove([...this.idToDoc.keys()].filter(test));
  }

  /** The ids of the live chunks, in index order. */
  chunkIds(): string[] {
    this.commit();
    return this.ids.slice(0, this.slots);
  }

  /** The `k` best chunks for `query`, best first; equal scores keep index order. */
  search(query: string, k = 10): TBm25Hit[] {
    return this.searchTokens(tokenize(query), k);
  }

  searchTokens(tokens: readonly string[], k = 10): TBm25Hit[] {
    this.commit();
    const n = this.slots;
    if (n === 0 || k <= 0) return [];
    const queryTerms = new Map<number, number>();
    for (const token of tokens) {
      const term = this.termIds.get(token);
      if (term !== undefined) queryTerms.set(term, (queryTerms.get(term) ?? 0) + 1);
    }
    const { offsets, postDocs, postTfs, norms, scores, touched } = this;
    const k1plus1 = this.k1 + 1;
    let touchedCount = 0;
    for (const [term, queryTf] of queryTerms) {
      const start = offsets[term]!;
      const end = offsets[term + 1]!;
      const df = end - start;
      if (df === 0) continue;
      const weight = Math.log(1 + (n - df + 0.5) / (df + 0.5)) * queryTf * k1plus1;
      for (let p = start; p < end; p++) {
        const doc = postDocs[p]!;
        const tf = postTfs[p]!;
        if (scores[doc] === 0) touched[touchedCount++] = doc;
        scores[doc]! += (weight * tf) / (tf + norms[doc]!);
      }
    }
    const best = topK(
      touchedCount,
      k,
      (i) => touched[i]!,
      (doc) => scores[doc]!,
    );
    for (let i = 0; i < touchedCount; i++) scores[touched[i]!] = 0;
    return best.map(({ position, score }) => ({ id: this.ids[position]!, score }));
  }

  /** Folds pending additions and removals into the committed postings. Search and toJSON call it. */
  commit(): void {
    if (!this.dirty) return;
    const remap = new Int32Array(this.slots);
    let nextDoc = 0;
    for (let d = 0; d < this.slots; d++) remap[d] = this.alive[d] ? nextDoc++ : -1;

    const termCount = this.termNames.length;
    const counts = new Uint32Array(termCount);
    const { offsets, postDocs, postTfs, pendTerm, pendDoc, pendTf } = this;
    for (let t = 0; t < this.committedTerms; t++) {
      const end = offsets[t + 1]!;
      let c = 0;
      for (let p = offsets[t]!; p < end; p++) if (remap[postDocs[p]!]! >= 0) c++;
      counts[t] = c;
    }
    for (let i = 0; i < this.pendCount; i++) if (remap[pendDoc[i]!]! >= 0) counts[pendTerm[i]!]!++;

    // Terms no live chunk uses any more leave the vocabulary.
    const termRemap = new Int32Array(termCount);
    const names: string[] = [];
    for (let t = 0; t < termCount; t++) {
      if (counts[t]! > 0) {
        termRemap[t] = names.length;
        names.push(this.termNames[t]!);
      } else termRemap[t] = -1;
    }
    const newOffsets = new Uint32Array(names.length + 1);
    for (let t = 0; t < termCount; t++) {
      const nt = termRemap[t]!;
      if (nt >= 0) newOffsets[nt + 1] = counts[t]!;
    }
    for (let t = 0; t < names.length; t++) newOffsets[t + 1]! += newOffsets[t]!;
    const total = newOffsets[names.length]!;
    const docs = new Uint32Array(total);
    const tfs = new Uint16Array(total);
    const cursor = newOffsets.slice(0, names.length);
    for (let t = 0; t < this.committedTerms; t++) {
      const nt = termRemap[t]!;
      if (nt < 0) continue;
      const end = offsets[t + 1]!;
      let at = cursor[nt]!;
      for (let p = offsets[t]!; p < end; p++) {
        const d = remap[postDocs[p]!]!;
        if (d < 0) continue;
        docs[at] = d;
        tfs[at++] = postTfs[p]!;
      }
      cursor[nt] = at;
    }
    for (let i = 0; i < this.pendCount; i++) {
      const d = remap[pendDoc[i]!]!;
      if (d < 0) continue;
      const nt = termRemap[pendTerm[i]!]!;
      const at = cursor[nt]!;
      docs[at] = d;
      tfs[at] = pendTf[i]!;
      cursor[nt] = at + 1;
    }

    if (names.length !== termCount) {
      this.termIds.clear();
      names.forEach((name, t) => this.termIds.set(name, t));
    }
    this.termNames = names;
    this.committedTerms = names.length;
    this.offsets = newOffsets;
    this.postDocs = docs;
    this.postTfs = tfs;
    this.pendCount = 0;
    this.pendTerm = new Uint32Array(0);
    this.pendDoc = new Uint32Array(0);
    this.pendTf = new Uint16Array(0);

    if (this.dead > 0) {
      const ids: string[] = new Array<string>(nextDoc);
      const lengths = new Uint32Array(nextDoc);
      this.idToDoc.clear();
      for (let d = 0; d < this.slots; d++) {
        const nd = remap[d]!;
        if (nd < 0) continue;
        ids[nd] = this.ids[d]!;
        lengths[nd] = this.lengths[d]!;
        this.idToDoc.set(ids[nd], nd);
      }
      this.ids = ids;
      this.lengths = lengths;
      this.alive = new Uint8Array(nextDoc).fill(1);
      this.slots = nextDoc;
      this.dead = 0;
    }
    this.prepareSearch();
    this.dirty = false;
  }

  /** Adds every chunk of `other` (replacing chunks with the same ids). */
  addIndex(other: Bm25Index): void {
    other.commit();
    const docMap = new Uint32Array(other.slots);
    for (let d = 0; d < other.slots; d++) {
      const id = other.ids[d]!;
      const existing = this.idToDoc.get(id);
      if (existing !== undefined) this.markDead(existing);
      docMap[d] = this.newDoc(id, other.lengths[d]!);
    }
    this.reservePending(other.postDocs.length);
    for (let t = 0; t < other.committedTerms; t++) {
      const name = other.termNames[t]!;
      let term = this.termIds.get(name);
      if (term === undefined) {
        term = this.termNames.length;
        this.termIds.set(name, term);
        this.termNames.push(name);
      }
      const end = other.offsets[t + 1]!;
      for (let p = other.offsets[t]!; p < end; p++) this.pushPending(term, docMap[other.postDocs[p]!]!, other.postTfs[p]!);
    }
  }

  /** One index holding all chunks of `parts` (indexes or their stored forms). */
  static combine(parts: readonly (Bm25Index | TBm25Json)[], options: { k1?: number; b?: number } = {}): Bm25Index {
    const index = new Bm25Index(options);
    for (const part of parts) index.addIndex(part instanceof Bm25Index ? part : Bm25Index.fromJSON(part));
    index.commit();
    return index;
  }

  toJSON(): TBm25Json {
    this.commit();
    const writer = new ByteWriter();
    for (let d = 0; d < this.slots; d++) writer.varint(this.lengths[d]!);
    for (let t = 0; t < this.committedTerms; t++) {
      const start = this.offsets[t]!;
      const end = this.offsets[t + 1]!;
      writer.varint(end - start);
      let previous = 0;
      for (let p = start; p < end; p++) {
        const doc = this.postDocs[p]!;
        writer.varint(doc - previous);
        writer.varint(this.postTfs[p]!);
        previous = doc;
      }
    }
    return {
      format: 'parley-bm25',
      version: 1,
      tokenizer: KB_TOKENIZER_VERSION,
      k1: this.k1,
      b: this.b,
      ids: this.ids.slice(0, this.slots),
      terms: this.termNames.join(' '),
      postings: this.postDocs.length,
      data: bytesToBase64(writer.finish()),
    };
  }

  /** Whether a stored index can be read as is; if not (older tokenizer), rebuild it from the chunks' text. */
  static isCurrent(json: Pick<TBm25Json, 'format' | 'version' | 'tokenizer'>): boolean {
    return json.format === 'parley-bm25' && json.version === 1 && json.tokenizer === KB_TOKENIZER_VERSION;
  }

  static fromJSON(json: TBm25Json): Bm25Index {
    if (!Bm25Index.isCurrent(json)) throw new Error('This stored index was built by another version; rebuild it.');
    const index = new Bm25Index({ k1: json.k1, b: json.b });
    const reader = new ByteReader(base64ToBytes(json.data));
    const docCount = json.ids.length;
    index.ids = json.ids.slice();
    index.lengths = new Uint32Array(docCount);
    index.alive = new Uint8Array(docCount).fill(1);
    for (let d = 0; d < docCount; d++) {
      const length = reader.varint();
      index.lengths[d] = length;
      index.totalLength += length;
      index.idToDoc.set(index.ids[d]!, d);
    }
    index.slots = docCount;
    index.live = docCount;
    index.termNames = json.terms === '' ? [] : json.terms.split(' ');
    index.termNames.forEach((name, t) => index.termIds.set(name, t));
    const termCount = index.termNames.length;
    index.offsets = new Uint32Array(termCount + 1);
    index.postDocs = new Uint32Array(json.postings);
    index.postTfs = new Uint16Array(json.postings);
    let p = 0;
    for (let t = 0; t < termCount; t++) {
      const df = reader.varint();
      if (p + df > json.postings) throw new Error('The index data is inconsistent.');
      let doc = 0;
      for (let i = 0; i < df; i++) {
        doc += reader.varint();
        if (doc >= docCount) throw new Error('The index data is inconsistent.');
        index.postDocs[p] = doc;
        index.postTfs[p++] = reader.varint();
      }
      index.offsets[t + 1] = p;
    }
    if (p !== json.postings || !reader.done) throw new Error('The index data is inconsistent.');
    index.committedTerms = termCount;
    index.prepareSearch();
    return index;
  }

  stats(): TBm25Stats {
    this.commit();
    return {
      documents: this.live,
      terms: this.committedTerms,
      postings: this.postDocs.length,
      typedArrayBytes:
        this.postDocs.byteLength +
        this.postTfs.byteLength +
        this.offsets.byteLength +
        this.lengths.byteLength +
        this.alive.byteLength +
        this.norms.byteLength +
        this.scores.byteLength +
        this.touched.byteLength,
    };
  }

  private newDoc(id: string, length: number): number {
    const doc = this.slots++;
    this.lengths = grow(this.lengths, this.slots, (n) => new Uint32Array(n));
    this.alive = grow(this.alive, this.slots, (n) => new Uint8Array(n));
    this.ids[doc] = id;
    this.idToDoc.set(id, doc);
    this.lengths[doc] = length;
    this.alive[doc] = 1;
    this.live++;
    this.totalLength += length;
    this.dirty = true;
    return doc;
  }

  private markDead(doc: number): void {
    if (!this.alive[doc]) return;
    this.alive[doc] = 0;
    this.idToDoc.delete(this.ids[doc]!);
    this.live--;
    this.dead++;
    this.totalLength -= this.lengths[doc]!;
    this.dirty = true;
  }

  private reservePending(extra: number): void {
    const needed = this.pendCount + extra;
    this.pendTerm = grow(this.pendTerm, needed, (n) => new Uint32Array(n));
    this.pendDoc = grow(this.pendDoc, needed, (n) => new Uint32Array(n));
    this.pendTf = grow(this.pendTf, needed, (n) => new Uint16Array(n));
  }

  private pushPending(term: number, doc: number, tf: number): void {
    const i = this.pendCount++;
    this.pendTerm[i] = term;
    this.pendDoc[i] = doc;
    this.pendTf[i] = Math.min(tf, MAX_TF);
  }

  private prepareSearch(): void {
    const n = this.slots;
    const average = this.live > 0 ? this.totalLength / this.live : 0;
    const norms = new Float32Array(n);
    for (let d = 0; d < n; d++) {
      norms[d] = this.k1 * (1 - this.b + (average > 0 ? (this.b * this.lengths[d]!) / average : this.b));
    }
    this.norms = norms;
    if (this.scores.length !== n) {
      this.scores = new Float64Array(n);
      this.touched = new Uint32Array(n);
    }
  }
}
