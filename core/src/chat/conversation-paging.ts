import { z } from 'zod';
import { ZConversationId } from './conversation';

/**
 * The Chats tab pages conversations newest first by `lastMessageAt`, with range filters only (design §4:
 * the local Firestore ignores cursors). Several conversations can share one millisecond, so a page's
 * cursor is that instant plus the ids already shown at it: the next page reads at or before the instant
 * and leaves those out, so none is skipped and none is shown twice.
 */
export const CONVERSATIONS_CURSOR_IDS_MAX = 500;

export const ZConversationsCursor = z.object({
  before: z.number().int().positive(),
  skipIds: z.array(ZConversationId).max(CONVERSATIONS_CURSOR_IDS_MAX).default([]),
});
export type TConversationsCursor = z.infer<typeof ZConversationsCursor>;

/** How many conversations to read at or before the cursor's instant to fill a page of `limit` and know if more follow. */
export function conversationsReadLimit(cursor: TConversationsCursor | null, limit: number): number {
  return limit + (cursor?.skipIds.length ?? 0) + 1;
}

/** From conversations read newest first (at or before the cursor's instant): the page, and the next page's cursor. */
export function pageConversations<T extends { ID: string; lastMessageAt: number }>(
  rows: readonly T[],
  cursor: TConversationsCursor | null,
  limit: number,
): { page: T[]; next: TConversationsCursor | null } {
  const shown = new Set(cursor?.skipIds ?? []);
  const fresh = rows.filter((row) => !shown.has(row.ID));
  const page = fresh.slice(0, limit);
  if (fresh.length <= limit) return { page, next: null };
  const last = page.at(-1)!.lastMessageAt;
  const carried = cursor?.before === last ? cursor.skipIds : [];
  const skipIds = [...carried, ...page.filter((row) => row.lastMessageAt === last).map((row) => row.ID)];
  // Hundreds of conversations in one millisecond: the rest of that instant is passed over rather than looping.
  if (skipIds.length > CONVERSATIONS_CURSOR_IDS_MAX)
    return { page, next: last > 1 ? { before: last - 1, skipIds: [] } : null };
  return { page, next: { before: last, skipIds } };
}
