/**
 * Knowledge base budgets (design §7): ingestion throughput, lexical search p50/p95 at 10,000 and 100,000
 * chunks (budget ≤ 50 ms and ≤ 150 ms p95), vector and hybrid search at the same sizes with 1536
 * dimensions, and recall@5 on the labelled questions over the corpus in bench/kb-corpus/ (lexical, vector
 * and lexical+vector fused, with the fake embeddings). Synthetic chunks are generated from the corpus
 * vocabulary (by its word frequencies) plus a long tail of rare made-up words, as names, codes and jargon
 * give real text. One process, no network: the fake embeddings server runs on 127.0.0.1.
 * Run alone with `npx tsx scripts/bench-kb.ts`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  Bm25Index,
  chunkSearchText,
  chunkText,
  fuseRankings,
  KB_DEFAULT_DIMENSIONS,
  KB_SEARCH_CANDIDATES,
  VectorIndex,
} from '@parley/core';
import { fakeEmbedding, startFakeEmbeddings } from '../emulators/fakes/fake-embeddings';
import { extractText } from '../functions/src/kb/extract/extract-text';
import { createEmbeddingsProvider } from '../functions/src/providers/embeddings';

const ROOT = join(import.meta.dirname, '..');
const CORPUS = join(ROOT, 'bench/kb-corpus');
export const KB_BUDGETS = { searchP95Ms10k: 50, searchP95Ms100k: 150 } as const;

/** mulberry32: a small seeded generator, so every run measures the same data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

function timings(samples: number[]): { p50Ms: number; p95Ms: number; maxMs: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)), maxMs: round(sorted.at(-1)!) };
}

interface TCorpusDoc {
  id: string;
  name: string;
  text: string;
}

async function loadCorpus(): Promise<{ docs: TCorpusDoc[]; questions: { question: string; doc: string }[] }> {
  const docs: TCorpusDoc[] = [];
  for (const file of readdirSync(CORPUS).filter((f) => f.endsWith('.md')).sort()) {
    const extracted = await extractText({ bytes: readFileSync(join(CORPUS, file)), fileName: file });
    docs.push({ id: file.replace(/\.md$/, ''), name: extracted.title || file, text: extracted.text });
  }
  const questions = JSON.parse(readFileSync(join(CORPUS, 'questions.json'), 'utf8')) as { question: string; doc: string }[];
  return { docs, questions };
}

/** Text that looks like the corpus: its words by frequency, with a Zipf tail of rare words. */
function textGenerator(docs: TCorpusDoc[], seed: number) {
  const next = random(seed);
  const counts = new Map<string, number>();
  for (const doc of docs) for (const w of doc.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
  const words = [...counts.keys()];
  const cumulative: number[] = [];
  let total = 0;
  for (const w of words) cumulative.push((total += counts.get(w)!));
  const TAIL = 300_000;
  const common = () => {
    const r = next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]!;
  };
  const rare = () => {
    const rank = Math.floor(Math.pow(TAIL, next())); // log-uniform ≈ Zipf
    return `x${rank.toString(36)}q`;
  };
  const sentence = () => {
    const length = 8 + Math.floor(next() * 15);
    const out: string[] = [];
    for (let i = 0; i < length; i++) out.push(next() < 0.12 ? rare() : common());
    const s = out.join(' ');
    return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 3 + Math.floor(next() * 4) }, sentence).join(' ');
  return {
    /** A chunk-sized passage of `min`…`max` characters. */
    passage(min: number, max: number): string {
      const target = min + Math.floor(next() * (max - min));
      let text = '';
      while (text.length < target) {
        const s = sentence();
        if (text.length + s.length + 1 > max) break;
        text += (text ? ' ' : '') + s;
      }
      return text;
    },
    /** An HTML page with headings, paragraphs and navigation chrome. */
    page(sections: number): string {
      const body = Array.from({ length: sections }, (_, i) => `<h2>${sentence().slice(0, 40)}</h2>${Array.from({ length: 4 }, () => `<p>${paragraph()}</p>`).join('')}${i % 3 === 0 ? `<ul><li>${sentence()}</li><li>${sentence()}</li></ul>` : ''}`).join('');
      return `<!doctype html><html><head><title>${sentence().slice(0, 50)}</title><script>var x=1</script></head><body><nav><a href="/a">A</a><a href="/b">B</a></nav><main><h1>${sentence().slice(0, 50)}</h1>${body}</main><footer>footer</footer></body></html>`;
    },
    query(): string {
      return Array.from({ length: 3 + Math.floor(next() * 5) }, () => (next() < 0.1 ? rare() : common())).join(' ');
    },
  };
}

