/**
 * What a builder sends to add a knowledge source, one schema per kind. Messages name the field
 * (design §5). Tags are trimmed, de-duplicated and checked against the org's predefined tags by
 * `kbTagsError` where that applies.
 */
import { z } from 'zod';
import { onlyFilesMessage } from '../uploads/upload-messages';
import {
  KB_ALLOWED_FILE_EXTENSIONS,
  KB_CRAWL_DEFAULT_MAX_DEPTH,
  KB_CRAWL_DEFAULT_MAX_PAGES,
  KB_CRAWL_MAX_DEPTH,
  KB_CRAWL_MAX_PAGES,
  KB_DEFAULT_STATIC_REFRESH_RATE,
  KB_DEFAULT_WEB_REFRESH_RATE,
  KB_DOC_NAME_MAX,
  KB_TAG_MAX,
  KB_TAGS_MAX,
  KB_TEXT_SOURCE_MAX_CHARS,
} from './kb-limits';
import {
  KB_CONTENT_REQUIRED,
  KB_FILE_URL_REQUIRED,
  KB_NAME_REQUIRED,
  KB_URL_INVALID,
  kbContentTooLong,
  kbMaxDepthMessage,
  kbNameTooLong,
  kbMaxPagesMessage,
  kbTagTooLong,
  kbTooManyTags,
} from './kb-messages';
import { ZKbRefreshRate } from './knowledge-doc';
import { kbFileExtension } from './kb-file-rules';

export const ZKbDocName = z
  .string()
  .trim()
  .min(1, KB_NAME_REQUIRED)
  .max(KB_DOC_NAME_MAX, kbNameTooLong(KB_DOC_NAME_MAX));
const name = ZKbDocName;

const httpUrl = z
  .string()
  .trim()
  .max(2048, KB_URL_INVALID)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
    } catch {
      return false;
    }
  }, KB_URL_INVALID);

const tags = z
  .array(z.string().trim().min(1).max(KB_TAG_MAX, kbTagTooLong(KB_TAG_MAX)))
  .max(KB_TAGS_MAX, kbTooManyTags(KB_TAGS_MAX))
  .default([])
  .transform((list) => [...new Set(list)]);

export const ZKbTextSourceInput = z.object({
  kind: z.literal('text'),
  name,
  content: z
    .string()
    .refine((v) => v.trim().length > 0, KB_CONTENT_REQUIRED)
    .refine((v) => v.length <= KB_TEXT_SOURCE_MAX_CHARS, kbContentTooLong(KB_TEXT_SOURCE_MAX_CHARS)),
  tags,
  refreshRate: ZKbRefreshRate.default(KB_DEFAULT_STATIC_REFRESH_RATE),
});

export const ZKbUrlSourceInput = z.object({
  kind: z.literal('url'),
  url: httpUrl,
  /** Defaults to the page title once fetched. */
  name: name.optional(),
  tags,
  refreshRate: ZKbRefreshRate.default(KB_DEFAULT_WEB_REFRESH_RATE),
});

export const ZKbSiteSourceInput = z.object({
  kind: z.literal('site'),
  /** A start page, or a sitemap.xml (or sitemap index): the crawler tells them apart by their content. */
  url: httpUrl,
  name: name.optional(),
  maxPages: z
    .number()
    .int(kbMaxPagesMessage(KB_CRAWL_MAX_PAGES))
    .min(1, kbMaxPagesMessage(KB_CRAWL_MAX_PAGES))
    .max(KB_CRAWL_MAX_PAGES, kbMaxPagesMessage(KB_CRAWL_MAX_PAGES))
    .default(KB_CRAWL_DEFAULT_MAX_PAGES),
  maxDepth: z
    .number()
    .int(kbMaxDepthMessage(KB_CRAWL_MAX_DEPTH))
    .min(0, kbMaxDepthMessage(KB_CRAWL_MAX_DEPTH))
    .max(KB_CRAWL_MAX_DEPTH, kbMaxDepthMessage(KB_CRAWL_MAX_DEPTH))
    .default(KB_CRAWL_DEFAULT_MAX_DEPTH),
  tags,
  refreshRate: ZKbRefreshRate.default(KB_DEFAULT_WEB_REFRESH_RATE),
});

export const ZKbFileSourceInput = z.object({
  kind: z.literal('file'),
  /** The uploaded file's name; its extension must be an allowed one. */
  name: name.refine((v) => kbFileExtension(v) !== null, onlyFilesMessage(KB_ALLOWED_FILE_EXTENSIONS)),
  /** The upload operation's answer `data.url`. */
  fileUrl: z.string().trim().min(1, KB_FILE_URL_REQUIRED).max(4096),
  tags,
  refreshRate: ZKbRefreshRate.default(KB_DEFAULT_STATIC_REFRESH_RATE),
});

export const ZKbSourceInput = z.discriminatedUnion('kind', [
  ZKbTextSourceInput,
  ZKbUrlSourceInput,
  ZKbSiteSourceInput,
  ZKbFileSourceInput,
]);
export type TKbSourceInput = z.infer<typeof ZKbSourceInput>;
export type TKbSourceInputIn = z.input<typeof ZKbSourceInput>;
