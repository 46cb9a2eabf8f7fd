/**
 * The knowledge base's calls: the dashboard's callables (Knowledge tab, widget settings Sources panel) and
 * the spec's legacy REST paths for API clients (widget-and-channels §7).
 */
import { z } from 'zod';
import { ZId } from '../agents/agent-calls';
import { KB_SEARCH_QUERY_MAX_CHARS, KB_TAG_MAX, KB_TAGS_MAX, KB_TEXT_SOURCE_MAX_CHARS } from './kb-limits';
import {
  KB_CONTENT_REQUIRED,
  KB_SEARCH_QUERY_REQUIRED,
  kbContentTooLong,
  kbTagTooLong,
  kbTooManyTags,
} from './kb-messages';
import { ZKbDocName, ZKbSourceInput } from './kb-sources';
import { ZKbRefreshRate, ZKnowledgeDoc, ZKnowledgeDocListItem } from './knowledge-doc';
import { ZKbPassage } from './passages';

const ZDocRef = z.object({ agentId: ZId, docId: ZId });

/** addKnowledgeSource: answers at once with the document (INITIALIZED); processing runs in the queue. */
export const ZAddKnowledgeSourceInput = z.object({ agentId: ZId, source: ZKbSourceInput });
export const ZAddKnowledgeSourceOutput = z.object({ doc: ZKnowledgeDocListItem });

/** The workspace's use of its plan's `maxKbDocsCharCount`, over all its agents. */
export const ZKbUsage = z.object({ charCount: z.number().int().min(0), limit: z.number().int().min(0) });
export type TKbUsage = z.infer<typeof ZKbUsage>;

/** The tags the agent's organisation predefines, and whether only those are allowed (see kbTagRulesOf). */
export const ZKbTagRules = z.object({ predefinedTags: z.array(z.string()), onlyPredefined: z.boolean() });
export type TKbTagRules = z.infer<typeof ZKbTagRules>;

/** listKnowledgeDocs: the agent's documents, newest first, without their text. */
export const ZListKnowledgeDocsInput = z.object({ agentId: ZId });
export const ZListKnowledgeDocsOutput = z.object({
  docs: z.array(ZKnowledgeDocListItem),
  usage: ZKbUsage,
  tagRules: ZKbTagRules,
  /** The agent's workspace (the upload operation's `userId` for files). */
  workspaceId: z.string(),
});

/** getKnowledgeDoc: one document with its extracted text (cut at KB_PREVIEW_MAX_CHARS, then `truncated`). */
export const ZGetKnowledgeDocInput = ZDocRef;
export const ZGetKnowledgeDocOutput = z.object({ doc: ZKnowledgeDoc, truncated: z.boolean() });

/** searchKnowledge: what the chat would retrieve for `query` — the query used, the method, the ranked passages. */
export const ZSearchKnowledgeInput = z.object({
  agentId: ZId,
  query: z
    .string()
    .trim()
    .min(1, KB_SEARCH_QUERY_REQUIRED)
    .max(KB_SEARCH_QUERY_MAX_CHARS, `query: at most ${KB_SEARCH_QUERY_MAX_CHARS} characters.`),
});
export const ZKbSearchResult = z.object({
  query: z.string(),
  method: z.enum(['simple', 'smart']),
  /** Smart was asked for but its rewrite could not be used (or there was no conversation to use). */
  fellBack: z.boolean(),
  /** Vector similarity took part (an embeddings provider is configured and the documents have vectors). */
  vectors: z.boolean(),
  passages: z.array(ZKbPassage),
  /** Searchable documents and chunks of the agent. */
  documents: z.number().int().min(0),
  chunks: z.number().int().min(0),
});
export type TKbSearchResult = z.infer<typeof ZKbSearchResult>;
export const ZSearchKnowledgeOutput = ZKbSearchResult;

/** reindexKnowledgeDoc: fetch (web), extract and index again now. */
export const ZReindexKnowledgeDocInput = ZDocRef;
export const ZReindexKnowledgeDocOutput = z.object({ doc: ZKnowledgeDocListItem });

/** deleteKnowledgeDoc: the document, its text, its index and its uploaded file. Deleting a deleted one is fine. */
export const ZDeleteKnowledgeDocInput = ZDocRef;
export const ZDeleteKnowledgeDocOutput = z.object({ deleted: z.boolean() });

const ZTags = z
  .array(z.string().trim().min(1).max(KB_TAG_MAX, kbTagTooLong(KB_TAG_MAX)))
  .max(KB_TAGS_MAX, kbTooManyTags(KB_TAGS_MAX))
  .transform((list) => [...new Set(list)]);

/** updateKnowledgeDoc: name, tags, refresh rate. */
export const ZUpdateKnowledgeDocInput = ZDocRef.extend({
  name: ZKbDocName.optional(),
  tags: ZTags.optional(),
  refreshRate: ZKbRefreshRate.optional(),
});
export const ZUpdateKnowledgeDocOutput = z.object({ doc: ZKnowledgeDocListItem });

/** The legacy REST paths (widget-and-channels §7), relative to `{api}`. */
export const KB_REST_PATHS = {
  collection: (agentId: string) => `/qdrant/collections/${encodeURIComponent(agentId)}`,
  points: (agentId: string) => `/qdrant/collections/${encodeURIComponent(agentId)}/points`,
  doc: (agentId: string, docId: string) => `/v2/agents/${encodeURIComponent(agentId)}/kb/${encodeURIComponent(docId)}`,
} as const;

/** PUT {api}/qdrant/collections/{agentId}: body `name` (the collection's name; the agent has exactly one). */
export const ZKbCollectionInput = z.object({ name: z.string().trim().max(200).optional() });

/** POST {api}/qdrant/collections/{agentId}/points: body `text`, added as a text source (named by `name` or its start). */
export const ZKbPointsInput = z.object({
  text: z
    .string({ error: KB_CONTENT_REQUIRED })
    .refine((v) => v.trim().length > 0, KB_CONTENT_REQUIRED)
    .refine((v) => v.length <= KB_TEXT_SOURCE_MAX_CHARS, kbContentTooLong(KB_TEXT_SOURCE_MAX_CHARS)),
  name: ZKbDocName.optional(),
});

/** A text source's name from its text when none is given: its first line, cut to 60 characters. */
export function kbNameFromText(text: string): string {
  const line = text
    .trim()
    .split('\n')[0]!
    .replace(/^#+\s*/, '')
    .trim();
  return line.length > 60 ? `${line.slice(0, 59).trimEnd()}…` : line || 'Text';
}

/**
 * A processing task (Cloud Tasks queue `processKnowledgeDoc`): index the document, or refresh it (fetch
 * again; re-index only when the text changed). `queuedAt` must match the document's: a task that was
 * overtaken by a newer request does nothing.
 */
export const ZKbTaskPayload = z.object({
  docId: ZId,
  queuedAt: z.number(),
  mode: z.enum(['index', 'refresh']),
});
export type TKbTaskPayload = z.infer<typeof ZKbTaskPayload>;