function measure(queries: string[], run: (q: string) => void, warmup = 20): { p50Ms: number; p95Ms: number; maxMs: number } {
  for (const q of queries.slice(0, warmup)) run(q);
  const samples: number[] = [];
  for (const q of queries) {
    const start = performance.now();
    run(q);
    samples.push(performance.now() - start);
  }
  return timings(samples);
}

export async function benchKb() {
  const { docs, questions } = await loadCorpus();

  // Recall@5 on the shipped corpus.
  const lexical = new Bm25Index();
  const chunks: { id: string; doc: string; text: string }[] = [];
  for (const doc of docs) {
    for (const chunk of chunkText(doc.text)) {
      const id = `${doc.id}:${chunk.index}`;
      const text = chunkSearchText(chunk, doc.name);
      chunks.push({ id, doc: doc.id, text });
      lexical.add(id, text);
    }
  }
  const docOf = (chunkId: string) => chunkId.slice(0, chunkId.lastIndexOf(':'));
  const recall = (rank: (q: string, qi: number) => string[]) =>
    round(questions.filter((q, i) => rank(q.question, i).slice(0, 5).map(docOf).includes(q.doc)).length / questions.length, 3);

  const fake = await startFakeEmbeddings();
  let vectorRecall: { vector: number; hybrid: number };
  try {
    const provider = createEmbeddingsProvider({ baseUrl: fake.url, model: 'fake', dimensions: KB_DEFAULT_DIMENSIONS });
    const chunkVectors = (await provider.embed(chunks.map((c) => c.text))).vectors;
    const questionVectors = (await provider.embed(questions.map((q) => q.question))).vectors;
    const vectors = new VectorIndex(KB_DEFAULT_DIMENSIONS);
    chunks.forEach((c, i) => vectors.add(c.id, chunkVectors[i]!));
    const vectorHits = (qi: number) => vectors.search(questionVectors[qi]!, KB_SEARCH_CANDIDATES);
    vectorRecall = {
      vector: recall((_, qi) => vectorHits(qi).map((h) => h.id)),
      hybrid: recall((q, qi) =>
        fuseRankings(
          [
            { name: 'lexical', hits: lexical.search(q, KB_SEARCH_CANDIDATES) },
            { name: 'vector', hits: vectorHits(qi) },
          ],
          { limit: 5 },
        ).map((h) => h.id),
      ),
    };
  } finally {
    await fake.close();
  }
  const recallAt5 = {
    questions: questions.length,
    documents: docs.length,
    chunks: chunks.length,
    lexical: recall((q) => lexical.search(q, 5).map((h) => h.id)),
    ...vectorRecall,
    misses: questions
      .filter((q) => !lexical.search(q.question, 5).map((h) => docOf(h.id)).includes(q.doc))
      .map((q) => q.question),
  };

  // Ingestion: extract (HTML) + chunk + index, no embeddings, until 10,000 chunks.
  const gen = textGenerator(docs, 42);
  const pages: string[] = [];
  for (let i = 0; i < 1200; i++) pages.push(gen.page(6));
  const index10k = new Bm25Index();
  let chunkCount = 0;
  let pageCount = 0;
  let chars = 0;
  const ingestStart = performance.now();
  while (chunkCount < 10_000) {
    const html = pages[pageCount % pages.length]!;
    const extracted = await extractText({ text: html, contentType: 'text/html' });
    chars += extracted.text.length;
    for (const chunk of chunkText(extracted.text)) {
      if (chunkCount >= 10_000) break;
      index10k.add(`p${pageCount}:${chunk.index}`, chunkSearchText(chunk, extracted.title));
      chunkCount++;
    }
    pageCount++;
  }
  index10k.commit();
  const ingestMs = performance.now() - ingestStart;
  const ingestion = {
    chunks: chunkCount,
    pages: pageCount,
    averageChunkChars: Math.round(chars / chunkCount),
    seconds: round(ingestMs / 1000),
    chunksPerSecond: Math.round(chunkCount / (ingestMs / 1000)),
  };

  // Queries: the labelled questions and generated ones.
  const queries = [...questions.map((q) => q.question), ...Array.from({ length: 156 }, () => gen.query())];
  const lexical10k = measure(queries, (q) => index10k.search(q, KB_SEARCH_CANDIDATES));

  // 100,000 chunks: lexical and vector (fake embeddings of the same text, computed in process).
  const index100k = new Bm25Index();
  const vectors100k = new VectorIndex(KB_DEFAULT_DIMENSIONS);
  const vectors10k = new VectorIndex(KB_DEFAULT_DIMENSIONS);
  const buildStart = performance.now();
  let embedMs = 0;
  for (let i = 0; i < 100_000; i++) {
    const text = gen.passage(1200, 2424);
    index100k.add(`c${i}`, text);
    const e0 = performance.now();
    const vector = fakeEmbedding(text, KB_DEFAULT_DIMENSIONS);
    embedMs += performance.now() - e0;
    vectors100k.add(`c${i}`, vector);
    if (i < 10_000) vectors10k.add(`c${i}`, vector);
  }
  const commitStart = performance.now();
  index100k.commit();
  const commitMs = performance.now() - commitStart;
  const build100kSeconds = round((performance.now() - buildStart - embedMs) / 1000);
  const lexical100k = measure(queries, (q) => index100k.search(q, KB_SEARCH_CANDIDATES));

  const serializeStart = performance.now();
  const json = index100k.toJSON();
  const serializeMs = performance.now() - serializeStart;
  const jsonChars = JSON.stringify(json).length;
  const loadStart = performance.now();
  const reloaded = Bm25Index.fromJSON(json);
  const loadMs = performance.now() - loadStart;
  const sameAfterReload = queries.slice(0, 20).every((q) => JSON.stringify(reloaded.search(q, 5)) === JSON.stringify(index100k.search(q, 5)));

  const queryVectors = queries.map((q) => fakeEmbedding(q, KB_DEFAULT_DIMENSIONS));
  const qv = new Map(queries.map((q, i) => [q, queryVectors[i]!]));
  const vector10k = measure(queries, (q) => vectors10k.search(qv.get(q)!, KB_SEARCH_CANDIDATES));
  const vector100kExact = measure(queries.slice(0, 60), (q) => vectors100k.search(qv.get(q)!, KB_SEARCH_CANDIDATES, { exact: true }), 5);
  const vector100k = measure(queries, (q) => vectors100k.search(qv.get(q)!, KB_SEARCH_CANDIDATES));
  let overlap = 0;
  const recallQueries = queries.slice(0, 60);
  for (const q of recallQueries) {
    const exact = new Set(vectors100k.search(qv.get(q)!, 5, { exact: true }).map((h) => h.id));
    overlap += vectors100k.search(qv.get(q)!, 5).filter((h) => exact.has(h.id)).length;
  }
  const hybrid100k = measure(queries, (q) =>
    fuseRankings([
      { name: 'lexical', hits: index100k.search(q, KB_SEARCH_CANDIDATES) },
      { name: 'vector', hits: vectors100k.search(qv.get(q)!, KB_SEARCH_CANDIDATES) },
    ], { limit: 5 }),
  );

  const stats10k = index10k.stats();
  const stats100k = index100k.stats();
  const lexicalSearch = {
    at10k: { ...lexical10k, chunks: stats10k.documents, terms: stats10k.terms, postings: stats10k.postings },
    at100k: {
      ...lexical100k,
      chunks: stats100k.documents,
      terms: stats100k.terms,
      postings: stats100k.postings,
      typedArrayMB: round(stats100k.typedArrayBytes / 1e6, 1),
      buildSecondsWithoutEmbeddings: build100kSeconds,
      commitMs: round(commitMs, 0),
      toJsonMs: round(serializeMs, 0),
      fromJsonMs: round(loadMs, 0),
      jsonMB: round(jsonChars / 1e6, 1),
      sameResultsAfterReload: sameAfterReload,
    },
    queries: queries.length,
    k: KB_SEARCH_CANDIDATES,
    budgetP95Ms10k: KB_BUDGETS.searchP95Ms10k,
    budgetP95Ms100k: KB_BUDGETS.searchP95Ms100k,
    withinBudget: lexical10k.p95Ms <= KB_BUDGETS.searchP95Ms10k && lexical100k.p95Ms <= KB_BUDGETS.searchP95Ms100k,
  };
  const vectorSearch = {
    dimensions: KB_DEFAULT_DIMENSIONS,
    at10kExact: vector10k,
    at100kExact: vector100kExact,
    at100kSketch: { ...vector100k, recallAt5VsExact: round(overlap / (recallQueries.length * 5), 3), coarseDims: vectors100k.coarseDims, candidates: vectors100k.candidates },
    typedArrayMBAt100k: round(vectors100k.stats().typedArrayBytes / 1e6, 0),
    withinBudget: vector10k.p95Ms <= KB_BUDGETS.searchP95Ms10k && vector100k.p95Ms <= KB_BUDGETS.searchP95Ms100k,
  };
  const hybridSearch = { at100k: hybrid100k, withinBudget: hybrid100k.p95Ms <= KB_BUDGETS.searchP95Ms100k };
  return { ingestion, lexicalSearch, vectorSearch, hybridSearch, recallAt5 };
}

