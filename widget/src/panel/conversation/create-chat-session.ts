import type { TChatEvent, TChatRequest } from '@parley/core/chat/chat-calls';
import {
  PROMPT_HISTORY_MAX_MESSAGES,
  SENT_HISTORY_MAX_CHARS,
  SENT_HISTORY_MESSAGE_MAX_CHARS,
  VISITOR_MESSAGE_MAX_CHARS,
} from '@parley/core/chat/chat-limits';
import { CHAT_BLOCKED_HTTP_STATUS, CHAT_CONNECTION_LOST } from '@parley/core/chat/chat-messages';
import type { TChatOrigin } from '@parley/core/chat/conversation';
import { QueryError } from '../../shared/queries/query-error';
import {
  offerRetryIfUnanswered,
  type conversationStore,
  type TPanelMessage,
  type TStoredConversation,
} from './conversation-store';

export interface TChatState {
  messages: TPanelMessage[];
  streaming: boolean;
  /** The agent answered in offline mode (from the config, then from each answer). */
  offline: boolean;
  /** Visitor messages waiting out delayBeforeSubmit before they are sent together. */
  waiting: boolean;
  /**
   * The visitor's request for a person (enableHumanHandoff): pending until the conversation exists
   * (the next message starts it), then sending, requested or failed.
   */
  handoff: 'none' | 'pending' | 'sending' | 'requested' | 'failed';
  /** The agent may not continue (credits or its limits ran out mid-conversation): nothing more can be sent. */
  blocked: boolean;
}

export interface TChatSessionArgs {
  chatUrl: string;
  recordChatHistory: boolean;
  listenForUrlChanges: boolean;
  offline: boolean;
  origin: TChatOrigin;
  browser: string;
  platform: string;
  store: ReturnType<typeof conversationStore>;
  /** The chat call (sendChatMessageQuery; a fake in tests). */
  send: (
    url: string,
    request: TChatRequest,
    onEvent: (event: TChatEvent) => void,
    signal: AbortSignal,
  ) => Promise<void>;
  /** Tells the host page (through the loader) about a sent message or a finished answer. */
  onMessage: (role: 'user' | 'assistant', text: string) => void;
  /** A new answer finished while the panel was hidden. */
  onUnread: (count: number) => void;
  newId: () => string;
  /**
   * delayBeforeSubmit: wait this long after a visitor message before sending it; messages typed
   * meanwhile go with it, one per line, as one message (ms; 0 sends at once).
   */
  delayBeforeSubmit?: number;
  /** Records the visitor's request for a person on the conversation (the handoff endpoint). */
  handoff?: (conversationId: string) => Promise<boolean>;
  /** Records a thumbs up or down on a stored answer (the feedback endpoint). */
  rate?: (conversationId: string, messageId: string, rating: 'up' | 'down' | null) => Promise<boolean>;
}

/** Refused before streaming: worth sending again for a rate limit or a server fault, not for bad input or a block. */
function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * The conversation of one panel: sends visitor messages, streams answers into it, keeps it in the
 * browser, retries, restarts. Framework-free; the panel's view subscribes to it.
 */
