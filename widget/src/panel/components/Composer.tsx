import { VISITOR_MESSAGE_MAX_CHARS } from '@parley/core/chat/chat-limits';
import { useLayoutEffect, useState } from 'preact/hooks';
import type { TPanelTexts } from '../i18n/panel-texts';

/** The character counter shows from this share of the limit on. */
export const COUNTER_FROM_SHARE = 0.9;

/**
 * The message box: Enter sends, Shift+Enter adds a line, at most VISITOR_MESSAGE_MAX_CHARS
 * characters with a counter near the limit; Send is off while empty or while an answer arrives.
 */
export function Composer(props: {
  texts: TPanelTexts;
  busy: boolean;
  onSend: (text: string) => boolean;
  /** The textarea, for the panel to focus. */
  inputRef: { current: HTMLTextAreaElement | null };
}) {
  const [text, setText] = useState('');
  const canSend = text.trim() !== '' && !props.busy;
  const left = VISITOR_MESSAGE_MAX_CHARS - text.length;

  // Grow with the text up to the CSS max-height, then scroll.
  useLayoutEffect(() => {
    const box = props.inputRef.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${box.scrollHeight}px`;
  }, [text]);

  const submit = () => {
    if (canSend && props.onSend(text)) setText('');
  };

  return (
    <form
      class="composer"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div class="field">
        <textarea
          ref={props.inputRef}
          rows={1}
          value={text}
          maxLength={VISITOR_MESSAGE_MAX_CHARS}
          placeholder={props.texts.placeholder}
          aria-label={props.texts.placeholder}
          onInput={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        {left <= VISITOR_MESSAGE_MAX_CHARS * (1 - COUNTER_FROM_SHARE) ? (
          <span class={`counter${left === 0 ? ' full' : ''}`} aria-live="polite">
            {props.texts.charsLeft(left)}
          </span>
        ) : null}
      </div>
      <button type="submit" class="send" disabled={!canSend} aria-label={props.texts.send}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 12l16-8-6 16-2.5-6.5z" />
        </svg>
      </button>
    </form>
  );
}
