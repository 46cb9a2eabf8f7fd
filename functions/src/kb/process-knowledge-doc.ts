/**
 * The work of the processing queue for one document: fetch (web) or read (text, file), extract, chunk,
 * embed (when a provider is configured; a failure there leaves the document searchable by keywords),
 * index, and make it searchable — INITIALIZED → PENDING → SUCCESS, or ERROR with a reason a builder
 * understands.
 *
 * Idempotent: a build is named by what it was built from (`gen`), its segments have fixed ids, and the
 * document and its manifest entry switch to it in one batch; running a task twice writes the same
 * segments again and never duplicates a chunk. A task overtaken by a newer request (`queuedAt`) does
 * nothing. Transient failures (a site timing out or answering 5xx, the store failing) throw, so the queue
 * retries with backoff; on the last attempt the document gets the reason. A refresh that fails, or finds
 * the same text, keeps the build in use.
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import {
  buildKbSegments,
  chunkSearchText,
  chunkText,
  KB_EMPTY_TEXT,
  KB_FETCH_TIMEOUT,
  KB_FILE_MISSING,
  KB_PAGES_SUMMARY_MAX,
  KB_PROCESSING_UNEXPECTED,
  KB_ROBOTS_UNREACHABLE,
  KB_TASK_RETRY,
  KB_TOKENIZER_VERSION,
  kbCharLimitError,
  kbCharLimitOf,
  kbFetchHttpStatus,
  kbFetchNetwork,
  kbLexicalOnlyWarning,
  kbNextRefreshAt,
  kbRefreshFailedWarning,
  kbRetrying,
  kbSitePagesWarning,
  type TAgent,
  type TKbChunkToIndex,
  type TKbPageSummary,
  type TKbStoredDoc,
  type TKbTaskPayload,
  type TRegion,
} from '@parley/core';
import { logger } from 'firebase-functions/v2';
import { readAgent } from '../agents/agent-store';
import type { TDeps } from '../platform/deps';
import { readWorkspace } from '../workspaces/workspace-store';
import { extractText } from './extract/extract-text';
import { KbExtractError } from './extract/kb-extract-error';
import { storedKbFilePath } from './kb-file-path';
import type { TKbProviders } from './kb-providers';
import {
  deleteKbContent,
  deleteKbSegments,
  kbDocRef,
  readKbContent,
  readKbDoc,
  removeManifestEntryInBatch,
  setManifestEntryInBatch,
  workspaceKbCharCount,
  writeKbContent,
  writeKbSegments,
} from './kb-store';
import { crawlSite } from './web/crawl-site';
import { fetchPage } from './web/fetch-page';
import { KbFetchError } from './web/fetch-url';

/** A failure with a message for the builder; `transient` ones are worth another attempt. */
export class KbProcessError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
    this.name = 'KbProcessError';
  }
}

/** What a source gave: its full text (shown in previews), the pieces to chunk, and what else it learned. */
interface TSourceText {
  text: string;
  pieces: { text: string; url?: string }[];
  title: string;
  pages?: TKbPageSummary[];
  warning?: string;
}

const TRANSIENT_STATUSES = [429, ...Array.from({ length: 100 }, (_, i) => 500 + i)];
const TRANSIENT_MESSAGES = new Set([KB_FETCH_TIMEOUT, KB_ROBOTS_UNREACHABLE, ...TRANSIENT_STATUSES.map(kbFetchHttpStatus)]);
const NETWORK_PREFIX = kbFetchNetwork('');

function isTransientMessage(message: string): boolean {
  return TRANSIENT_MESSAGES.has(message) || message.startsWith(NETWORK_PREFIX);
}

