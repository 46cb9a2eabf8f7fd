/** Pure rules the knowledge pipeline applies: refresh due dates, the plan's character limit, tags. */
import { KB_DEFAULT_MAX_DOCS_CHAR_COUNT, KB_REFRESH_RATE_MS, type TKbRefreshRate } from './kb-limits';
import { kbCharLimitMessage, kbOnlyPredefinedTags } from './kb-messages';

/** When a source is next due for a refresh (unix ms), or null if it never is. */
export function kbNextRefreshAt(doc: { refreshRate: TKbRefreshRate; lastFetchedAt?: number | null }): number | null {
  const every = KB_REFRESH_RATE_MS[doc.refreshRate];
  if (every === null) return null;
  return (doc.lastFetchedAt ?? 0) + every;
}

export function isKbRefreshDue(doc: { refreshRate: TKbRefreshRate; lastFetchedAt?: number | null }, now: number): boolean {
  const next = kbNextRefreshAt(doc);
  return next !== null && next <= now;
}

/**
 * The workspace's `maxKbDocsCharCount` (workspaces-and-billing §3): the message when adding `adding`
 * characters to `used` would pass the limit, else null. No limit (undefined, or not a finite number) allows all.
 */
export function kbCharLimitError(args: { used: number; adding: number; limit?: number | null }): string | null {
  const { limit } = args;
  if (limit === undefined || limit === null || !Number.isFinite(limit)) return null;
  return args.used + args.adding > limit ? kbCharLimitMessage(limit) : null;
}

/** With 'Allow Only Predefined Tags' set, every tag must be one of the org's predefined tags. */
export function kbTagsError(tags: readonly string[], org: { predefinedTags?: readonly string[]; onlyPredefined?: boolean }): string | null {
  if (!org.onlyPredefined) return null;
  const allowed = org.predefinedTags ?? [];
  return tags.every((t) => allowed.includes(t)) ? null : kbOnlyPredefinedTags(allowed);
}

/** The workspace's `maxKbDocsCharCount`: its custom plan's limit, else the default. */
export function kbCharLimitOf(workspace: {
  internal?: { customPlan?: { limits?: { maxKbDocsCharCount?: number | undefined } | undefined } | undefined } | undefined;
}): number {
  return workspace.internal?.customPlan?.limits?.maxKbDocsCharCount ?? KB_DEFAULT_MAX_DOCS_CHAR_COUNT;
}
