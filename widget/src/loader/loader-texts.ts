import { resolveLang } from '../shared/resolve-lang';

/** The loader's own texts (button labels for screen readers), per agent language. */
export interface TLoaderTexts {
  open: string;
  close: string;
  dismiss: string;
  /** Appended to the launcher's label when the badge shows, e.g. "Open chat (2 new)". */
  newCount: (n: number) => string;
}

const TEXTS = {
  en: { open: 'Open chat', close: 'Close chat', dismiss: 'Dismiss message', fresh: 'new' },
  de: { open: 'Chat öffnen', close: 'Chat schließen', dismiss: 'Nachricht ausblenden', fresh: 'neu' },
  fr: { open: 'Ouvrir le chat', close: 'Fermer le chat', dismiss: 'Masquer le message', fresh: 'nouveau' },
  es: { open: 'Abrir chat', close: 'Cerrar chat', dismiss: 'Descartar mensaje', fresh: 'nuevo' },
  it: { open: 'Apri chat', close: 'Chiudi chat', dismiss: 'Chiudi messaggio', fresh: 'nuovo' },
  nl: { open: 'Chat openen', close: 'Chat sluiten', dismiss: 'Bericht sluiten', fresh: 'nieuw' },
  pt: { open: 'Abrir chat', close: 'Fechar chat', dismiss: 'Dispensar mensagem', fresh: 'novo' },
};
type TLang = keyof typeof TEXTS;

export function loaderTexts(lang: string | undefined, browserLanguage: string): TLoaderTexts {
  const texts = TEXTS[resolveLang(lang, browserLanguage, Object.keys(TEXTS) as TLang[])];
  return { ...texts, newCount: (n) => `(${n} ${texts.fresh})` };
}
