import type { TChatState } from '../conversation/create-chat-session';
import type { TPanelTexts } from '../i18n/panel-texts';

/**
 * What happened to the visitor's request for a person. There is no live-agent inbox yet, and the
 * panel says so plainly: the request is saved with the conversation for the team.
 */
export function HandoffNotice(props: {
  title: string | undefined;
  subtitle: string | undefined;
  status: TChatState['handoff'];
  texts: TPanelTexts;
  onRetry: () => void;
}) {
  const { texts, status } = props;
  const line =
    status === 'requested'
      ? texts.handoffRecorded
      : status === 'failed'
        ? texts.handoffFailed
        : status === 'pending'
          ? texts.handoffPending
          : texts.loading;
  return (
    <div class="handoff" role="status" aria-busy={status === 'sending' || undefined}>
      {props.title ? <p class="handoff-title">{props.title}</p> : null}
      {props.subtitle ? <p class="handoff-subtitle">{props.subtitle}</p> : null}
      <p class={status === 'failed' ? 'handoff-line failed' : 'handoff-line'}>{line}</p>
      {status === 'failed' ? (
        <button type="button" class="text-button retry" onClick={props.onRetry}>
          {texts.retry}
        </button>
      ) : null}
    </div>
  );
}
