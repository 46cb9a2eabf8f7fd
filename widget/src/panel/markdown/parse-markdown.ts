/**
 * A small markdown reader for chat answers, producing a tree of plain data (never HTML): paragraphs
 * with line breaks, headings, fenced code, bullet and numbered lists, quotes, and inline **bold**,
 * *italic*, `code` and links. Raw HTML is not special: it stays text. Unclosed constructs (an answer
 * still streaming) degrade to text or run to the end, never to markup.
 */
import { safeLinkHref } from './safe-link-href';

export type TInline =
  | { kind: 'text'; text: string }
  | { kind: 'break' }
  | { kind: 'code'; text: string }
  | { kind: 'strong'; children: TInline[] }
  | { kind: 'em'; children: TInline[] }
  | { kind: 'link'; href: string; children: TInline[] };

export type TBlock =
  | { kind: 'paragraph'; children: TInline[] }
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: TInline[] }
  | { kind: 'code'; lang: string; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: TInline[][] }
  | { kind: 'quote'; children: TInline[] }
  | { kind: 'rule' };

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w+#.-]*)[^`]*$/;
// Linear-time patterns only (answers are untrusted and may be long): a heading's closing #s and a
// thematic break are recognised in code, not by backtracking regular expressions.
const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*)$/;
const BULLET = /^ {0,3}[-*+]\s+(.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;
/** A thematic break: up to 3 spaces, then three or more of one of - * _ with only spaces between. */
function isRule(line: string): boolean {
  const text = line.replace(/^ {0,3}/, '');
  const mark = text[0];
  if (mark !== '-' && mark !== '*' && mark !== '_') return false;
  let count = 0;
  for (const c of text) {
    if (c === mark) count++;
    else if (c !== ' ' && c !== '\t') return false;
  }
  return count >= 3;
}

/** A heading's text without its optional closing sequence of #s ("## Title ##" → "Title"). */
function headingText(raw: string): string {
  let end = raw.length;
  while (end > 0 && (raw[end - 1] === ' ' || raw[end - 1] === '\t')) end--;
  let hashes = end;
  while (hashes > 0 && raw[hashes - 1] === '#') hashes--;
  if (hashes < end && (hashes === 0 || raw[hashes - 1] === ' ' || raw[hashes - 1] === '\t')) end = hashes;
  while (end > 0 && (raw[end - 1] === ' ' || raw[end - 1] === '\t')) end--;
  return raw.slice(0, end);
}
const CONTINUATION = /^\s{2,}\S/;
const MAX_DEPTH = 6;

export function parseMarkdown(source: string): TBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: TBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trim().startsWith(marker)) body.push(lines[i++]!);
      i++; // the closing fence (or past the end while still streaming)
      blocks.push({ kind: 'code', lang: fence[2] ?? '', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6,
        children: parseInline(headingText(heading[2]!)),
      });
      i++;
      continue;
    }
    if (isRule(line)) {
      blocks.push({ kind: 'rule' });
      i++;
      continue;
    }
    const bullet = BULLET.exec(line);
    const ordered = ORDERED.exec(line);
    if (bullet || ordered) {
      const isOrdered = !bullet;
      const pattern = isOrdered ? ORDERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i]!;
        const item = pattern.exec(current);
        if (item) items.push(item[isOrdered ? 2 : 1]!);
        else if (items.length && CONTINUATION.test(current)) items[items.length - 1] += '\n' + current.trim();
        else break;
        i++;
      }
      blocks.push({
        kind: 'list',
        ordered: isOrdered,
        start: ordered ? Number(ordered[1]) : 1,
        items: items.map((item) => parseInline(item)),
      });
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) body.push(QUOTE.exec(lines[i++]!)![1]!);
      blocks.push({ kind: 'quote', children: parseInline(body.join('\n')) });
      continue;
    }
    const body: string[] = [];
    while (i < lines.length) {
      const current = lines[i]!;
      const interrupts =
        FENCE.test(current) || HEADING.test(current) || BULLET.test(current) || QUOTE.test(current) || isRule(current);
      // A numbered list interrupts a paragraph only when it starts at 1 ("Steps:\n1. …"), not "2024. was …".
      if (!current.trim() || interrupts || ORDERED.exec(current)?.[1] === '1') break;
      body.push(current.trim());
      i++;
    }
    blocks.push({ kind: 'paragraph', children: parseInline(body.join('\n')) });
  }
  return blocks;
}

