/**
 * The sources shown under an answer. When the answer cites passages by number ([1], [2] — as the grounding
 * instructions ask), only those; when it cites none (a model that ignores the instruction, offline mode),
 * every passage it was given. One per document and page, in passage order; only http(s) page addresses.
 */
import type { TChatCitation } from '../chat/conversation';
import { kbCitations, type TKbPassage } from './passages';

const MARKER = /\[(\d{1,3})\]/g;

export function answerCitations(answer: string, passages: readonly TKbPassage[]): TChatCitation[] {
  if (!passages.length) return [];
  const cited = new Set([...answer.matchAll(MARKER)].map((m) => Number(m[1])));
  const used = passages.filter((p) => cited.has(p.number));
  return kbCitations(used.length ? used : passages).map((c) => ({
    name: c.name,
    ...(c.url && /^https?:\/\//i.test(c.url) ? { url: c.url } : {}),
  }));
}
