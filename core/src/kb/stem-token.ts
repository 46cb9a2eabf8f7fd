/**
 * A light English stemmer in the spirit of Porter's step 1 (plurals, -ed, -ing) plus -ly and a final -e:
 * it maps inflections of a word to one stem ("refunds", "refunded", "refunding" → "refund";
 * "policies" → "polici"…"policy" → "polici"). Stems need not be words; they only need to agree.
 * Only plain a–z words longer than three letters are touched.
 */
const VOWEL = /[aeiouy]/;
const DOUBLE_CONSONANT = /([^aeiouylsz])\1$/;

export function stemToken(token: string): string {
  if (token.length <= 3 || !/^[a-z]+$/.test(token)) return token;
  let w = token;

  // Plurals and third person: sses → ss, ies → i, s → '' (not ss, us, is).
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);

  // -eed → -ee; -ed and -ing when what is left has a vowel.
  let strippedVerb = false;
  if (w.endsWith('eed')) {
    if (w.length > 4) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && w.length > 4 && VOWEL.test(w.slice(0, -2))) {
    w = w.slice(0, -2);
    strippedVerb = true;
  } else if (w.endsWith('ing') && w.length > 5 && VOWEL.test(w.slice(0, -3))) {
    w = w.slice(0, -3);
    strippedVerb = true;
  }
  if (strippedVerb && DOUBLE_CONSONANT.test(w)) w = w.slice(0, -1);

  // -ly adverbs after a consonant ("quickly" → "quick"; not "family", "supply").
  if (w.endsWith('ly') && w.length > 6 && !VOWEL.test(w.charAt(w.length - 3))) w = w.slice(0, -2);
  // Final y → i ("policy" and "policies" meet at "polici").
  if (w.endsWith('y') && w.length > 3 && !VOWEL.test(w.charAt(w.length - 2))) w = `${w.slice(0, -1)}i`;
  // Final e ("make" and "making" meet at "mak").
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}
