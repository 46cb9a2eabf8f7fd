/**
 * Splits a document's text into chunks of at most `maxChunkSize` characters (UTF-16 units, never cutting
 * a character in two), on its structure: a heading starts a new chunk; inside a section the text is packed
 * by paragraphs, and a paragraph too long for one chunk is split by lines, then sentences, then words. A
 * word is cut only when it alone is longer than a chunk. Each chunk carries the path of headings above it
 * (`titlePath`) so a passage can say where it is from. Deterministic: the same text gives the same chunks.
 *
 * Headings are markdown `#` lines (outside code fences), setext headings (a line underlined with === or
 * ---), and short ALL-CAPS lines standing alone, which rank one level below the last markdown heading.
 * Sections smaller than an eighth of a chunk are merged with their neighbours while they fit.
 */
import { KB_DEFAULT_CHUNK_OVERLAP, KB_DEFAULT_MAX_CHUNK_SIZE } from './kb-limits';

export interface TTextChunk {
  /** Position in the document, from 0. */
  index: number;
  text: string;
  /** Headings above the chunk, outermost first; [] before the first heading. */
  titlePath: string[];
}

export interface TChunkTextOptions {
  maxChunkSize?: number;
  /** Up to this many characters of whole sentences or lines repeated from the previous chunk of the same section. */
  overlap?: number;
}

interface TUnit {
  text: string;
  /** What joins it to the unit before it in the same chunk. */
  sep: string;
  heading?: boolean;
}

interface TSection {
  titlePath: string[];
  heading: string | null;
  paragraphs: string[];
}

interface TPiece {
  text: string;
  titlePath: string[];
}

