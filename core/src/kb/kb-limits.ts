/**
 * Limits and tunables of the knowledge base. The spec names some (refresh rates, chunk sizes, the
 * embeddings dimension, the upload rule MB × 1,000,000 bytes); the rest are not shown by the spec and
 * are chosen here, once (design §5).
 */
import { MIN_MAX_CHUNK_SIZE } from '../agents/agent';
import { VG_DEFAULTS } from '../agents/agent-defaults';

/** Knowledge refresh rates (agency-shell §3.3, §9). */
export const KB_REFRESH_RATES = ['1h', '6h', '12h', '24h', '7d', 'never'] as const;
export type TKbRefreshRate = (typeof KB_REFRESH_RATES)[number];

const HOUR_MS = 3_600_000;
/** How long after its last fetch a source is due again; null: never refreshed automatically. */
export const KB_REFRESH_RATE_MS: Readonly<Record<TKbRefreshRate, number | null>> = {
  '1h': HOUR_MS,
  '6h': 6 * HOUR_MS,
  '12h': 12 * HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  never: null,
};
/** Web sources are refreshed daily unless the builder says otherwise; text and files never change by themselves. */
export const KB_DEFAULT_WEB_REFRESH_RATE: TKbRefreshRate = '24h';
export const KB_DEFAULT_STATIC_REFRESH_RATE: TKbRefreshRate = 'never';

/** Chunk sizes in characters: default `vgOptions.maxChunkSize` 2424, minimum 1000 (agency-shell §5, §9). */
export const KB_DEFAULT_MAX_CHUNK_SIZE: number = VG_DEFAULTS.maxChunkSize;
export const KB_MIN_MAX_CHUNK_SIZE: number = MIN_MAX_CHUNK_SIZE;
/** Characters repeated from the end of one chunk at the start of the next inside a section (0: none). */
export const KB_DEFAULT_CHUNK_OVERLAP = 0;

/** Embedding dimension `vg_kbDefaultDimension` (widget-and-channels §3, §9). */
export const KB_DEFAULT_DIMENSIONS: number = VG_DEFAULTS.vg_kbDefaultDimension;
export const KB_DEFAULT_EMBEDDINGS_MODEL = 'text-embedding-3-small';
/** Inputs per embeddings request (the OpenAI API accepts up to 2048; smaller batches fail smaller). */
export const KB_EMBEDDINGS_BATCH_SIZE = 64;
export const KB_EMBEDDINGS_TIMEOUT_MS = 30_000;

/** Files a builder may upload as knowledge (the spec does not show its list). Lower case, no dot. */
export const KB_ALLOWED_FILE_EXTENSIONS = ['pdf', 'docx', 'txt', 'md', 'csv', 'html', 'htm'] as const;
export type TKbFileExtension = (typeof KB_ALLOWED_FILE_EXTENSIONS)[number];
/** Largest knowledge file, in MB; checked as MB × 1,000,000 bytes (widget-and-channels §5, §9). */
export const KB_UPLOAD_MAX_MB = 10;
/** Upload file names are shown up to 20 characters (widget-and-channels §5). */
export const KB_FILE_NAME_DISPLAY_MAX = 20;

/** Site crawl: pages and link depth (0 = the start page only). */
export const KB_CRAWL_DEFAULT_MAX_PAGES = 25;
export const KB_CRAWL_MAX_PAGES = 200;
export const KB_CRAWL_DEFAULT_MAX_DEPTH = 2;
export const KB_CRAWL_MAX_DEPTH = 5;
/** A robots.txt Crawl-delay is honoured up to this; longer ones are capped so a crawl fits in one task. */
export const KB_CRAWL_MAX_DELAY_MS = 2_000;
/** Child sitemaps read from a sitemap index, and URLs read from all sitemaps together. */
export const KB_SITEMAP_MAX_FILES = 20;
export const KB_SITEMAP_MAX_URLS = 50_000;
/** The crawler's name in robots.txt groups and its User-Agent header. */
export const KB_CRAWLER_NAME = 'ParleyBot';
export const KB_CRAWLER_USER_AGENT = 'Mozilla/5.0 (compatible; ParleyBot/1.0)';

