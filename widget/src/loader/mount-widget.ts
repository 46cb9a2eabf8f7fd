import type { TPublicAgent } from '@parley/core/widget/public-agent';
import { widgetPanelUrl } from '@parley/core/widget/embed';
import {
  launcherBadgeCount,
  PROACTIVE_BUBBLE_DELAY_MS,
  proactiveMessageText,
  shouldShowProactiveBubble,
} from '@parley/core/widget/proactive-bubble';
import type { TPanelEvent } from '@parley/core/widget/widget-protocol';
import { safeImageUrl } from '../shared/safe-image-url';
import { safeStorage } from '../shared/safe-storage';
import { themeVars } from '../shared/theme-vars';
import { adoptStyles } from './adopt-styles';
import { bubbleDismissal } from './bubble-dismissal';
import { createElement } from './create-element';
import { createIcon, ICONS } from './create-icon';
import { createPanelFrame } from './create-panel-frame';
import { hostedConversation } from './hosted-conversation';
import { loaderTexts } from './loader-texts';
import type { TParleyEventName, TParleyEvents, TWidgetControls } from './parley-api';
import type { TScriptConfig } from './read-script-config';
import { watchUrlChanges } from './watch-url-changes';
import { WIDGET_STYLES } from './widget-styles';
import { widgetSession } from './widget-session';

export interface TMountArgs {
  agent: TPublicAgent;
  config: TScriptConfig;
  doc: Document;
  win: Window;
  now: () => number;
  emit: <K extends TParleyEventName>(event: K, payload: TParleyEvents[K]) => void;
  mark: (name: string) => void;
  /**
   * `preview`: the dashboard's live preview page on Parley's origin. The panel is opened in preview
   * mode and gets the config by message (`preview-config`), and `update` repaints with a new one.
   * A real embed is always `widget`: nothing there takes a config from outside.
   */
  panelMode?: 'widget' | 'preview';
}

/**
 * Draws the launcher and the proactive bubble in a shadow root on the host page, and opens the chat
 * panel (an iframe created on first hover, focus, open or autostart) in the agent's render mode.
 * Returns what the host API drives.
 */
