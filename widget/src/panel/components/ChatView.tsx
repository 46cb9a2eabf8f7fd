import type { TPublicAgent } from '@parley/core/widget/public-agent';
import { useEffect, useRef } from 'preact/hooks';
import type { createChatSession } from '../conversation/create-chat-session';
import { useChatState } from '../hooks/use-chat-state';
import { useGreetingReveal } from '../hooks/use-greeting-reveal';
import type { TPanelTexts } from '../i18n/panel-texts';
import { Composer } from './Composer';
import { Markdown } from './Markdown';
import { MessageItem } from './MessageItem';
import { TypingDots } from './TypingDots';

/** Is the list scrolled to (near) its end, so new content should keep it there? */
function nearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight < 80;
}

/** The greeting, the conversation and the composer. */
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

  useEffect(() => {
    const element = log.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  });

  return (
    <>
      <div
        class="log"
        role="log"
        aria-label={texts.conversation}
        ref={log}
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
          <MessageItem key={message.id} message={message} texts={texts} onRetry={session.retry} />
        ))}
      </div>
      <Composer texts={texts} busy={state.streaming} onSend={session.send} inputRef={props.inputRef} />
    </>
  );
}
