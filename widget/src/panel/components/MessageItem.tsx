import type { TPanelMessage } from '../conversation/conversation-store';
import type { TPanelTexts } from '../i18n/panel-texts';
import { Markdown } from './Markdown';
import { TypingDots } from './TypingDots';

/**
 * One message: the visitor's as plain text, the agent's as safe markdown (typing dots until its
 * first piece arrives), with the knowledge sources it drew on (names as text, http(s) links in a new tab). A failed answer keeps what arrived, is marked, and shows why, with Retry
 * when sending again may help.
 */
export function MessageItem({
  message,
  texts,
  onRetry,
  onRate,
}: {
  message: TPanelMessage;
  texts: TPanelTexts;
  onRetry: () => void;
  /** enableFixedFeedbackBtns: thumbs up and down under every finished answer. */
  onRate?: (id: string, rating: 'up' | 'down') => void;
}) {
  const streaming = message.status === 'streaming';
  const rateable = onRate && message.role === 'assistant' && message.serverId && !streaming && message.text;
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
      {message.role === 'assistant' && message.citations?.length && !streaming ? (
        <div class="sources">
          <span class="sources-label">{texts.sources}</span>
          <ul>
            {message.citations.map((citation) => (
              <li key={`${citation.name}\n${citation.url ?? ''}`}>
                {citation.url ? (
                  <a href={citation.url} target="_blank" rel="noopener noreferrer">
                    {citation.name}
                  </a>
                ) : (
                  citation.name
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {rateable ? (
        <div class="feedback">
          <button
            type="button"
            class="icon-button"
            aria-label={texts.helpful}
            aria-pressed={message.feedback === 'up'}
            onClick={() => onRate(message.id, 'up')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 11v9H4v-9zM7 11l4-8a2 2 0 0 1 2 2v4h5.5a2 2 0 0 1 2 2.3l-1.2 7A2 2 0 0 1 17.3 20H7" />
            </svg>
          </button>
          <button
            type="button"
            class="icon-button"
            aria-label={texts.notHelpful}
            aria-pressed={message.feedback === 'down'}
            onClick={() => onRate(message.id, 'down')}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M17 13V4h3v9zM17 13l-4 8a2 2 0 0 1-2-2v-4H5.5a2 2 0 0 1-2-2.3l1.2-7A2 2 0 0 1 6.7 4H17" />
            </svg>
          </button>
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
