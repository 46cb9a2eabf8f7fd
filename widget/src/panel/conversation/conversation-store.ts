import { CHAT_CONNECTION_LOST } from '@parley/core/chat/chat-messages';
import type { TChatCitation } from '@parley/core/chat/conversation';
import type { TPanelMode } from '@parley/core/widget/embed';
import { readCitations } from './read-citations';

/** A message as the panel shows and keeps it. */
export interface TPanelMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** streaming: arriving now; interrupted: broke off (the part shown is kept); offline: answered without an LLM. */
  status?: 'streaming' | 'interrupted' | 'offline';
  /** Why the answer failed, and whether sending again may work. Shown, never stored. */
  error?: { message: string; retryable: boolean };
  /** The stored answer's id on the server (its feedback is recorded there). */
  serverId?: string;
  /** The visitor's thumbs up or down on this answer (enableFixedFeedbackBtns). */
  feedback?: 'up' | 'down';
  /** The knowledge sources the answer drew on. */
  citations?: TChatCitation[];
}

export interface TStoredConversation {
  conversationId?: string;
  messages: TPanelMessage[];
  /** The host page address sent with the last message (listenForUrlChanges). */
  lastPageUrl?: string;
  /** The visitor asked for a person in this conversation (enableHumanHandoff). */
  handoffRequested?: boolean;
}

/** The newest messages kept in the browser; older ones stay on the server when history is recorded. */
export const STORED_MESSAGES_MAX = 100;

function isMessage(value: unknown): value is TPanelMessage {
  const m = value as TPanelMessage | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.id === 'string' &&
    (m.role === 'user' || m.role === 'assistant') &&
    typeof m.text === 'string'
  );
}

/**
 * A conversation restored after the page went away: when its last question was left without a
 * finished answer (the page was closed or reloaded while it was being sent or answered), it offers Retry.
 */
export function offerRetryIfUnanswered(messages: TPanelMessage[]): TPanelMessage[] {
  const last = messages.at(-1);
  if (!last || (last.role === 'assistant' && last.status !== 'interrupted')) return messages;
  return [...messages.slice(0, -1), { ...last, error: { message: CHAT_CONNECTION_LOST, retryable: true } }];
}

/** A stored conversation from its JSON (garbage gives an empty one). */
export function readStoredConversation(json: string | null): TStoredConversation {
  try {
    const value = JSON.parse(json ?? 'null') as Partial<TStoredConversation> | null;
    if (!value || !Array.isArray(value.messages)) return { messages: [] };
    return {
      ...(typeof value.conversationId === 'string' ? { conversationId: value.conversationId } : {}),
      ...(typeof value.lastPageUrl === 'string' ? { lastPageUrl: value.lastPageUrl } : {}),
      ...(value.handoffRequested === true ? { handoffRequested: true } : {}),
      // An answer that was still arriving when the page went away is kept as interrupted.
      messages: value.messages
        .filter(isMessage)
        .slice(-STORED_MESSAGES_MAX)
        .map(({ id, role, text, status, serverId, feedback, citations }) => {
          const sources = readCitations(citations);
          return {
            id,
            role,
            text,
            ...(status === 'streaming' || status === 'interrupted' ? { status: 'interrupted' as const } : {}),
            ...(status === 'offline' ? { status } : {}),
            ...(typeof serverId === 'string' ? { serverId } : {}),
            ...(feedback === 'up' || feedback === 'down' ? { feedback } : {}),
            ...(sources ? { citations: sources } : {}),
          };
        }),
    };
  } catch {
    return { messages: [] };
  }
}

/**
 * The conversation in the panel origin's storage, per agent (and panel mode, so the dashboard's test
 * chat never mixes with a prototype's). It survives reloads and navigation on the same site; with
 * `chatForget` it lives in sessionStorage only and ends with the browser session.
 *
 * Where the browser refuses the panel storage of its own (third-party storage blocked, as in Chrome's
 * incognito windows), `relay` hands every change to the loader, which keeps it in the host page's
 * storage and gives it back on the next load (`restore`).
 */
export function conversationStore(args: {
  local: Storage | null;
  session: Storage | null;
  agentId: string;
  mode: TPanelMode;
  forget: boolean;
  relay?: (state: string) => void;
}) {
  const key = `parley:chat:${args.mode}:${args.agentId}`;
  const storage = args.forget ? args.session : args.local;
  if (args.forget) args.local?.removeItem(key);
  const relay = storage ? null : (args.relay ?? null);

  return {
    /** The loader keeps the conversation (no storage of our own). */
    relayed: relay !== null,
    load(): TStoredConversation {
      return readStoredConversation(storage?.getItem(key) ?? null);
    },
    save(conversation: TStoredConversation): void {
      const messages = conversation.messages
        .filter((m) => m.text !== '')
        .slice(-STORED_MESSAGES_MAX)
        .map(({ id, role, text, status, serverId, feedback, citations }) => ({
          id,
          role,
          text,
          ...(status ? { status } : {}),
          ...(serverId ? { serverId } : {}),
          ...(feedback ? { feedback } : {}),
          ...(citations?.length ? { citations } : {}),
        }));
      const json = JSON.stringify({ ...conversation, messages });
      if (relay) return relay(json);
      try {
        storage?.setItem(key, json);
      } catch {
        // storage full or refused: the conversation lasts for this page only
      }
    },
    clear(): void {
      storage?.removeItem(key);
      relay?.('');
    },
    /**
     * Changes another tab of the same site makes to this conversation (syncBrowser). Only the
     * localStorage copy is shared between tabs: with chatForget or without storage there is none.
     */
    watch(win: Window, onChange: (conversation: TStoredConversation) => void): () => void {
      if (args.forget || !storage) return () => undefined;
      const listener = (event: StorageEvent) => {
        if (event.key === key) onChange(readStoredConversation(event.newValue));
      };
      win.addEventListener('storage', listener);
      return () => win.removeEventListener('storage', listener);
    },
  };
}
