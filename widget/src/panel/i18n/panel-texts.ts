import { resolveLang } from '../../shared/resolve-lang';

/**
 * The panel's own words, in the agent's language (or the browser's for `automatic`), English
 * otherwise. Messages of the service itself (blocked, connection lost, server errors) come from core
 * or the server as they are.
 */
export interface TPanelTexts {
  placeholder: string;
  send: string;
  offline: string;
  retry: string;
  close: string;
  restart: string;
  typing: string;
  interrupted: string;
  conversation: string;
  loading: string;
  charsLeft: (n: number) => string;
}

type TWords = Omit<TPanelTexts, 'charsLeft'> & { left: string };

const TEXTS: Record<'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt', TWords> = {
  en: {
    placeholder: 'Type your message…',
    send: 'Send',
    offline: 'Offline mode',
    retry: 'Retry',
    close: 'Close chat',
    restart: 'Restart',
    typing: 'Typing…',
    interrupted: 'Answer interrupted',
    conversation: 'Conversation',
    loading: 'Loading…',
    left: 'characters left',
  },
  de: {
    placeholder: 'Nachricht eingeben…',
    send: 'Senden',
    offline: 'Offline-Modus',
    retry: 'Erneut versuchen',
    close: 'Chat schließen',
    restart: 'Neu starten',
    typing: 'Schreibt…',
    interrupted: 'Antwort unterbrochen',
    conversation: 'Unterhaltung',
    loading: 'Wird geladen…',
    left: 'Zeichen übrig',
  },
  fr: {
    placeholder: 'Écrivez votre message…',
    send: 'Envoyer',
    offline: 'Mode hors ligne',
    retry: 'Réessayer',
    close: 'Fermer le chat',
    restart: 'Recommencer',
    typing: 'En train d’écrire…',
    interrupted: 'Réponse interrompue',
    conversation: 'Conversation',
    loading: 'Chargement…',
    left: 'caractères restants',
  },
  es: {
    placeholder: 'Escribe tu mensaje…',
    send: 'Enviar',
    offline: 'Modo sin conexión',
    retry: 'Reintentar',
    close: 'Cerrar chat',
    restart: 'Reiniciar',
    typing: 'Escribiendo…',
    interrupted: 'Respuesta interrumpida',
    conversation: 'Conversación',
    loading: 'Cargando…',
    left: 'caracteres restantes',
  },
  it: {
    placeholder: 'Scrivi il tuo messaggio…',
    send: 'Invia',
    offline: 'Modalità offline',
    retry: 'Riprova',
    close: 'Chiudi chat',
    restart: 'Ricomincia',
    typing: 'Sta scrivendo…',
    interrupted: 'Risposta interrotta',
    conversation: 'Conversazione',
    loading: 'Caricamento…',
    left: 'caratteri rimasti',
  },
  nl: {
    placeholder: 'Typ je bericht…',
    send: 'Versturen',
    offline: 'Offlinemodus',
    retry: 'Opnieuw proberen',
    close: 'Chat sluiten',
    restart: 'Opnieuw beginnen',
    typing: 'Aan het typen…',
    interrupted: 'Antwoord onderbroken',
    conversation: 'Gesprek',
    loading: 'Laden…',
    left: 'tekens over',
  },
  pt: {
    placeholder: 'Escreva a sua mensagem…',
    send: 'Enviar',
    offline: 'Modo offline',
    retry: 'Tentar novamente',
    close: 'Fechar chat',
    restart: 'Recomeçar',
    typing: 'A escrever…',
    interrupted: 'Resposta interrompida',
    conversation: 'Conversa',
    loading: 'A carregar…',
    left: 'caracteres restantes',
  },
};

export function panelTexts(lang: string | undefined, browserLanguage: string): TPanelTexts {
  const words = TEXTS[resolveLang(lang, browserLanguage, Object.keys(TEXTS) as (keyof typeof TEXTS)[])];
  return { ...words, charsLeft: (n) => `${n} ${words.left}` };
}