export function mountWidget(args: TMountArgs): TWidgetControls & { update: (next: TPublicAgent) => void } {
  const { config, doc, win, now, emit, mark } = args;
  let agent = args.agent;
  const panelMode = args.panelMode ?? 'widget';
  let texts = loaderTexts(agent.lang, win.navigator.language);
  const dismissal = bubbleDismissal(safeStorage('localStorage', win), agent.ID || config.agentId);
  const session = widgetSession(safeStorage('sessionStorage', win), agent.ID || config.agentId);
  const state = { ...session.read(), isOpen: false, bubbleShown: false, unread: 0, wantsFocus: false };
  const panelId = 'parley-panel';

  // A custom element name: host-page rules for div and friends do not reach it.
  const host = doc.createElement('parley-widget');
  host.style.cssText = 'all:initial';
  const root = host.attachShadow({ mode: 'open' });

  const wrapper = createElement(doc, 'div', { class: 'w' });
  const badge = createElement(doc, 'span', { class: 'badge', 'aria-hidden': 'true' });
  const launcher = createElement(doc, 'button', {
    type: 'button',
    class: 'launcher',
    'aria-haspopup': 'dialog',
    'aria-controls': panelId,
    'aria-expanded': 'false',
  });
  const bubbleText = createElement(doc, 'button', { type: 'button', class: 'text' });
  const dismiss = createElement(doc, 'button', { type: 'button', class: 'dismiss' });
  dismiss.append(createIcon(doc, ICONS.close));
  const bubble = createElement(doc, 'div', { class: 'bubble', hidden: '' }, bubbleText, dismiss);
  const backdrop = createElement(doc, 'div', { class: 'backdrop', hidden: '' });
  const panel = createElement(doc, 'div', { id: panelId, class: 'panel', role: 'dialog', hidden: '' });
  wrapper.append(backdrop, panel, bubble, launcher);

  adoptStyles(doc, root, WIDGET_STYLES);
  // The builder's CSS, after ours so it wins, and only in here: it never reaches the host page.
  const setCustomCss = adoptStyles(doc, root, '');
  root.append(wrapper);

  /** Everything drawn from the agent's config: theme, layout, texts, the builder's CSS. */
  function paint(): void {
    const widgetType = agent.ui?.widgetType ?? 'popup';
    const { dark, vars } = themeVars(agent);
    for (const [name, value] of Object.entries(vars)) host.style.setProperty(name, value);
    const layout = [
      'w',
      widgetType === 'bottom-left' ? 'left' : '',
      widgetType === 'full-width' ? 'full' : '',
      agent.ui?.modalMode ? 'modal' : '',
      dark ? 'dark' : '',
      state.isOpen ? 'open' : '',
    ].filter(Boolean);
    wrapper.className = layout.join(' ');
    bubbleText.textContent = proactiveMessageText(agent.proactiveMessage ?? '');
    dismiss.setAttribute('aria-label', texts.dismiss);
    panel.setAttribute('aria-label', agent.title);
    if (agent.ui?.modalMode) panel.setAttribute('aria-modal', 'true');
    else panel.removeAttribute('aria-modal');
    setCustomCss(agent.ADVANCED_customCSS ?? '');
  }
  paint();

  let frame: ReturnType<typeof createPanelFrame> | null = null;
  /** Set when the panel has no storage of its own and asked us to keep its conversation. */
  let hosted: ReturnType<typeof hostedConversation> | null = null;
  const ensurePanel = () =>
    (frame ??= createPanelFrame({
      doc,
      win,
      container: panel,
      url:
        widgetPanelUrl(config.origin, { agentId: config.agentId, region: config.region, mode: panelMode }) +
        (config.apiOverridden ? `&api=${encodeURIComponent(config.api)}` : ''),
      origin: config.origin,
      title: agent.title,
      onEvent,
    }));

  function onEvent(event: TPanelEvent): void {
    if (event.type === 'ready') {
      mark('parley:panel-ready');
      if (event.needsStorage) {
        hosted = hostedConversation({
          local: safeStorage('localStorage', win),
          session: safeStorage('sessionStorage', win),
          agentId: config.agentId,
          forget: agent.chatForget === true,
        });
        frame?.post({ type: 'restore', state: hosted.read() });
      }
      if (panelMode === 'preview') frame?.post({ type: 'preview-config', agent: { ...agent } });
      frame?.post({ type: 'page', url: win.location.href });
      if (state.isOpen) {
        // Focus asked for before the panel page existed: the iframe element may already be focused
        // (so focusing it again does nothing), but its new document is not; focus its window.
        if (state.wantsFocus) frame?.iframe.contentWindow?.focus();
        frame?.post({ type: 'open' });
      }
    } else if (event.type === 'message') {
      emit('message', { role: event.role, text: event.text });
    } else if (event.type === 'close-request') {
      close();
    } else if (event.type === 'unread') {
      state.unread = event.count;
      render();
    } else if (event.type === 'save') {
      hosted?.write(event.state);
    }
  }

  function render(): void {
    const count = state.isOpen
      ? 0
      : Math.max(launcherBadgeCount({ bubbleShown: state.bubbleShown, chatOpened: state.opened }), state.unread);
    badge.textContent = String(count);
    badge.hidden = count === 0;
    launcher.setAttribute('aria-expanded', String(state.isOpen));
    launcher.setAttribute(
      'aria-label',
      state.isOpen ? texts.close : count ? `${texts.open} ${texts.newCount(count)}` : texts.open,
    );
    // roundedImageURL: the launcher's round picture (the chat icon without one, the close icon when open).
    const picture = state.isOpen ? '' : safeImageUrl(agent.roundedImageURL);
    launcher.replaceChildren(
      picture
        ? createElement(doc, 'img', { class: 'picture', src: picture, alt: '' })
        : createIcon(doc, state.isOpen ? ICONS.close : ICONS.chat),
      badge,
    );
    wrapper.classList.toggle('open', state.isOpen);
    panel.hidden = !state.isOpen;
    backdrop.hidden = !(state.isOpen && agent.ui?.modalMode);
  }

  function open(focus = true): void {
    if (state.isOpen) return;
    mark('parley:open');
    Object.assign(state, { isOpen: true, opened: true, unread: 0, wantsFocus: focus });
    session.write({ open: true, opened: true });
    bubble.hidden = true;
    const { iframe, post } = ensurePanel();
    render();
    if (focus) iframe.focus();
    post({ type: 'open' });
    emit('open', undefined);
  }

  function close(): void {
    if (!state.isOpen) return;
    state.isOpen = false;
    session.write({ open: false, opened: true });
    const hadFocus = doc.activeElement === host;
    render();
    frame?.post({ type: 'close' });
    if (hadFocus) launcher.focus();
    if (preview) showBubble(bubbleRule());
    emit('close', undefined);
  }

  const toggle = () => (state.isOpen ? close() : open());

  launcher.addEventListener('click', toggle);
  for (const type of ['mouseenter', 'focus', 'touchstart'] as const) {
    launcher.addEventListener(type, ensurePanel, { once: true, passive: true });
  }
  bubbleText.addEventListener('click', () => open());
  dismiss.addEventListener('click', () => {
    dismissal.store(now());
    bubble.hidden = true;
    launcher.focus();
  });
  backdrop.addEventListener('click', close);
  // modalMode: while the modal is open, focus cannot wander to the page behind the backdrop.
  doc.addEventListener(
    'focusin',
    (event) => {
      if (state.isOpen && agent.ui?.modalMode && event.target !== host) frame?.iframe.focus();
    },
    true,
  );
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && state.isOpen) close();
  });
  if (agent.listenForUrlChanges) watchUrlChanges(win, (url) => frame?.post({ type: 'page', url }));

  render();
  doc.body.append(host);
  win.requestAnimationFrame(() => mark('parley:launcher-visible'));

  // Open at load when the visitor left it open on the previous page, or for autostart unless they closed it.
  // The live preview starts open so the builder sees the chat, unless they closed it there.
  if (state.open || ((agent.autoStartWidget || panelMode === 'preview') && state.open !== false)) open(false);

  // The live preview shows the bubble whenever its chat is closed, so the builder sees the message.
  const preview = panelMode === 'preview';
  const bubbleRule = () =>
    shouldShowProactiveBubble({
      proactiveMessage: agent.proactiveMessage ?? '',
      autoStart: agent.autoStartWidget === true,
      dismissedAt: preview ? null : dismissal.read(),
      nowMs: now(),
      chatOpen: state.isOpen || (state.opened && !preview),
    });
  const showBubble = (shown: boolean) => {
    bubble.hidden = !shown;
    state.bubbleShown = shown;
    render();
  };
  if (bubbleRule()) {
    win.setTimeout(() => {
      if (bubbleRule()) showBubble(true);
    }, PROACTIVE_BUBBLE_DELAY_MS);
  }

  return {
    open: () => open(),
    close,
    toggle,
    send: (text) => ensurePanel().post({ type: 'send', text }),
    /** The live preview: repaint with a new config and hand it to the panel (preview mode only). */
    update(next: TPublicAgent): void {
      if (panelMode !== 'preview') return;
      agent = next;
      texts = loaderTexts(agent.lang, win.navigator.language);
      paint();
      showBubble(bubbleRule());
      frame?.post({ type: 'preview-config', agent: { ...agent } });
    },
  };
}