const MD_HEADING = /^(#{1,6})[ \t]+(.+?)[ \t]*#*[ \t]*$/;
const FENCE = /^[ \t]*(```|~~~)/;
const SETEXT = /^[ \t]*(=+|-+)[ \t]*$/;
const LIST_ITEM = /^[ \t]*([-*+]|\d+[.)])[ \t]/;

/** Normalizes line ends and spaces the way every extractor's output ends up. */
export function normalizeChunkInput(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/[\u200B-\u200D\u2060]/g, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function isCapsTitle(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 80 || /[.,;:!?]$/.test(t) || LIST_ITEM.test(t)) return false;
  const letters = t.match(/\p{L}/gu) ?? [];
  return letters.length >= 2 && !/\p{Ll}/u.test(t) && /\p{Lu}/u.test(t);
}

function parseSections(text: string): TSection[] {
  const sections: TSection[] = [{ titlePath: [], heading: null, paragraphs: [] }];
  const stack: { level: number; title: string }[] = [];
  let lastMarkdownLevel = 0;
  let paragraph: string[] = [];
  let inFence = false;

  const current = () => sections[sections.length - 1]!;
  const startSection = (level: number, title: string, line: string) => {
    while (stack.length && stack[stack.length - 1]!.level >= level) stack.pop();
    stack.push({ level, title });
    sections.push({ titlePath: stack.map((h) => h.title), heading: line, paragraphs: [] });
  };
  const flush = () => {
    if (!paragraph.length) return;
    const first = paragraph[0]!;
    if (paragraph.length === 1 && isCapsTitle(first)) {
      startSection(Math.min(6, lastMarkdownLevel + 1), first.trim(), first.trim());
    } else {
      current().paragraphs.push(paragraph.join('\n'));
    }
    paragraph = [];
  };

  for (const line of text.split('\n')) {
    if (FENCE.test(line)) {
      inFence = !inFence;
      paragraph.push(line);
      continue;
    }
    if (inFence) {
      paragraph.push(line);
      continue;
    }
    const heading = MD_HEADING.exec(line);
    if (heading) {
      flush();
      lastMarkdownLevel = heading[1]!.length;
      startSection(lastMarkdownLevel, heading[2]!.trim(), line.trim());
      continue;
    }
    if (SETEXT.test(line) && paragraph.length === 1 && line.trim().length >= 3 && !LIST_ITEM.test(paragraph[0]!)) {
      const title = paragraph[0]!.trim();
      paragraph = [];
      lastMarkdownLevel = line.trim().startsWith('=') ? 1 : 2;
      startSection(lastMarkdownLevel, title, title);
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return sections.filter((s) => s.heading !== null || s.paragraphs.length > 0);
}

const splitLines = (text: string) => text.split('\n').filter((l) => l.trim() !== '');
const splitSentences = (text: string) =>
  text.split(/(?<=[.!?…]["'”’)\]]*)\s+|(?<=[。！？])/u).filter((s) => s.trim() !== '');
const splitWords = (text: string) => text.split(/\s+/).filter(Boolean);
const SPLITTERS = [splitLines, splitSentences, splitWords];
const JOINERS = ['\n', ' ', ' '];

/** Cuts text into pieces of at most `max` UTF-16 units without splitting a surrogate pair. */
function hardCut(text: string, max: number): string[] {
  const out: string[] = [];
  let piece = '';
  for (const char of text) {
    if (piece.length + char.length > max && piece) {
      out.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) out.push(piece);
  return out;
}

/** A paragraph as units of at most `max` characters each. */
function explode(text: string, max: number, firstSep: string, level: number): TUnit[] {
  if (text.length <= max) return [{ text, sep: firstSep }];
  for (let l = level; l < SPLITTERS.length; l++) {
    const parts = SPLITTERS[l]!(text);
    if (parts.length > 1) {
      return parts.flatMap((part, i) => explode(part, max, i === 0 ? firstSep : JOINERS[l]!, l + 1));
    }
  }
  return hardCut(text.trim(), max).map((part, i) => ({ text: part, sep: i === 0 ? firstSep : '' }));
}

const joinUnits = (units: TUnit[]) => units.map((u, i) => (i === 0 ? u.text : u.sep + u.text)).join('');
const unitsLength = (units: TUnit[]) => units.reduce((n, u, i) => n + u.text.length + (i === 0 ? 0 : u.sep.length), 0);

/** Packs one section's units greedily into pieces of at most `max` characters. */
function packSection(section: TSection, max: number, overlap: number): TPiece[] {
  const units: TUnit[] = [];
  if (section.heading) units.push(...explode(section.heading, max, '\n\n', 0).map((u) => ({ ...u, heading: true })));
  for (const paragraph of section.paragraphs) units.push(...explode(paragraph, max, '\n\n', 0));

  const pieces: TPiece[] = [];
  let current: TUnit[] = [];
  let length = 0;
  const flush = () => {
    // A chunk holding only the heading says nothing the next chunk's titlePath does not.
    if (current.length && !current.every((u) => u.heading)) {
      pieces.push({ text: joinUnits(current), titlePath: section.titlePath });
    }
  };
  for (const unit of units) {
    const added = current.length ? unit.sep.length + unit.text.length : unit.text.length;
    if (current.length && length + added > max) {
      const previous = current;
      flush();
      current = [];
      // Overlap: whole trailing units of the previous chunk, if they and this unit fit.
      if (overlap > 0) {
        const tail: TUnit[] = [];
        for (let i = previous.length - 1; i > 0; i--) {
          const u = previous[i]!;
          if (u.heading || unitsLength([u, ...tail]) > overlap) break;
          tail.unshift(u);
        }
        if (tail.length && unitsLength([...tail, unit]) <= max) current = tail;
      }
      length = unitsLength(current);
    }
    current.push(unit);
    length = unitsLength(current);
  }
  flush();
  if (!pieces.length && current.length) pieces.push({ text: joinUnits(current), titlePath: section.titlePath });
  return pieces;
}

export function chunkText(text: string, options: TChunkTextOptions = {}): TTextChunk[] {
  const max = Math.max(1, Math.floor(options.maxChunkSize ?? KB_DEFAULT_MAX_CHUNK_SIZE));
  const overlap = Math.max(0, Math.min(Math.floor(options.overlap ?? KB_DEFAULT_CHUNK_OVERLAP), Math.floor(max / 2)));
  const normalized = normalizeChunkInput(text);
  if (!normalized) return [];

  const pieces = parseSections(normalized).flatMap((s) => packSection(s, max, overlap));

  // Merge small neighbouring pieces while they fit; the path of the larger part names the result.
  const small = Math.floor(max / 8);
  const merged: { text: string; titlePath: string[]; pathWeight: number }[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    const fits = last !== undefined && last.text.length + 2 + piece.text.length <= max;
    if (last && fits && (last.text.length < small || piece.text.length < small)) {
      last.text = `${last.text}\n\n${piece.text}`;
      if (piece.text.length > last.pathWeight) {
        last.titlePath = piece.titlePath;
        last.pathWeight = piece.text.length;
      }
    } else {
      merged.push({ text: piece.text, titlePath: piece.titlePath, pathWeight: piece.text.length });
    }
  }
  return merged
    .map((m) => ({ text: m.text.trim(), titlePath: m.titlePath }))
    .filter((m) => m.text !== '')
    .map((m, index) => ({ index, text: m.text, titlePath: m.titlePath }));
}

/** The text a chunk is indexed under: its document's name and heading path make it findable by topic. */
export function chunkSearchText(chunk: { text: string; titlePath: readonly string[] }, docName = ''): string {
  return [docName, ...chunk.titlePath, chunk.text].filter(Boolean).join('\n');
}
