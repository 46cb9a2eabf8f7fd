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
  /** Handoff (enableHumanHandoff): there is no live-agent inbox yet, and the panel says so plainly. */
  handoffRecorded: string;
  handoffPending: string;
  handoffFailed: string;
  helpful: string;
  notHelpful: string;
  /** Heading of the knowledge sources under an answer. */
  sources: string;
  startChat: string;
  sections: string;
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
    handoffRecorded:
      'No one is available to chat live yet. Your request is saved with this conversation, so the team can follow up.',
    handoffPending: 'Write your question below: your request for a person is saved with it.',
    handoffFailed: 'Your request could not be saved. Please try again.',
    helpful: 'Helpful',
    notHelpful: 'Not helpful',
    sources: 'Sources',
    startChat: 'Start a conversation',
    sections: 'Sections',
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
    handoffRecorded:
      'Im Moment kann niemand live chatten. Ihre Anfrage ist mit diesem Gespräch gespeichert, damit das Team sich meldet.',
    handoffPending: 'Schreiben Sie Ihre Frage unten: Ihre Bitte um eine Person wird damit gespeichert.',
    handoffFailed: 'Ihre Anfrage konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    helpful: 'Hilfreich',
    notHelpful: 'Nicht hilfreich',
    sources: 'Quellen',
    startChat: 'Gespräch beginnen',
    sections: 'Bereiche',
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
    handoffRecorded:
      'Personne n’est disponible pour discuter en direct pour le moment. Votre demande est enregistrée avec cette conversation pour que l’équipe vous réponde.',
    handoffPending:
      'Écrivez votre question ci-dessous : votre demande de parler à une personne sera enregistrée avec elle.',
    handoffFailed: 'Votre demande n’a pas pu être enregistrée. Veuillez réessayer.',
    helpful: 'Utile',
    notHelpful: 'Pas utile',
    sources: 'Sources',
    startChat: 'Démarrer une conversation',
    sections: 'Sections',
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
    handoffRecorded:
      'Ahora mismo no hay nadie disponible para chatear en directo. Tu solicitud se ha guardado con esta conversación para que el equipo te responda.',
    handoffPending: 'Escribe tu pregunta abajo: tu solicitud de hablar con una persona se guardará con ella.',
    handoffFailed: 'No se pudo guardar tu solicitud. Inténtalo de nuevo.',
    helpful: 'Útil',
    notHelpful: 'No es útil',
    sources: 'Fuentes',
    startChat: 'Iniciar una conversación',
    sections: 'Secciones',
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
    handoffRecorded:
      'Al momento nessuno è disponibile per una chat dal vivo. La tua richiesta è salvata con questa conversazione, così il team potrà risponderti.',
    handoffPending: 'Scrivi la tua domanda qui sotto: la richiesta di parlare con una persona verrà salvata insieme.',
    handoffFailed: 'Non è stato possibile salvare la richiesta. Riprova.',
    helpful: 'Utile',
    notHelpful: 'Non utile',
    sources: 'Fonti',
    startChat: 'Inizia una conversazione',
    sections: 'Sezioni',
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
    handoffRecorded:
      'Er is nu niemand beschikbaar om live te chatten. Je verzoek is bij dit gesprek opgeslagen, zodat het team contact kan opnemen.',
    handoffPending: 'Schrijf je vraag hieronder: je verzoek om een persoon wordt erbij opgeslagen.',
    handoffFailed: 'Je verzoek kon niet worden opgeslagen. Probeer het opnieuw.',
    helpful: 'Nuttig',
    notHelpful: 'Niet nuttig',
    sources: 'Bronnen',
    startChat: 'Gesprek beginnen',
    sections: 'Onderdelen',
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
    handoffRecorded:
      'De momento ninguém está disponível para conversar em direto. O seu pedido ficou guardado com esta conversa para a equipa dar seguimento.',
    handoffPending: 'Escreva a sua pergunta abaixo: o seu pedido para falar com uma pessoa fica guardado com ela.',
    handoffFailed: 'Não foi possível guardar o seu pedido. Tente novamente.',
    helpful: 'Útil',
    notHelpful: 'Não foi útil',
    sources: 'Fontes',
    startChat: 'Iniciar uma conversa',
    sections: 'Secções',
  },
};

export function panelTexts(lang: string | undefined, browserLanguage: string): TPanelTexts {
  const words = TEXTS[resolveLang(lang, browserLanguage, Object.keys(TEXTS) as (keyof typeof TEXTS)[])];
  return { ...words, charsLeft: (n) => `${n} ${words.left}` };
}