export function createChatSession(args: TChatSessionArgs) {
  const stored: TStoredConversation = args.store.load();
  let state: TChatState = {
    messages: offerRetryIfUnanswered(stored.messages),
    streaming: false,
    offline: args.offline,
    waiting: false,
    handoff: stored.handoffRequested ? 'requested' : 'none',
    blocked: false,
  };
  let conversationId = stored.conversationId;
  let lastPageUrl = stored.lastPageUrl;
  let pageUrl: string | undefined;
  let visible = false;
  let unread = 0;
  let controller: AbortController | null = null;
  /** delayBeforeSubmit: the messages waiting to go, and the conversation before the first of them. */
  let batch: { texts: string[]; earlier: TPanelMessage[]; timer: ReturnType<typeof setTimeout> } | null = null;
  /** Messages sent (by the host page's API) while an answer was arriving: sent, as one, once it has come. */
  let queued: { texts: string[]; earlier: TPanelMessage[] } | null = null;
  const listeners = new Set<(state: TChatState) => void>();

  const set = (next: Partial<TChatState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener(state));
  };
  const persist = () =>
    args.store.save({
      conversationId,
      messages: state.messages,
      lastPageUrl,
      ...(state.handoff === 'requested' ? { handoffRequested: true } : {}),
    });
  const update = (id: string, change: (message: TPanelMessage) => TPanelMessage) =>
    set({ messages: state.messages.map((m) => (m.id === id ? change(m) : m)) });

  /**
   * What the server needs when it keeps no history itself: the latest finished messages, oldest first,
   * within the request's limits (messages, characters each and in all).
   */
  const historyBefore = (messages: TPanelMessage[]) => {
    const latest = messages
      .filter((m) => m.text && m.status !== 'streaming')
      .slice(-PROMPT_HISTORY_MAX_MESSAGES)
      .map((m) => ({ role: m.role, text: m.text.slice(0, SENT_HISTORY_MESSAGE_MAX_CHARS) }));
    let total = 0;
    let from = latest.length;
    while (from > 0 && total + latest[from - 1]!.text.length <= SENT_HISTORY_MAX_CHARS)
      total += latest[--from]!.text.length;
    return latest.slice(from);
  };

  async function answer(text: string, earlier: TPanelMessage[]): Promise<void> {
    const id = args.newId();
    set({ streaming: true, messages: [...state.messages, { id, role: 'assistant', text: '', status: 'streaming' }] });
    const pageChanged = args.listenForUrlChanges && !!pageUrl && !!lastPageUrl && pageUrl !== lastPageUrl;
    const request: TChatRequest = {
      message: text,
      ...(conversationId ? { conversationId } : {}),
      ...(args.recordChatHistory ? {} : { history: historyBefore(earlier) }),
      visitor: {
        origin: args.origin,
        browser: args.browser,
        platform: args.platform,
        ...(pageUrl ? { pageUrl, pageChanged } : {}),
      },
    };
    if (pageUrl) lastPageUrl = pageUrl;
    controller = new AbortController();
    const signal = controller.signal;
    let finished = false;
    const onEvent = (event: TChatEvent) => {
      if (signal.aborted) return;
      if (event.type === 'start') {
        conversationId = event.conversationId;
        if (event.offline !== state.offline) set({ offline: event.offline });
        if (state.handoff === 'pending') void sendHandoff();
      } else if (event.type === 'delta') {
        update(id, (m) => ({ ...m, text: m.text + event.text }));
      } else if (event.type === 'done') {
        finished = true;
        const sources = event.citations?.length ? { citations: event.citations } : {};
        update(id, ({ status: _, ...m }) =>
          event.offline
            ? { ...m, ...sources, serverId: event.messageId, status: 'offline' }
            : { ...m, ...sources, serverId: event.messageId },
        );
        set({ offline: event.offline });
      } else {
        finished = true;
        update(id, (m) => ({
          ...m,
          status: 'interrupted',
          error: { message: event.message, retryable: event.retryable },
        }));
      }
    };
    try {
      await args.send(args.chatUrl, request, onEvent, signal);
      if (!finished) throw new QueryError(0, 'stream ended early');
    } catch (error) {
      if (signal.aborted) return;
      const status = error instanceof QueryError ? error.status : 0;
      if (status === CHAT_BLOCKED_HTTP_STATUS) {
        // Blocked from now on: the view shows the blocked state in place of the composer.
        queued = null;
        set({ messages: state.messages.filter((m) => m.id !== id), blocked: true });
      } else {
        const message = status > 0 && error instanceof Error ? error.message : CHAT_CONNECTION_LOST;
        update(id, (m) => ({ ...m, status: 'interrupted', error: { message, retryable: isRetryableStatus(status) } }));
      }
    }
    controller = null;
    set({ streaming: false });
    persist();
    const done = state.messages.find((m) => m.id === id);
    if (done && !done.error && done.text) {
      args.onMessage('assistant', done.text);
      if (!visible) args.onUnread(++unread);
    }
    if (queued) {
      const next = queued;
      queued = null;
      void answer(next.texts.join('\n').slice(0, VISITOR_MESSAGE_MAX_CHARS), next.earlier);
    }
  }

  async function sendHandoff(): Promise<void> {
    if (!conversationId || !args.handoff) return;
    set({ handoff: 'sending' });
    const recorded = await args.handoff(conversationId).catch(() => false);
    set({ handoff: recorded ? 'requested' : 'failed' });
    persist();
  }

  /** Sends what waited out delayBeforeSubmit, one message per line. */
  function flush(): void {
    if (!batch) return;
    const { texts, earlier, timer } = batch;
    clearTimeout(timer);
    batch = null;
    set({ waiting: false });
    void answer(texts.join('\n').slice(0, VISITOR_MESSAGE_MAX_CHARS), earlier);
  }

  return {
    get state(): TChatState {
      return state;
    },
    subscribe(listener: (state: TChatState) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Sends a visitor message; false when there is nothing to send. One sent while an answer is still
     * arriving shows at once and is sent when that answer has come (the composer waits instead).
     */
    send(raw: string): boolean {
      const text = raw.trim().slice(0, VISITOR_MESSAGE_MAX_CHARS);
      if (!text || state.blocked) return false;
      if (state.streaming) {
        queued = { texts: [...(queued?.texts ?? []), text], earlier: queued?.earlier ?? state.messages };
        set({ messages: [...state.messages, { id: args.newId(), role: 'user', text }] });
        persist();
        args.onMessage('user', text);
        return true;
      }
      // Older failures lose their Retry: the visitor moved on.
      const earlier = state.messages
        .filter((m) => m.text)
        .map(({ error: _, ...m }) => (m.status === 'streaming' ? { ...m, status: 'interrupted' as const } : m));
      set({ messages: [...earlier, { id: args.newId(), role: 'user', text }] });
      persist();
      args.onMessage('user', text);
      const delay = args.delayBeforeSubmit ?? 0;
      if (delay <= 0) {
        void answer(text, earlier);
        return true;
      }
      // delayBeforeSubmit: wait for more; each new message restarts the wait.
      if (batch) clearTimeout(batch.timer);
      batch = {
        texts: [...(batch?.texts ?? []), text],
        earlier: batch?.earlier ?? earlier,
        timer: setTimeout(flush, delay),
      };
      set({ waiting: true });
      return true;
    },
    /** Sends the last visitor message again after a failed answer (the part already shown stays). */
    retry(): void {
      if (state.streaming || state.blocked) return;
      const lastUser = [...state.messages].reverse().find((m) => m.role === 'user');
      if (!lastUser) return;
      const kept = state.messages.filter((m) => m.text).map(({ error: _, ...m }) => m);
      set({ messages: kept });
      void answer(
        lastUser.text,
        kept.slice(
          0,
          kept.findIndex((m) => m.id === lastUser.id),
        ),
      );
    },
    /** Forgets the conversation (test panel's Restart). */
    restart(): void {
      controller?.abort();
      controller = null;
      if (batch) clearTimeout(batch.timer);
      batch = null;
      queued = null;
      conversationId = undefined;
      lastPageUrl = undefined;
      args.store.clear();
      set({ messages: [], streaming: false, waiting: false, handoff: 'none', blocked: false });
    },
    /** The visitor asks for a person: recorded now, or once the next message started the conversation. */
    requestHandoff(): void {
      if (state.handoff === 'sending' || state.handoff === 'requested') return;
      if (conversationId) void sendHandoff();
      else set({ handoff: 'pending' });
    },
    /** A thumbs up or down on a finished answer (the same again takes it back). */
    rate(id: string, rating: 'up' | 'down'): void {
      const message = state.messages.find((m) => m.id === id);
      if (!message || message.role !== 'assistant' || !message.serverId || !conversationId) return;
      const next = message.feedback === rating ? null : rating;
      update(id, ({ feedback: _, ...m }) => (next ? { ...m, feedback: next } : m));
      persist();
      void args.rate?.(conversationId, message.serverId, next).catch(() => false);
    },
    /**
     * The conversation as another tab of the same site left it (syncBrowser): taken unless an answer
     * is arriving or messages wait to be sent here.
     */
    adopt(other: TStoredConversation): void {
      if (state.streaming || batch) return;
      conversationId = other.conversationId;
      lastPageUrl = other.lastPageUrl;
      set({
        messages: other.messages,
        ...(other.handoffRequested ? { handoff: 'requested' as const } : {}),
      });
    },
    /** Takes a conversation kept by the loader (no storage of our own), unless one has started here meanwhile. */
    hydrate(restored: TStoredConversation): void {
      if (state.messages.length > 0 || state.streaming || restored.messages.length === 0) return;
      conversationId = restored.conversationId;
      lastPageUrl = restored.lastPageUrl;
      set({ messages: offerRetryIfUnanswered(restored.messages) });
    },
    /** The host page's address (sent with the next message). */
    setPage(url: string): void {
      pageUrl = url;
    },
    setVisible(isVisible: boolean): void {
      visible = isVisible;
      if (isVisible) unread = 0;
    },
  };
}
