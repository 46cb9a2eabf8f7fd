import { proactiveMessageText } from '@parley/core/widget/proactive-bubble';
import type { TPublicAgent } from '@parley/core/widget/public-agent';
import type { TPanelTexts } from '../i18n/panel-texts';

/** The Home tab of the `tabs` widget type: who the agent is, its invitation, and a way into the chat. */
export function HomeView(props: { agent: TPublicAgent; texts: TPanelTexts; onStart: () => void }) {
  const { agent } = props;
  const invitation = proactiveMessageText(agent.proactiveMessage ?? '');
  return (
    <section class="home" role="tabpanel" aria-label={agent.title}>
      <h2 class="home-title">{agent.title}</h2>
      {agent.description ? <p class="home-text">{agent.description}</p> : null}
      {invitation ? <p class="home-invite">{invitation}</p> : null}
      <button type="button" class="start" onClick={props.onStart}>
        {props.texts.startChat}
      </button>
    </section>
  );
}
