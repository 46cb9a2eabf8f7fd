import { CHAT_AGENT_NOT_FOUND, CHAT_BLOCKED, CHAT_PROVIDER_ERROR } from '@parley/core/chat/chat-messages';
import type { TChatOrigin } from '@parley/core/chat/conversation';
import type { TPanelMode } from '@parley/core/widget/embed';
import type { TPublicAgent } from '@parley/core/widget/public-agent';
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
import { sendChatMessageQuery } from '../queries/send-chat-message-query';
import type { TPanelParams } from '../read-panel-params';
import { ChatView } from './ChatView';
import { PanelHeader } from './PanelHeader';

type TLoad =
  | { phase: 'loading' }
  | { phase: 'missing'; message: string }
  | { phase: 'ready'; agent: TPublicAgent; canChat: boolean };

/** Where a conversation of each panel mode comes from (ZVisitorContext.origin). */
const ORIGIN_OF_MODE: Record<TPanelMode, TChatOrigin> = { widget: 'web-chat', page: 'prototype', test: 'test' };

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

  const { session, relayed } = useMemo(() => {
    if (load.phase !== 'ready' || !load.canChat) return { session: null, relayed: false };
    const { browser, platform } = userAgentInfo(navigator.userAgent);
    const store = conversationStore({
      local: safeStorage('localStorage'),
      session: safeStorage('sessionStorage'),
      agentId: params.agentId,
      mode: params.mode,
      forget: load.agent.chatForget === true,
      // Only the embedded widget has a loader to keep the conversation when we cannot.
      ...(params.mode === 'widget' && bridge.embedded
        ? { relay: (state: string) => bridge.post({ type: 'save', state }) }
        : {}),
    });
    const chat = createChatSession({
      chatUrl: resolveChatUrl(load.agent.chatUrl, params.api),
      recordChatHistory: load.agent.recordChatHistory !== false,
      listenForUrlChanges: load.agent.listenForUrlChanges === true,
      offline: load.agent.offline,
      origin: ORIGIN_OF_MODE[params.mode],
      browser,
      platform,
      store,
      send: sendChatMessageQuery,
      onMessage: (role, text) => bridge.post({ type: 'message', role, text }),
      onUnread: (count) => bridge.post({ type: 'unread', count }),
      newId,
    });
    return { session: chat, relayed: store.relayed };
  }, [load, params, bridge]);

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
      }
    });
    // `visible` is read once per session on purpose; later changes come through the commands.
  }, [session, relayed, bridge]);

  // Ready: the composer (or the reason there is none) is on screen.
  useEffect(() => {
    if (load.phase === 'loading') return;
    performance.mark('parley:panel-ready');
    if (params.mode === 'page' || (visible && document.hasFocus())) inputRef.current?.focus();
    bridge.post(relayed ? { type: 'ready', needsStorage: true } : { type: 'ready' });
    // Once, when loading ends.
  }, [load.phase]);

  // Escape closes the embedded widget.
  useEffect(() => {
    if (params.mode !== 'widget') return;
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
    <main class={className}>
      <HeaderFor
        agent={load.agent}
        texts={texts}
        session={session}
        mode={params.mode}
        onClose={() => bridge.post({ type: 'close-request' })}
      />
      {session ? (
        <ChatView agent={load.agent} session={session} texts={texts} visible={visible} inputRef={inputRef} />
      ) : (
        <p class="center blocked" role="status">
          {CHAT_BLOCKED}
        </p>
      )}
      {load.agent.branding ? <p class="branding">{load.agent.branding}</p> : null}
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
    ...(props.mode === 'widget' ? { onClose: props.onClose } : {}),
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
