import { describe, expect, it } from 'vitest';
import {
  CONVERSATIONS_CURSOR_IDS_MAX,
  conversationsReadLimit,
  pageConversations,
  type TConversationsCursor,
} from './conversation-paging';

const id = (n: number) => `c${String(n).padStart(23, '0')}`;
/** Conversations newest first; several share an instant. */
const all = [500, 400, 400, 400, 400, 300, 200, 200].map((lastMessageAt, i) => ({ ID: id(i), lastMessageAt }));

/** What the store answers: at or before the cursor's instant, newest first, up to the read limit. */
function read(cursor: TConversationsCursor | null, limit: number) {
  return all.filter((c) => !cursor || c.lastMessageAt <= cursor.before).slice(0, conversationsReadLimit(cursor, limit));
}

function pageThrough(limit: number) {
  const seen: string[] = [];
  let cursor: TConversationsCursor | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const result: { page: typeof all; next: TConversationsCursor | null } = pageConversations(
      read(cursor, limit),
      cursor,
      limit,
    );
    seen.push(...result.page.map((c) => c.ID));
    if (!result.next) return seen;
    cursor = result.next;
  }
  throw new Error('paging did not end');
}

describe('pageConversations', () => {
  it('shows every conversation once, in order, whatever the page size, when many share an instant', () => {
    for (const limit of [1, 2, 3, 4, 5, 8, 25])
      expect(pageThrough(limit), `limit ${limit}`).toEqual(all.map((c) => c.ID));
  });

  it('carries the ids shown at an instant across pages that stay on it', () => {
    const first = pageConversations(read(null, 2), null, 2);
    expect(first.next).toEqual({ before: 400, skipIds: [id(1)] });
    const second = pageConversations(read(first.next, 2), first.next, 2);
    expect(second.page.map((c) => c.ID)).toEqual([id(2), id(3)]);
    expect(second.next).toEqual({ before: 400, skipIds: [id(1), id(2), id(3)] });
  });

  it('ends with no cursor on the last page', () => {
    expect(pageConversations(all, null, all.length).next).toBeNull();
    expect(pageConversations([], null, 10)).toEqual({ page: [], next: null });
  });

  it('passes over the rest of an instant rather than carry more ids than a cursor holds', () => {
    const crowd = Array.from({ length: CONVERSATIONS_CURSOR_IDS_MAX + 2 }, (_, i) => ({
      ID: id(i),
      lastMessageAt: 700,
    }));
    const cursor = { before: 700, skipIds: crowd.slice(0, CONVERSATIONS_CURSOR_IDS_MAX).map((c) => c.ID) };
    const { page, next } = pageConversations([...crowd, { ID: id(9999), lastMessageAt: 600 }], cursor, 1);
    expect(page.map((c) => c.ID)).toEqual([id(CONVERSATIONS_CURSOR_IDS_MAX)]);
    expect(next).toEqual({ before: 699, skipIds: [] });
  });
});
