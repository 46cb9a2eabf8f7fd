import type { TPanelMessage } from '../conversation/conversation-store';
import type { TPanelTexts } from '../i18n/panel-texts';
import { Markdown } from './Markdown';
import { TypingDots } from './TypingDots';

/**
 * One message: the visitor's as plain text, the agent's as safe markdown (typing dots until its
 * first piece arrives). A failed answer keeps what arrived, is marked, and shows why, with Retry
 * when sending again may help.
 */
export function MessageItem({
  message,
  texts,
  onRetry,
}: {
  message: TPanelMessage;
  texts: TPanelTexts;
  onRetry: () => void;
}) {
  const streaming = message.status === 'streaming';
  return (
    <>
      {message.text || streaming ? (
        <div
          class={`msg ${message.role}${message.status === 'interrupted' ? ' interrupted' : ''}`}
          aria-busy={streaming || undefined}
        >
          {message.role === 'user' ? (
            message.text
          ) : message.text ? (
            <Markdown text={message.text} />
          ) : (
            <TypingDots label={texts.typing} />
          )}
          {message.status === 'interrupted' ? <span class="note">{texts.interrupted}</span> : null}
        </div>
      ) : null}
      {message.error ? (
        <div class="error" role="alert">
          <span>{message.error.message}</span>
          {message.error.retryable ? (
            <button type="button" class="text-button retry" onClick={onRetry}>
              {texts.retry}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
