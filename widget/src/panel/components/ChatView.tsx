import { CHAT_BLOCKED } from '@parley/core/chat/chat-messages';
import type { TPublicAgent } from '@parley/core/widget/public-agent';
import { useEffect, useRef } from 'preact/hooks';
import { cssImage, safeImageUrl } from '../../shared/safe-image-url';
import type { createChatSession } from '../conversation/create-chat-session';
import { useChatState } from '../hooks/use-chat-state';
import { useGreetingReveal } from '../hooks/use-greeting-reveal';
import type { TPanelTexts } from '../i18n/panel-texts';
import { Composer } from './Composer';
import { HandoffNotice } from './HandoffNotice';
import { Markdown } from './Markdown';
import { MessageItem } from './MessageItem';
import { TypingDots } from './TypingDots';

/** Is the list scrolled to (near) its end, so new content should keep it there? */
function nearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight < 80;
}

/** scrollAnimation: glide to new content (unless the visitor asked for less motion), else jump. */
function scrollToEnd(element: HTMLElement, animate: boolean): void {
  const smooth = animate && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  if (smooth && typeof element.scrollTo === 'function') {
    element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  } else {
    element.scrollTop = element.scrollHeight;
  }
}

/** The greeting, the conversation, the action buttons (handoff) and the composer (or, once blocked, why not). */
export function ChatView(props: {
  agent: TPublicAgent;
  session: ReturnType<typeof createChatSession>;
  texts: TPanelTexts;
  visible: boolean;
  inputRef: { current: HTMLTextAreaElement | null };
}) {
  const { agent, session, texts } = props;
  const state = useChatState(session);
  const greeting = (agent.vg_initMessages ?? []).filter((m) => m.trim());
  const shown = useGreetingReveal(greeting.length, agent.messageDelayMS ?? 0, props.visible, state.messages.length > 0);
  const log = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const animate = agent.scrollAnimation !== false;
  const background = safeImageUrl(agent.chatBgURL);

  useEffect(() => {
    const element = log.current;
    if (element && stick.current) scrollToEnd(element, animate);
  });

  // The way to a person: once the visitor has said something, or always with alwaysShowHandoff.
  const offerHandoff =
    agent.enableHumanHandoff === true &&
    (agent.alwaysShowHandoff === true || state.messages.length > 0) &&
    (state.handoff === 'none' || state.handoff === 'failed');
  const layout = agent.buttonsLayout ?? 'vertical';
  const actions = offerHandoff ? (
    <div class={`actions ${layout}`}>
      <button type="button" class="action" onClick={session.requestHandoff}>
        {agent.UIhandoffTitle || texts.startChat}
      </button>
    </div>
  ) : null;

  return (
    <>
      <div
        class={`log${animate ? ' animate' : ''}${background ? ' with-image' : ''}`}
        role="log"
        aria-label={texts.conversation}
        ref={log}
        style={background ? { backgroundImage: cssImage(background) } : undefined}
        onScroll={(event) => (stick.current = nearBottom(event.currentTarget))}
      >
        {greeting.slice(0, shown).map((text, i) => (
          <div class="msg assistant" key={`greeting-${i}`}>
            <Markdown text={text} />
          </div>
        ))}
        {shown < greeting.length && props.visible ? (
          <div class="msg assistant">
            <TypingDots label={texts.typing} />
          </div>
        ) : null}
        {state.messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            texts={texts}
            onRetry={session.retry}
            {...(agent.ui?.enableFixedFeedbackBtns ? { onRate: session.rate } : {})}
          />
        ))}
        {state.handoff !== 'none' ? (
          <HandoffNotice
            title={agent.UIhandoffTitle}
            subtitle={agent.UIhandoffSubtitle}
            status={state.handoff}
            texts={texts}
            onRetry={session.requestHandoff}
          />
        ) : null}
      </div>
      {state.blocked ? (
        <p class="blocked-note" role="status">
          {CHAT_BLOCKED}
        </p>
      ) : (
        <>
          {layout === 'in-footer' ? null : actions}
          <Composer texts={texts} busy={state.streaming} onSend={session.send} inputRef={props.inputRef} />
          {layout === 'in-footer' ? actions : null}
        </>
      )}
    </>
  );
}
