import { CHAT_AGENT_NOT_FOUND, CHAT_BLOCKED, CHAT_PROVIDER_ERROR } from '@parley/core/chat/chat-messages';
import type { TChatOrigin } from '@parley/core/chat/conversation';
import type { TPanelMode } from '@parley/core/widget/embed';
import type { TPublicAgent } from '@parley/core/widget/public-agent';
import { shownWidgetTabs } from '@parley/core/widget/widget-tabs';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { QueryError } from '../../shared/queries/query-error';
import { safeStorage } from '../../shared/safe-storage';
import { userAgentInfo } from '../../shared/user-agent-info';
import { applyPanelTheme } from '../apply-panel-theme';
import { conversationStore, readStoredConversation } from '../conversation/conversation-store';
import { createChatSession } from '../conversation/create-chat-session';
import { useChatState } from '../hooks/use-chat-state';
import { panelTexts } from '../i18n/panel-texts';
import { loadPanelConfig } from '../load-panel-config';
import type { parentBridge } from '../parent-bridge';
import { rateAnswerQuery } from '../queries/rate-answer-query';
import { requestHandoffQuery } from '../queries/request-handoff-query';
import { sendChatMessageQuery } from '../queries/send-chat-message-query';
import type { TPanelParams } from '../read-panel-params';
import { Branding } from './Branding';
import { ChatView } from './ChatView';
import { HomeView } from './HomeView';
import { PanelHeader } from './PanelHeader';
import { WidgetTabs } from './WidgetTabs';

type TLoad =
  | { phase: 'loading' }
  | { phase: 'missing'; message: string }
  | { phase: 'ready'; agent: TPublicAgent; canChat: boolean };

/** Where a conversation of each panel mode comes from (ZVisitorContext.origin); the live preview chats as a test. */
const ORIGIN_OF_MODE: Record<TPanelMode, TChatOrigin> = {
  widget: 'web-chat',
  page: 'prototype',
  test: 'test',
  preview: 'test',
};

/**
 * What the chat session is built from: a change of anything else (colours, texts, images) repaints the
 * panel but keeps the conversation going, which the live preview relies on.
 */
function sessionKey(agent: TPublicAgent): string {
  return JSON.stringify([
    agent.ID,
    agent.chatUrl,
    agent.recordChatHistory,
    agent.listenForUrlChanges,
    agent.offline,
    agent.chatForget,
    agent.delayBeforeSubmit,
    agent.syncBrowser,
  ]);
}

function newId(): string {
  return Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
}

/** A chat URL from the config may be absolute or relative to the API's origin. */
function resolveChatUrl(chatUrl: string, api: string): string {
  return new URL(chatUrl, new URL(api).origin).href;
}

/**
 * The chat panel page: loads the agent's public config and usage checks, then shows the
 * conversation (or the blocked state), and talks to the loader through the bridge.
 */
