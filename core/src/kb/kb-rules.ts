/** Pure rules the knowledge pipeline applies: refresh due dates, the plan's character limit, tags. */
import { KB_DEFAULT_MAX_DOCS_CHAR_COUNT, KB_REFRESH_RATE_MS, type TKbRefreshRate } from './kb-limits';
import type { TOrgTagSettings } from '../orgs/org-tag-settings';
import type { TKbTagRules } from './kb-calls';
import { kbCharLimitMessage, kbOnlyPredefinedTags } from './kb-messages';

/** When a source is next due for a refresh (unix ms), or null if it never is. */
export function kbNextRefreshAt(doc: { refreshRate: TKbRefreshRate; lastFetchedAt?: number | null }): number | null {
  const every = KB_REFRESH_RATE_MS[doc.refreshRate];
  if (every === null) return null;
  return (doc.lastFetchedAt ?? 0) + every;
}

export function isKbRefreshDue(
  doc: { refreshRate: TKbRefreshRate; lastFetchedAt?: number | null },
  now: number,
): boolean {
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

/** The tag rules of an agent's knowledge: its organisation's, or none (any tag) for an agent no org owns. */
export function kbTagRulesOf(org: TOrgTagSettings | null): TKbTagRules {
  if (!org) return { predefinedTags: [], onlyPredefined: false };
  const predefinedTags = [...new Set(org.predefinedTags.map((t) => t.trim()).filter(Boolean))];
  return { predefinedTags, onlyPredefined: org.disallowAnyTags };
}

/** With 'Allow Only Predefined Tags' set, every tag must be one of the org's predefined tags. */
export function kbTagsError(tags: readonly string[], rules: TKbTagRules): string | null {
  if (!rules.onlyPredefined) return null;
  const allowed = rules.predefinedTags;
  return tags.every((t) => allowed.includes(t)) ? null : kbOnlyPredefinedTags(allowed);
}

/** The workspace's `maxKbDocsCharCount`: its custom plan's limit, else the default. */
export function kbCharLimitOf(workspace: {
  internal?:
    { customPlan?: { limits?: { maxKbDocsCharCount?: number | undefined } | undefined } | undefined } | undefined;
}): number {
  return workspace.internal?.customPlan?.limits?.maxKbDocsCharCount ?? KB_DEFAULT_MAX_DOCS_CHAR_COUNT;
}
