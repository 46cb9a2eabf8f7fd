/**
 * From ranked chunks to what the chat uses: passages (text with its document's name and, for web sources,
 * the page address) kept within a character budget; the grounding section of the system prompt, which
 * numbers them so the answer can cite [1], [2]; and the citations the widget shows under an answer.
 */
import { z } from 'zod';
import { KB_PASSAGE_MIN_CHARS, KB_PASSAGES_MAX_CHARS } from './kb-limits';

/** A ranked chunk with what a citation needs. `url` only for web sources (a page of a site, or a URL source). */
export interface TKbRankedChunk {
  chunkId: string;
  docId: string;
  docName: string;
  url?: string;
  titlePath: readonly string[];
  text: string;
  score: number;
  /** Per ranked list (lexical, vector), when fused. */
  ranks?: Record<string, { rank: number; score: number }>;
}

export const ZKbPassage = z.object({
  /** 1-based position, as cited in the prompt: [1], [2] … */
  number: z.number().int().min(1),
  chunkId: z.string(),
  docId: z.string(),
  docName: z.string(),
  url: z.string().optional(),
  titlePath: z.array(z.string()),
  text: z.string(),
  score: z.number(),
  ranks: z.record(z.string(), z.object({ rank: z.number(), score: z.number() })).optional(),
  /** The text was cut to fit the budget. */
  truncated: z.boolean(),
});
export type TKbPassage = z.infer<typeof ZKbPassage>;

export const ZKbCitation = z.object({
  docId: z.string(),
  name: z.string(),
  url: z.string().optional(),
});
export type TKbCitation = z.infer<typeof ZKbCitation>;

/** Cuts text at the last word boundary before `max` characters, with an ellipsis. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, Math.max(0, max - 1));
  const space = slice.search(/\s\S*$/);
  return `${(space > max / 2 ? slice.slice(0, space) : slice).trimEnd()}…`;
}

/**
 * The passages for a prompt, best first, while their texts fit in `maxChars` together. The first that does
 * not fit is cut at a word if at least KB_PASSAGE_MIN_CHARS of it fit; then the list ends.
 */
export function buildPassages(
  chunks: readonly TKbRankedChunk[],
  options: { maxChars?: number; maxPassages?: number } = {},
): TKbPassage[] {
  const budget = options.maxChars ?? KB_PASSAGES_MAX_CHARS;
  const out: TKbPassage[] = [];
  let used = 0;
  const seen = new Set<string>();
  for (const chunk of chunks) {
    if (out.length >= (options.maxPassages ?? Infinity)) break;
    if (seen.has(chunk.chunkId)) continue;
    seen.add(chunk.chunkId);
    const room = budget - used;
    const text = chunk.text.trim();
    if (!text) continue;
    const fits = text.length <= room;
    if (!fits && room < KB_PASSAGE_MIN_CHARS) break;
    const kept = fits ? text : cutAtWord(text, room);
    out.push({
      number: out.length + 1,
      chunkId: chunk.chunkId,
      docId: chunk.docId,
      docName: chunk.docName,
      ...(chunk.url ? { url: chunk.url } : {}),
      titlePath: [...chunk.titlePath],
      text: kept,
      score: chunk.score,
      ...(chunk.ranks ? { ranks: chunk.ranks } : {}),
      truncated: !fits,
    });
    used += kept.length;
    if (!fits) break;
  }
  return out;
}

/** Where a passage is from, for the prompt and previews: "Pricing guide › Plans › Team (https://…)". */
export function passageSourceLabel(passage: Pick<TKbPassage, 'docName' | 'titlePath' | 'url'>): string {
  const path = [passage.docName, ...passage.titlePath.filter((t) => t !== passage.docName)].join(' › ');
  return passage.url ? `${path} (${passage.url})` : path;
}

export const KB_GROUNDING_INSTRUCTIONS =
  'Answer from the knowledge base passages below when they are relevant to the question. ' +
  'If they do not contain the answer, say that you do not know rather than guessing. ' +
  'When you use a passage, cite it by its number in square brackets, like [1].';

/** The system-prompt section that grounds an answer; '' when there are no passages. */
export function kbGroundingSection(passages: readonly TKbPassage[]): string {
  if (!passages.length) return '';
  const blocks = passages.map((p) => `[${p.number}] ${passageSourceLabel(p)}\n${p.text}`);
  return [KB_GROUNDING_INSTRUCTIONS, 'Knowledge base passages:', ...blocks].join('\n\n');
}

/** One citation per document, in passage order: its name, and its page address for web sources. */
export function kbCitations(passages: readonly TKbPassage[]): TKbCitation[] {
  const out: TKbCitation[] = [];
  const seen = new Set<string>();
  for (const p of passages) {
    const key = `${p.docId}\n${p.url ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ docId: p.docId, name: p.docName, ...(p.url ? { url: p.url } : {}) });
  }
  return out;
}