export function ChatPanel({ params, bridge }: { params: TPanelParams; bridge: ReturnType<typeof parentBridge> }) {
  const [load, setLoad] = useState<TLoad>({ phase: 'loading' });
  const [visible, setVisible] = useState(params.mode !== 'widget');
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const agent = load.phase === 'ready' ? load.agent : null;
  const texts = useMemo(() => panelTexts(agent?.lang, navigator.language), [agent]);

  useEffect(() => {
    // The live preview gets its config from the dashboard (a `preview-config` command), not the server.
    if (params.mode === 'preview') return;
    loadPanelConfig(params.api, params.agentId).then(
      (config) => {
        applyPanelTheme(document, config.agent);
        setLoad({ phase: 'ready', ...config });
      },
      (error: unknown) =>
        setLoad({
          phase: 'missing',
          message: error instanceof QueryError && error.status === 404 ? CHAT_AGENT_NOT_FOUND : CHAT_PROVIDER_ERROR,
        }),
    );
  }, [params]);

  const key = agent ? sessionKey(agent) : '';
  const canChat = load.phase === 'ready' && load.canChat;
  const { session, relayed, store } = useMemo(() => {
    if (!agent || !canChat) return { session: null, relayed: false, store: null };
    const { browser, platform } = userAgentInfo(navigator.userAgent);
    const store = conversationStore({
      local: safeStorage('localStorage'),
      session: safeStorage('sessionStorage'),
      agentId: params.agentId,
      mode: params.mode,
      forget: agent.chatForget === true,
      // Only the embedded widget has a loader to keep the conversation when we cannot.
      ...(params.mode === 'widget' && bridge.embedded
        ? { relay: (state: string) => bridge.post({ type: 'save', state }) }
        : {}),
    });
    const origin = ORIGIN_OF_MODE[params.mode];
    const chat = createChatSession({
      chatUrl: resolveChatUrl(agent.chatUrl, params.api),
      recordChatHistory: agent.recordChatHistory !== false,
      listenForUrlChanges: agent.listenForUrlChanges === true,
      offline: agent.offline,
      origin,
      browser,
      platform,
      store,
      send: sendChatMessageQuery,
      onMessage: (role, text) => bridge.post({ type: 'message', role, text }),
      onUnread: (count) => bridge.post({ type: 'unread', count }),
      newId,
      delayBeforeSubmit: agent.delayBeforeSubmit ?? 0,
      handoff: (conversationId) => requestHandoffQuery(params.api, params.agentId, conversationId, origin),
      rate: (conversationId, messageId, rating) =>
        rateAnswerQuery(params.api, params.agentId, { conversationId, messageId, rating }),
    });
    return { session: chat, relayed: store.relayed, store };
    // Rebuilt only when what the session is made of changed (see sessionKey).
  }, [key, canChat, params, bridge]);

  // syncBrowser: the conversation follows across tabs of the same site.
  useEffect(() => {
    if (!session || !store || !agent?.syncBrowser) return;
    return store.watch(window, (conversation) => session.adopt(conversation));
  }, [session, store, agent?.syncBrowser]);

  // Commands from the loader.
  useEffect(() => {
    session?.setVisible(visible);
    return bridge.listen((command) => {
      if (command.type === 'open') {
        setVisible(true);
        session?.setVisible(true);
        if (document.hasFocus()) inputRef.current?.focus();
      } else if (command.type === 'close') {
        setVisible(false);
        session?.setVisible(false);
      } else if (command.type === 'send') {
        session?.send(command.text);
      } else if (command.type === 'page') {
        session?.setPage(command.url);
      } else if (command.type === 'restore' && relayed) {
        session?.hydrate(readStoredConversation(command.state));
      } else if (command.type === 'preview-config') {
        // Only in preview mode from our own origin (the bridge's gate); the dashboard's unsaved draft.
        const config = command.agent as unknown as TPublicAgent;
        applyPanelTheme(document, config);
        setLoad({ phase: 'ready', agent: config, canChat: true });
      }
    });
    // `visible` is read once per session on purpose; later changes come through the commands.
  }, [session, relayed, bridge]);

  // Ready: the composer (or the reason there is none) is on screen. The live preview says so at once:
  // its config comes through the commands that wait for this.
  const announce = load.phase !== 'loading' || params.mode === 'preview';
  useEffect(() => {
    if (!announce) return;
    performance.mark('parley:panel-ready');
    if (params.mode === 'page' || (visible && document.hasFocus())) inputRef.current?.focus();
    bridge.post(relayed ? { type: 'ready', needsStorage: true } : { type: 'ready' });
    // Once, when loading ends.
  }, [announce]);

  // The tabs widget type: Home and Chat (default tabs filled in when the agent has none).
  const tabs = agent ? shownWidgetTabs(agent) : [];
  const [tab, setTab] = useState<string>('');
  const activeTab = tabs.some((t) => t.key === tab) ? tab : (tabs[0]?.key ?? 'chat');
  const startChat = () => {
    setTab('chat');
    setTimeout(() => inputRef.current?.focus(), 0);
  };

  // Escape closes the embedded widget (and the preview's).
  useEffect(() => {
    if (params.mode !== 'widget' && params.mode !== 'preview') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') bridge.post({ type: 'close-request' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [params.mode, bridge]);

  const className = `panel mode-${params.mode}`;
  if (load.phase === 'loading') {
    return (
      <main class={className} aria-busy="true">
        <p class="center muted">{texts.loading}</p>
      </main>
    );
  }
  if (load.phase === 'missing') {
    return (
      <main class={className}>
        <p class="center" role="alert">
          {load.message}
        </p>
      </main>
    );
  }
  return (
    <main class={`${className}${tabs.length ? ' with-tabs' : ''}`}>
      <HeaderFor
        agent={load.agent}
        texts={texts}
        session={session}
        mode={params.mode}
        onClose={() => bridge.post({ type: 'close-request' })}
      />
      {activeTab === 'home' ? (
        <HomeView agent={load.agent} texts={texts} onStart={startChat} />
      ) : session ? (
        <ChatView agent={load.agent} session={session} texts={texts} visible={visible} inputRef={inputRef} />
      ) : (
        <p class="center blocked" role="status">
          {CHAT_BLOCKED}
        </p>
      )}
      {load.agent.branding ? <Branding text={load.agent.branding} /> : null}
      {tabs.length ? <WidgetTabs tabs={tabs} active={activeTab} label={texts.sections} onChange={setTab} /> : null}
    </main>
  );
}

/** The header, following the session's offline flag when there is a session. */
function HeaderFor(props: {
  agent: TPublicAgent;
  texts: ReturnType<typeof panelTexts>;
  session: ReturnType<typeof createChatSession> | null;
  mode: TPanelMode;
  onClose: () => void;
}) {
  const common = {
    agent: props.agent,
    texts: props.texts,
    ...(props.mode === 'widget' || props.mode === 'preview' ? { onClose: props.onClose } : {}),
  };
  if (!props.session) return <PanelHeader {...common} offline={props.agent.offline} />;
  return <SessionHeader {...common} session={props.session} mode={props.mode} />;
}

function SessionHeader(props: {
  agent: TPublicAgent;
  texts: ReturnType<typeof panelTexts>;
  session: ReturnType<typeof createChatSession>;
  mode: TPanelMode;
  onClose?: () => void;
}) {
  const state = useChatState(props.session);
  return (
    <PanelHeader
      agent={props.agent}
      texts={props.texts}
      offline={state.offline}
      {...(props.onClose ? { onClose: props.onClose } : {})}
      {...(props.mode === 'test' ? { onRestart: props.session.restart } : {})}
    />
  );
}
