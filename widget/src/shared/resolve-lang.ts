/**
 * The language of the widget's own texts: the agent's `lang` (ISO 639-1), or for `automatic` the
 * browser's, when we have texts for it; else English.
 */
export function resolveLang<L extends string>(
  lang: string | undefined,
  browserLanguage: string,
  supported: readonly L[],
): L | 'en' {
  const wanted = (!lang || lang === 'automatic' ? browserLanguage : lang).slice(0, 2).toLowerCase();
  return (supported as readonly string[]).includes(wanted) ? (wanted as L) : 'en';
}