function asProcessError(error: unknown): KbProcessError {
  if (error instanceof KbProcessError) return error;
  if (error instanceof KbFetchError) {
    const transient =
      error.code === 'timeout' ||
      error.code === 'network' ||
      (error.code === 'http-status' && TRANSIENT_STATUSES.includes(error.status ?? 0));
    return new KbProcessError(error.message, transient);
  }
  if (error instanceof KbExtractError) return new KbProcessError(error.message, false);
  // The store, a bug: retried, and on the last attempt reported without internals.
  logger.error('knowledge processing failed', error);
  return new KbProcessError(KB_PROCESSING_UNEXPECTED, true);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function readSource(
  db: Firestore,
  region: TRegion,
  doc: TKbStoredDoc,
  providers: TKbProviders,
): Promise<TSourceText> {
  const web = { fetch: providers.fetch, allowPrivateHosts: providers.allowPrivateHosts };
  switch (doc.sourceKind) {
    case 'text': {
      const { text } = await readKbContent(db, doc.ID, doc.contentParts ?? 1);
      return { text, pieces: [{ text }], title: '' };
    }
    case 'url': {
      const page = await fetchPage(doc.url, web);
      return { text: page.text, pieces: [{ text: page.text, url: page.url }], title: page.title };
    }
    case 'site': {
      const crawl = await crawlSite({
        ...web,
        startUrl: doc.url,
        maxPages: doc.maxPages ?? 1,
        maxDepth: doc.maxDepth ?? 0,
        ...(providers.sleep ? { sleep: providers.sleep } : {}),
      });
      const read = crawl.pages.filter((p) => p.status === 'SUCCESS' && p.text);
      if (crawl.error || read.length === 0) {
        const message = crawl.error ?? KB_EMPTY_TEXT;
        throw new KbProcessError(message, isTransientMessage(message));
      }
      const failed = crawl.pages.filter((p) => p.status === 'ERROR').length;
      return {
        text: read.map((p) => `${p.title ? `# ${p.title}\n` : ''}${p.url}\n\n${p.text}`).join('\n\n'),
        pieces: read.map((p) => ({ text: p.text!, url: p.url })),
        title: read[0]!.title ?? '',
        pages: crawl.pages.slice(0, KB_PAGES_SUMMARY_MAX).map((p) => ({
          url: p.url,
          title: p.title ?? '',
          status: p.status,
          ...(p.error ? { error: p.error } : {}),
          charCount: p.text?.length ?? 0,
        })),
        ...(failed ? { warning: kbSitePagesWarning(failed, read.length) } : {}),
      };
    }
    case 'file': {
      const path = storedKbFilePath(doc.fileUrl ?? '', region, doc.ownerID, doc.agentId);
      const storage = await providers.files(region);
      const file = path && storage ? await storage.read(path) : null;
      if (!file) throw new KbProcessError(KB_FILE_MISSING, false);
      const extracted = await extractText({
        bytes: new Uint8Array(file.bytes),
        fileName: doc.fileName ?? doc.name,
        contentType: file.contentType,
      });
      return { text: extracted.text, pieces: [{ text: extracted.text }], title: extracted.title };
    }
  }
}

/** The chunks of a source, numbered across its pieces (pages of a site). */
function chunksOf(source: TSourceText, maxChunkSize: number, docName: string): TKbChunkToIndex[] {
  const out: TKbChunkToIndex[] = [];
  for (const piece of source.pieces) {
    for (const chunk of chunkText(piece.text, { maxChunkSize })) {
      const indexed = { index: out.length, text: chunk.text, titlePath: chunk.titlePath, ...(piece.url ? { url: piece.url } : {}) };
      out.push({ ...indexed, searchText: chunkSearchText(indexed, docName) });
    }
  }
  return out;
}

async function embedChunks(
  providers: TKbProviders,
  agent: TAgent,
  chunks: readonly TKbChunkToIndex[],
): Promise<{ vectors: Float32Array[] | null; dimensions: number; warning?: string }> {
  const provider = providers.embeddings(agent.vg_kbDefaultDimension);
  if (!provider) return { vectors: null, dimensions: 0 };
  try {
    const { vectors } = await provider.embed(chunks.map((c) => c.searchText));
    return { vectors, dimensions: provider.dimensions };
  } catch (error) {
    // Never an ERROR: the document is still searchable by its words.
    return { vectors: null, dimensions: 0, warning: kbLexicalOnlyWarning((error as Error).message) };
  }
}

type TOutcome = 'done' | 'stale' | 'unchanged' | 'failed';

/** Only web sources change by themselves: the others are never refreshed on a schedule. */
function nextRefreshOf(doc: TKbStoredDoc, fetchedAt: number): number | null {
  return doc.sourceType === 'url' ? kbNextRefreshAt({ ...doc, lastFetchedAt: fetchedAt }) : null;
}

/**
 * Runs one task. Throws (so the queue retries) on a transient failure before the last attempt.
 * `attempt` counts from 0.
 */
export async function processKnowledgeDoc(
  deps: TDeps,
  providers: TKbProviders,
  args: { region: TRegion; task: TKbTaskPayload; attempt: number },
): Promise<TOutcome> {
  const { region, task, attempt } = args;
  const db = deps.db(region);
  const doc = await readKbDoc(db, task.docId);
  if (!doc || doc.queuedAt !== task.queuedAt) return 'stale';
  const ref = kbDocRef(db, doc.ID);
  const refresh = task.mode === 'refresh' && doc.status === 'SUCCESS' && doc.gen !== undefined;
  const lastAttempt = attempt + 1 >= KB_TASK_RETRY.maxAttempts;

  try {
    const agent = await readAgent(db, doc.agentId);
    const workspace = agent ? await readWorkspace(db, agent.ownerID) : null;
    if (!agent || !workspace) return 'stale';
    if (!refresh && doc.status !== 'PENDING') await ref.update({ status: 'PENDING' });

    const source = await readSource(db, region, doc, providers);
    const nowMs = deps.nowMs();
    const contentHash = sha256(source.text);
    const schedule = { lastFetchedAt: nowMs, nextRefreshAt: nextRefreshOf(doc, nowMs) };
    if (refresh && contentHash === doc.contentHash) {
      await ref.update({ ...schedule, warning: source.warning ?? null });
      return 'unchanged';
    }

    const limitError = kbCharLimitError({
      used: await workspaceKbCharCount(db, doc.ownerID, doc.ID),
      adding: source.text.length,
      limit: kbCharLimitOf(workspace),
    });
    if (limitError) throw new KbProcessError(limitError, false);

    const name = doc.autoName && source.title.trim() ? source.title.trim().slice(0, 200) : doc.name;
    const maxChunkSize = agent.vgOptions.maxChunkSize;
    const chunks = chunksOf(source, maxChunkSize, name);
    if (chunks.length === 0) throw new KbProcessError(KB_EMPTY_TEXT, false);
    const embedded = await embedChunks(providers, agent, chunks);
    const gen = sha256(
      JSON.stringify({ contentHash, maxChunkSize, dimensions: embedded.dimensions, tokenizer: KB_TOKENIZER_VERSION, name }),
    ).slice(0, 12);
    const segments = buildKbSegments({
      docId: doc.ID,
      chunks,
      vectors: embedded.vectors,
      dimensions: embedded.dimensions,
    });

    // The text (a text source's own is already stored) and the new build, beside the one in use.
    const contentParts =
      doc.sourceKind === 'text'
        ? (doc.contentParts ?? 1)
        : await writeKbContent(db, { agentId: doc.agentId, docId: doc.ID, text: source.text });
    await writeKbSegments(db, { agentId: doc.agentId, docId: doc.ID, gen, segments });

    // Switch to it: the document first (fails if it was deleted meanwhile), then the manifest entry.
    const warning = [source.warning, embedded.warning].filter(Boolean).join(' ');
    const batch = db.batch();
    batch.update(ref, {
      status: 'SUCCESS',
      error: null,
      warning: warning || null,
      name,
      charCount: source.text.length,
      chunkCount: chunks.length,
      dimensions: embedded.dimensions,
      contentHash,
      gen,
      segmentCount: segments.length,
      contentParts,
      ...(source.pages ? { pages: source.pages } : {}),
      ...schedule,
      updatedAt: nowMs,
    });
    setManifestEntryInBatch(batch, db, {
      agentId: doc.agentId,
      ownerID: doc.ownerID,
      docId: doc.ID,
      entry: { gen, segments: segments.length, name, dimensions: embedded.dimensions, chunkCount: chunks.length, updatedAt: nowMs },
    });
    const committed = await batch.commit().then(
      () => null,
      (error: unknown) => error,
    );
    // Deleted while it was processed (checked after the commit too: the local store's batches are not
    // atomic, so the manifest entry may have been written without the document): leave nothing behind.
    if (!(await ref.get()).exists) {
      const undo = db.batch();
      removeManifestEntryInBatch(undo, db, doc.agentId, doc.ID);
      await undo.commit();
      await Promise.all([deleteKbSegments(db, doc.ID), deleteKbContent(db, doc.ID)]);
      return 'stale';
    }
    if (committed) throw committed;
    // The previous build is no longer read by anyone who reads the manifest from now on.
    await deleteKbSegments(db, doc.ID, gen);
    return 'done';
  } catch (caught) {
    const error = asProcessError(caught);
    if (error.transient && !lastAttempt) {
      if (!refresh) await ref.update({ warning: kbRetrying(error.message, attempt + 1) }).catch(() => undefined);
      throw error;
    }
    const failure = refresh
      ? { warning: kbRefreshFailedWarning(error.message), lastFetchedAt: deps.nowMs() }
      : { status: 'ERROR', error: error.message, warning: null };
    const nextRefreshAt = nextRefreshOf(doc, deps.nowMs());
    await ref.update({ ...failure, nextRefreshAt, updatedAt: deps.nowMs() }).catch(() => undefined);
    return 'failed';
  }
}
