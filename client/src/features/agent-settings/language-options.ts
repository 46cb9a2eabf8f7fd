import { AUTOMATIC_LANG, ISO_639_1_CODES } from '@parley/core';

export interface TLanguageOption {
  value: string;
  label: string;
}

let cached: TLanguageOption[] | null = null;

/** The ISO 639-1 languages named in English by the browser ('German (de)'), by name. */
export function languageOptions(): TLanguageOption[] {
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'language' });
  } catch {
    names = null;
  }
  cached = ISO_639_1_CODES.map((code) => ({ value: code, label: `${names?.of(code) ?? code} (${code})` })).sort(
    (a, b) => a.label.localeCompare(b.label, 'en'),
  );
  return cached;
}

/** The same, with `automatic` (the visitor's language) first. */
export function agentLanguageOptions(): TLanguageOption[] {
  return [{ value: AUTOMATIC_LANG, label: 'Automatic (the visitor’s language)' }, ...languageOptions()];
}
