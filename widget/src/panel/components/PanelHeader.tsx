import { agentInitials } from '@parley/core/agents/agent-title';
import type { TPublicAgent } from '@parley/core/widget/public-agent';
import type { TPanelTexts } from '../i18n/panel-texts';
import { cssImage, safeImageUrl } from '../../shared/safe-image-url';

/** Avatar (image or initials), title, description, offline label, and Restart (test) or Close (widget). */
export function PanelHeader(props: {
  agent: TPublicAgent;
  texts: TPanelTexts;
  offline: boolean;
  onClose?: () => void;
  onRestart?: () => void;
}) {
  const { agent, texts } = props;
  // The avatar in the chat; roundedImageURL is the launcher's picture, used here when there is no avatar.
  const image = safeImageUrl(agent.avatarImageUrl) || safeImageUrl(agent.roundedImageURL);
  const header = safeImageUrl(agent.headerImageUrl);
  return (
    <header
      class={header ? 'header with-image' : 'header'}
      style={header ? { backgroundImage: cssImage(header) } : undefined}
    >
      {image ? (
        <img class="avatar" src={image} alt="" />
      ) : (
        <span class="avatar" aria-hidden="true">
          {agentInitials(agent.title)}
        </span>
      )}
      <div class="heading">
        <h1 class="title">{agent.title}</h1>
        {agent.description || props.offline ? (
          <p class="description">
            {props.offline ? <span class="offline">{texts.offline}</span> : null}
            {agent.description}
          </p>
        ) : null}
      </div>
      {props.onRestart ? (
        <button type="button" class="text-button" onClick={props.onRestart}>
          {texts.restart}
        </button>
      ) : null}
      {props.onClose ? (
        <button type="button" class="icon-button" aria-label={texts.close} onClick={props.onClose}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      ) : null}
    </header>
  );
}
