import type { TChatCitation } from '@parley/core/chat/conversation';
import { safeLinkHref } from '../markdown/safe-link-href';

/** Sources shown under one answer, at most. */
export const CITATIONS_MAX = 10;
const NAME_MAX = 200;

/**
 * The sources of an answer from the chat stream or the browser's storage, checked by hand (the panel
 * does not bundle zod): names as plain strings, links only http(s). Undefined when there are none.
 */
export function readCitations(value: unknown): TChatCitation[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: TChatCitation[] = [];
  for (const item of value.slice(0, CITATIONS_MAX)) {
    const c = item as { name?: unknown; url?: unknown } | null;
    if (typeof c !== 'object' || c === null || typeof c.name !== 'string' || !c.name.trim()) continue;
    const href = typeof c.url === 'string' ? safeLinkHref(c.url) : null;
    out.push({ name: c.name.slice(0, NAME_MAX), ...(href && /^https?:/i.test(href) ? { url: href } : {}) });
  }
  return out.length ? out : undefined;
}