const ESCAPABLE = /[!-/:-@[-`{-~]/;
const LINK = /^\[([^\]\n]*)\]\(\s*<?([^\s()<>]*(?:\([^\s()<>]*\)[^\s()<>]*)*)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/;
const ANGLE_LINK = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/;
const BARE_URL = /^https?:\/\/[^\s<>"]+/;

/**
 * Where a closing emphasis marker is: not escaped, not in a code span, not after a space. `none`
 * remembers, per marker, from where on there is no closing one at all, so a text full of unmatched
 * markers is scanned once rather than once per marker.
 */
function findClosing(src: string, from: number, marker: string, none: Map<string, number>): number {
  if (from >= (none.get(marker) ?? Infinity)) return -1;
  for (let j = from; j < src.length; j++) {
    const c = src[j];
    if (c === '\\') {
      j++;
      continue;
    }
    if (c === '`') {
      const end = src.indexOf('`', j + 1);
      if (end !== -1) j = end;
      continue;
    }
    if (src.startsWith(marker, j)) {
      // A single * or _ must not be half of a double one.
      if (marker.length === 1 && src[j + 1] === marker) {
        j++;
        continue;
      }
      if (j > from && !/\s/.test(src[j - 1]!)) return j;
    }
  }
  none.set(marker, Math.min(from, none.get(marker) ?? Infinity));
  return -1;
}

/** Trailing punctuation of a bare URL belongs to the sentence, and so does an unbalanced ')'. */
function trimUrl(url: string): string {
  let end = url.length;
  while (end > 0) {
    const c = url[end - 1]!;
    if ('.,;:!?\'"*_'.includes(c)) end--;
    else if (c === ')' && (url.slice(0, end).match(/\(/g) ?? []).length < (url.slice(0, end).match(/\)/g) ?? []).length)
      end--;
    else break;
  }
  return url.slice(0, end);
}

export function parseInline(src: string, depth = 0): TInline[] {
  const noClosing = new Map<string, number>();
  const out: TInline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  const push = (node: TInline) => {
    flush();
    out.push(node);
  };
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    const next = src[i + 1] ?? '';
    if (c === '\\' && ESCAPABLE.test(next)) {
      text += next;
      i += 2;
      continue;
    }
    if (c === '\n') {
      push({ kind: 'break' });
      i++;
      continue;
    }
    if (c === '`') {
      const run = /^`+/.exec(src.slice(i))![0];
      const end = src.indexOf(run, i + run.length);
      if (end !== -1) {
        push({ kind: 'code', text: src.slice(i + run.length, end).replace(/^ (.+) $/, '$1') });
        i = end + run.length;
        continue;
      }
      text += run;
      i += run.length;
      continue;
    }
    if (depth < MAX_DEPTH && (c === '*' || c === '_')) {
      const double = next === c;
      const marker = double ? c + c : c;
      const start = i + marker.length;
      const before = src[i - 1] ?? ' ';
      const opensWord = !/\s/.test(src[start] ?? ' ') && (c === '*' || !/\w/.test(before));
      const end = opensWord ? findClosing(src, start, marker, noClosing) : -1;
      const closesWord = end !== -1 && (c === '*' || !/\w/.test(src[end + marker.length] ?? ' '));
      if (end > start && closesWord) {
        const children = parseInline(src.slice(start, end), depth + 1);
        push(double ? { kind: 'strong', children } : { kind: 'em', children });
        i = end + marker.length;
        continue;
      }
      text += marker;
      i += marker.length;
      continue;
    }
    if (c === '[' || (c === '!' && next === '[')) {
      const image = c === '!';
      const link = LINK.exec(src.slice(image ? i + 1 : i));
      if (link) {
        const label = link[1] || link[2]!;
        const href = safeLinkHref(link[2]!);
        const children = depth < MAX_DEPTH ? parseInline(label, depth + 1) : [{ kind: 'text' as const, text: label }];
        // An unsafe address keeps its words visible but is never a link.
        if (href) push({ kind: 'link', href, children });
        else children.forEach(push);
        i += link[0].length + (image ? 1 : 0);
        continue;
      }
    }
    if (c === '<') {
      const angle = ANGLE_LINK.exec(src.slice(i));
      const href = angle && safeLinkHref(angle[1]!);
      if (angle && href) {
        push({ kind: 'link', href, children: [{ kind: 'text', text: angle[1]! }] });
        i += angle[0].length;
        continue;
      }
    }
    if (c === 'h' && !/\w/.test(src[i - 1] ?? ' ')) {
      const bare = BARE_URL.exec(src.slice(i));
      const url = bare && trimUrl(bare[0]);
      const href = url && safeLinkHref(url);
      if (url && href) {
        push({ kind: 'link', href, children: [{ kind: 'text', text: url }] });
        i += url.length;
        continue;
      }
    }
    text += c;
    i++;
  }
  flush();
  return out;
}