/** One web request: whole-request timeout, body size cap, redirects followed. */
export const KB_FETCH_TIMEOUT_MS = 15_000;
export const KB_FETCH_MAX_BYTES = 10_000_000;
export const KB_FETCH_MAX_REDIRECTS = 5;

/** Text sources and names. */
export const KB_DOC_NAME_MAX = 200;
export const KB_TEXT_SOURCE_MAX_CHARS = 500_000;
export const KB_TAG_MAX = 40;
export const KB_TAGS_MAX = 20;
/** Pages kept in a site document's summary list. */
export const KB_PAGES_SUMMARY_MAX = KB_CRAWL_MAX_PAGES;

/** Lexical ranking (BM25) parameters. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/** Reciprocal rank fusion constant. */
export const KB_RRF_K = 60;

/** Retrieval for a chat turn: candidates per ranked list, passages given to the model, their total size. */
export const KB_SEARCH_CANDIDATES = 50;
export const KB_SEARCH_TOP_K = 5;
export const KB_PASSAGES_MAX_CHARS = 8_000;
/** A passage cut to fit the budget is kept only if at least this much of it fits. */
export const KB_PASSAGE_MIN_CHARS = 200;

/** Search query: longest query used, and conversation turns shown to the LLM in `smart` mode. */
export const KB_SEARCH_QUERY_MAX_CHARS = 500;
export const KB_SMART_SEARCH_HISTORY_TURNS = 6;
export const KB_SMART_SEARCH_TURN_MAX_CHARS = 600;

/**
 * The workspace's knowledge limit `maxKbDocsCharCount` (workspaces-and-billing §3) when its custom plan
 * sets none: characters of extracted text over all its agents' sources. The spec does not show a value.
 */
export const KB_DEFAULT_MAX_DOCS_CHAR_COUNT = 2_000_000;

/** A document's extracted text is shown (preview, REST) up to this many characters. */
export const KB_PREVIEW_MAX_CHARS = 200_000;
/** Extracted text is stored in parts of this many characters (≤ 750 KB of UTF-8: under Firestore's 1 MiB). */
export const KB_CONTENT_PART_CHARS = 250_000;
/** A stored index segment (chunk texts, lexical index, vectors of a run of chunks) is kept under this size. */
export const KB_SEGMENT_MAX_BYTES = 700_000;

/** Vector hits less similar than this (cosine) are not relevant enough to ground or cite an answer. */
export const KB_VECTOR_MIN_SCORE = 0.2;
/** Offline mode shares this many of the best passages. */
export const KB_OFFLINE_PASSAGES = 3;

/** Chunks kept in memory by one function instance for chat retrieval, over all agents (least recently used go). */
export const KB_INDEX_CACHE_MAX_CHUNKS = 200_000;

/**
 * The processing queue: retries of transient failures (a site down, a timeout) with backoff 5 s, 10 s, 20 s;
 * a few documents at once so one builder's crawl does not starve the others.
 */
export const KB_TASK_RETRY = { maxAttempts: 4, minBackoffSeconds: 5, maxBackoffSeconds: 300, maxDoublings: 4 } as const;
export const KB_TASK_RATE_LIMITS = { maxConcurrentDispatches: 6, maxDispatchesPerSecond: 5 } as const;
/** A task's run time (a 200-page crawl with Crawl-delay fits), and how long the queue waits for it. */
export const KB_TASK_TIMEOUT_SECONDS = 540;
export const KB_TASK_DISPATCH_DEADLINE_SECONDS = 600;
/** Sources due for a refresh handled by one run of the hourly refresh. */
export const KB_REFRESH_BATCH = 200;

/** The Knowledge tab re-reads the list this often while a document is INITIALIZED or PENDING. */
export const KB_PROCESSING_POLL_MS = 2_000;

/** At chat time the question's embedding must come fast; past this, retrieval goes on lexically. */
export const KB_QUERY_EMBEDDING_TIMEOUT_MS = 2_000;

/** Length of a knowledge document's random id. */
export const KB_DOC_ID_LENGTH = 20;