export function printKb(kb: Awaited<ReturnType<typeof benchKb>>): void {
  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  const l = kb.lexicalSearch;
  console.log(`knowledge ingestion (extract HTML + chunk + index, no embeddings): ${kb.ingestion.chunksPerSecond} chunks/s (${kb.ingestion.chunks} chunks of ~${kb.ingestion.averageChunkChars} chars in ${kb.ingestion.seconds} s)`);
  console.log(`knowledge lexical search at 10,000 chunks: p50 ${l.at10k.p50Ms} ms, p95 ${l.at10k.p95Ms} ms (budget ${l.budgetP95Ms10k} ms p95): ${verdict(l.at10k.p95Ms <= l.budgetP95Ms10k)}`);
  console.log(`knowledge lexical search at 100,000 chunks: p50 ${l.at100k.p50Ms} ms, p95 ${l.at100k.p95Ms} ms (budget ${l.budgetP95Ms100k} ms p95): ${verdict(l.at100k.p95Ms <= l.budgetP95Ms100k)}`);
  console.log(`knowledge lexical index at 100,000 chunks: ${l.at100k.postings} postings, ${l.at100k.typedArrayMB} MB typed arrays, JSON ${l.at100k.jsonMB} MB (toJSON ${l.at100k.toJsonMs} ms, fromJSON ${l.at100k.fromJsonMs} ms)`);
  const v = kb.vectorSearch;
  console.log(`knowledge vector search (${v.dimensions} dims): 10,000 exact p95 ${v.at10kExact.p95Ms} ms; 100,000 exact p95 ${v.at100kExact.p95Ms} ms; 100,000 with sketch pre-filter p50 ${v.at100kSketch.p50Ms} ms, p95 ${v.at100kSketch.p95Ms} ms (recall@5 vs exact ${v.at100kSketch.recallAt5VsExact}): ${verdict(v.withinBudget)}`);
  console.log(`knowledge hybrid search (lexical + vector + fusion) at 100,000 chunks: p50 ${kb.hybridSearch.at100k.p50Ms} ms, p95 ${kb.hybridSearch.at100k.p95Ms} ms: ${verdict(kb.hybridSearch.withinBudget)}`);
  const r = kb.recallAt5;
  console.log(`knowledge recall@5 on ${r.questions} questions over ${r.documents} documents (${r.chunks} chunks): lexical ${r.lexical}, vector (fake embeddings) ${r.vector}, lexical+vector ${r.hybrid}`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const kb = await benchKb();
  printKb(kb);
  console.log(JSON.stringify(kb, null, 2));
}
