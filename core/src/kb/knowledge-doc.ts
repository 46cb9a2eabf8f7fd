import { z } from 'zod';
import { KB_REFRESH_RATES } from './kb-limits';

/** The spec's source types (agency-shell §3.3): a document, or something read from the web. */
export const KB_SOURCE_TYPES = ['doc', 'url'] as const;
/** Our finer kind of source; `sourceType` follows from it. */
export const KB_SOURCE_KINDS = ['text', 'url', 'site', 'file'] as const;
export type TKbSourceKind = (typeof KB_SOURCE_KINDS)[number];
/** INITIALIZED (just added) → PENDING (being processed) → SUCCESS or ERROR (with `error`). */
export const KB_DOC_STATUSES = ['INITIALIZED', 'PENDING', 'SUCCESS', 'ERROR'] as const;
export type TKbDocStatus = (typeof KB_DOC_STATUSES)[number];
export const KB_PAGE_STATUSES = ['SUCCESS', 'ERROR', 'SKIPPED'] as const;

export const ZKbRefreshRate = z.enum(KB_REFRESH_RATES);

/** The spec's sourceType of each kind of source. */
export function kbSourceType(kind: TKbSourceKind): (typeof KB_SOURCE_TYPES)[number] {
  return kind === 'url' || kind === 'site' ? 'url' : 'doc';
}

/** One page of a crawled site, as summarised on its document. */
export const ZKbPageSummary = z.object({
  url: z.string(),
  title: z.string(),
  status: z.enum(KB_PAGE_STATUSES),
  error: z.string().optional(),
  charCount: z.number().int().min(0),
});
export type TKbPageSummary = z.infer<typeof ZKbPageSummary>;

/**
 * A knowledge document under an agent (agency-shell §3.3, widget-and-channels §3): the spec's fields
 * (ID, name, url, content, tags, sourceType, status, refreshRate, charCount, dimensions, ts, userId,
 * agentId) and our own processing fields. Times are unix milliseconds. `content` (the extracted text) is
 * left out of lists.
 */
export const ZKnowledgeDoc = z.object({
  ID: z.string(),
  agentId: z.string(),
  userId: z.string().optional(),
  name: z.string(),
  /** The page, site or sitemap address for web sources; the stored file's address for files; '' for text. */
  url: z.string(),
  content: z.string().optional(),
  tags: z.array(z.string()),
  sourceType: z.enum(KB_SOURCE_TYPES),
  sourceKind: z.enum(KB_SOURCE_KINDS),
  status: z.enum(KB_DOC_STATUSES),
  /** Why processing failed, in words a builder understands (status ERROR). */
  error: z.string().optional(),
  /** Something the builder should know about a usable document: keyword search only, pages that failed, a failed refresh. */
  warning: z.string().optional(),
  refreshRate: ZKbRefreshRate,
  charCount: z.number().int().min(0),
  /** Embedding dimension of its chunks; 0 when indexed lexically only. */
  dimensions: z.number().int().min(0),
  chunkCount: z.number().int().min(0),
  ts: z.number(),
  updatedAt: z.number(),
  lastFetchedAt: z.number().nullable().optional(),
  /** When the hourly refresh will fetch it again (unix ms); null when never (refresh rate never, or not a web source). */
  nextRefreshAt: z.number().nullable().optional(),
  /** Hash of the extracted text: a refresh that finds the same hash re-indexes nothing. */
  contentHash: z.string().optional(),
  /** Sites: crawl limits (kept for refreshes) and what each page gave. */
  maxPages: z.number().int().optional(),
  maxDepth: z.number().int().optional(),
  pages: z.array(ZKbPageSummary).optional(),
  /** Files: the uploaded name and the upload operation's `data.url`. */
  fileName: z.string().optional(),
  fileUrl: z.string().optional(),
});
export type TKnowledgeDoc = z.infer<typeof ZKnowledgeDoc>;

/** A row of the Knowledge tab: everything but the text. */
export const ZKnowledgeDocListItem = ZKnowledgeDoc.omit({ content: true });
export type TKnowledgeDocListItem = z.infer<typeof ZKnowledgeDocListItem>;

/**
 * A stored chunk: a piece of a document's text of at most `maxChunkSize` characters, with the heading
 * path it sits under and, for web sources, the page it came from (for citations).
 */
export const ZKbChunk = z.object({
  ID: z.string(),
  agentId: z.string(),
  docId: z.string(),
  index: z.number().int().min(0),
  text: z.string(),
  titlePath: z.array(z.string()),
  /** The page address for web sources; absent for text and files. */
  url: z.string().optional(),
});
export type TKbChunk = z.infer<typeof ZKbChunk>;
