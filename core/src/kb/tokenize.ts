/**
 * The tokenizer of lexical search: lower case, diacritics stripped (é → e, ß → ss), split into runs of
 * Unicode letters and digits, English stopwords dropped, each word stemmed (`stemToken`). Runs of
 * Chinese or Japanese characters, which have no spaces, become overlapping character pairs.
 * Bump KB_TOKENIZER_VERSION whenever the output for some text changes: stored indexes record it.
 */
import { ENGLISH_STOPWORDS } from './english-stopwords';
import { stemToken } from './stem-token';

export const KB_TOKENIZER_VERSION = 1;

/** Longer runs (hashes, base64, URLs glued together) are noise, not words. */
const MAX_TOKEN_LENGTH = 40;
const NON_ASCII = /[^\t-~]/; // anything but tab…tilde (ASCII letters, digits, punctuation, spaces)
const MARKS = /\p{M}+/gu;
const SPECIAL_LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th', ı: 'i' };
const SPECIAL = /[ßæœøłđþı]/g;
const WORD = /[\p{L}\p{N}]+/gu;
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

/** Lower case without diacritics. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(SPECIAL, (c) => SPECIAL_LETTERS[c] ?? c);
}

export function tokenize(text: string): string[] {
  const out: string[] = [];
  const folded = foldText(text);
  for (const match of folded.matchAll(WORD)) {
    const word = match[0];
    if (word.length > MAX_TOKEN_LENGTH) continue;
    if (word.length > 1 && CJK.test(word)) {
      pushCjk(word, out);
      continue;
    }
    if (word.length === 1 && !/[0-9]/.test(word)) continue;
    if (ENGLISH_STOPWORDS.has(word)) continue;
    out.push(stemToken(word));
  }
  return out;
}

/** A run mixing CJK and other letters: CJK parts as character pairs, the rest as words. */
function pushCjk(word: string, out: string[]): void {
  const chars = Array.from(word);
  let latin = '';
  let cjk: string[] = [];
  const flushCjk = () => {
    if (cjk.length === 1) out.push(cjk[0]!);
    for (let i = 0; i + 1 < cjk.length; i++) out.push(cjk[i]! + cjk[i + 1]!);
    cjk = [];
  };
  const flushLatin = () => {
    if (latin.length > 1 && !ENGLISH_STOPWORDS.has(latin)) out.push(stemToken(latin));
    latin = '';
  };
  for (const c of chars) {
    if (CJK.test(c)) {
      flushLatin();
      cjk.push(c);
    } else {
      flushCjk();
      latin += c;
    }
  }
  flushCjk();
  flushLatin();
}
