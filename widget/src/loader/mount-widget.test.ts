// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://shop.test/page" }
import { BUBBLE_DISMISSAL_EXPIRY_MS, PROACTIVE_BUBBLE_DELAY_MS } from '@parley/core/widget/proactive-bubble';
import type { TPublicAgent } from '@parley/core/widget/public-agent';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureAgent } from '../../dev/fixture-agents';
import { mountWidget } from './mount-widget';
import type { TParleyEventName } from './parley-api';

interface THappyDomSettings {
  enableIframePageLoading: boolean;
  fetch: { interceptor: { beforeAsyncRequest: () => Promise<Response> } | null };
}

const START = Date.UTC(2026, 10, 23, 9, 0, 0);
const PARLEY = 'https://app.parley.test';

function mount(changes: Partial<TPublicAgent> = {}, panelMode: 'widget' | 'preview' = 'widget') {
  const agent = { ...fixtureAgent('demo')!, ...changes };
  const events: [TParleyEventName, unknown][] = [];
  const controls = mountWidget({
    agent,
    config: { agentId: agent.ID, region: 'eu', origin: PARLEY, api: `${PARLEY}/api/eu`, apiOverridden: false },
    doc: document,
    win: window,
    now: Date.now,
    emit: (event, payload) => events.push([event, payload]),
    mark: () => undefined,
    panelMode,
  });
  const host = document.querySelector('parley-widget')!;
  const root = host.shadowRoot!;
  const $ = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T & Element>(selector)!;
  return {
    controls,
    events,
    host,
    root,
    launcher: $<HTMLButtonElement>('.launcher'),
    badge: () => ($('.badge').hidden ? null : $('.badge').textContent),
    bubbleShown: () => !$('.bubble').hidden,
    panelShown: () => !$('.panel').hidden,
    iframe: () => root.querySelector('iframe'),
    $,
  };
}

/** A page load: a fresh document body and the same storages. */
/** A message to the loader as if the panel page (at `origin`, from window `source`) sent it. */
const post = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

/** The panel page is not loaded in tests: each iframe gets a stand-in window that records what it is sent. */
function stubPanelWindows(): void {
  const frames = new WeakMap<
    HTMLIFrameElement,
    { postMessage: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> }
  >();
  beforeEach(() => {
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (
      this: HTMLIFrameElement,
    ) {
      if (!frames.has(this)) frames.set(this, { postMessage: vi.fn(), focus: vi.fn() });
      return frames.get(this) as unknown as Window;
    });
  });
  afterEach(() => vi.restoreAllMocks());
}

function reload(): void {
  document.body.replaceChildren();
}

describe('mountWidget', () => {
  beforeAll(() => {
    // The panel iframe gets an empty page from here instead of the network (nothing in a unit test
    // reaches it); without this happy-dom refuses to load iframes and logs each refusal.
    const { settings } = (window as unknown as { happyDOM: { settings: THappyDomSettings } }).happyDOM;
    settings.enableIframePageLoading = true;
    settings.fetch.interceptor = {
      beforeAsyncRequest: async () =>
        new Response('<!doctype html><title>panel</title>', { headers: { 'Content-Type': 'text/html' } }),
    };
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(START);
    localStorage.clear();
    sessionStorage.clear();
    reload();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('proactive bubble and badge', () => {
    it('shows the bubble 1 s after load; the badge goes from 1 to 2', () => {
      const w = mount();
      expect(w.badge()).toBe('1');
      expect(w.bubbleShown()).toBe(false);
      vi.advanceTimersByTime(PROACTIVE_BUBBLE_DELAY_MS - 1);
      expect(w.bubbleShown()).toBe(false);
      vi.advanceTimersByTime(1);
      expect(w.bubbleShown()).toBe(true);
      expect(w.$('.bubble .text').textContent).toBe(fixtureAgent('demo')!.proactiveMessage);
      expect(w.badge()).toBe('2');
      expect(w.launcher.getAttribute('aria-label')).toBe('Open chat (2 new)');
    });

    it('remembers a dismissal in the host page for a day per agent, then shows again', () => {
      const w = mount();
      vi.advanceTimersByTime(PROACTIVE_BUBBLE_DELAY_MS);
      w.$<HTMLButtonElement>('.dismiss').click();
      expect(w.bubbleShown()).toBe(false);
      expect(w.badge()).toBe('2');
      expect(localStorage.getItem('parley:bubble-dismissed:demo')).toBe(String(START + PROACTIVE_BUBBLE_DELAY_MS));

      vi.setSystemTime(START + BUBBLE_DISMISSAL_EXPIRY_MS - 1000);
      reload();
      const sameDay = mount();
      vi.advanceTimersByTime(PROACTIVE_BUBBLE_DELAY_MS);
      expect(sameDay.bubbleShown()).toBe(false);
      expect(sameDay.badge()).toBe('1');

      reload();
      const otherAgent = mount({ ID: 'other' });
      vi.advanceTimersByTime(PROACTIVE_BUBBLE_DELAY_MS);
      expect(otherAgent.bubbleShown()).toBe(true);

      vi.setSystemTime(START + PROACTIVE_BUBBLE_DELAY_MS + BUBBLE_DISMISSAL_EXPIRY_MS + 1);
      reload();
      const nextDay = mount();
      vi.advanceTimersByTime(PROACTIVE_BUBBLE_DELAY_MS);
      expect(nextDay.bubbleShown()).toBe(true);
    });

    it('does not show for proactiveMessage none', () => {
      const w = mount({ proactiveMessage: 'none' });
      vi.advanceTimersByTime(5000);
      expect(w.bubbleShown()).toBe(false);
      expect(w.badge()).toBe('1');
    });

    it('does not show when the chat is opened before the delay, and the badge goes away', () => {
      const w = mount();
      vi.advanceTimersByTime(500);
      w.launcher.click();
      vi.advanceTimersByTime(5000);
      expect(w.bubbleShown()).toBe(false);
      expect(w.badge()).toBeNull();
      w.launcher.click();
      expect(w.badge()).toBeNull();
    });

    it('with autostart opens the chat at load instead, without taking focus', () => {
      const w = mount({ autoStartWidget: true });
      expect(w.panelShown()).toBe(true);
      expect(w.iframe()).not.toBeNull();
      vi.advanceTimersByTime(5000);
      expect(w.bubbleShown()).toBe(false);
      expect(document.activeElement).not.toBe(w.host);
      expect(w.events).toEqual([['open', undefined]]);
    });

    it('opening the bubble text opens the chat', () => {
      const w = mount();
      vi.advanceTimersByTime(PROACTIVE_BUBBLE_DELAY_MS);
      w.$<HTMLButtonElement>('.bubble .text').click();
      expect(w.panelShown()).toBe(true);
      expect(w.bubbleShown()).toBe(false);
    });
  });

  describe('open and close', () => {
    it('creates the panel iframe lazily: on hover, not at load', () => {
      const w = mount();
      expect(w.iframe()).toBeNull();
      w.launcher.dispatchEvent(new Event('mouseenter'));
      const iframe = w.iframe()!;
      expect(iframe.getAttribute('src')).toBe(`${PARLEY}/widget/panel.html#agentId=demo&region=eu&mode=widget`);
      expect(w.panelShown()).toBe(false);
      w.launcher.click();
      expect(w.iframe()).toBe(iframe);
    });

    it('keeps aria-expanded and labels right, closes on Escape and gives focus back to the launcher', () => {
      const w = mount();
      w.launcher.focus();
      w.launcher.click();
      expect(w.launcher.getAttribute('aria-expanded')).toBe('true');
      expect(w.launcher.getAttribute('aria-label')).toBe('Close chat');
      expect(w.$('.panel').getAttribute('role')).toBe('dialog');
      w.root
        .querySelector('.w')!
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      expect(w.panelShown()).toBe(false);
      expect(w.launcher.getAttribute('aria-expanded')).toBe('false');
      expect(w.root.activeElement).toBe(w.launcher);
      expect(w.events.map(([e]) => e)).toEqual(['open', 'close']);
    });

    it('remembers open in this tab, so the next page opens the chat again', () => {
      const w = mount();
      w.controls.open();
      expect(JSON.parse(sessionStorage.getItem('parley:widget:demo')!)).toEqual({ open: true, opened: true });
      reload();
      const next = mount();
      expect(next.panelShown()).toBe(true);
      next.controls.close();
      reload();
      const after = mount({ autoStartWidget: true });
      expect(after.panelShown()).toBe(false); // closed by the visitor: autostart does not reopen it
      expect(after.badge()).toBeNull();
    });
  });

  describe('panel messages', () => {
    stubPanelWindows();

    it('posts commands to the Parley origin only, once the panel is ready, page address first', () => {
      const w = mount();
      w.controls.send('Hi there');
      w.controls.open();
      const frameWindow = w.iframe()!.contentWindow as unknown as { postMessage: ReturnType<typeof vi.fn> };
      expect(frameWindow.postMessage).not.toHaveBeenCalled();
      post({ source: 'parley', type: 'ready' }, PARLEY, frameWindow);
      expect(frameWindow.postMessage.mock.calls).toEqual([
        [{ source: 'parley', type: 'page', url: 'https://shop.test/page' }, PARLEY],
        [{ source: 'parley', type: 'open' }, PARLEY],
        [{ source: 'parley', type: 'send', text: 'Hi there' }, PARLEY],
        [{ source: 'parley', type: 'open' }, PARLEY],
      ]);
    });

    it('keeps the conversation in the host page for a panel without storage of its own', () => {
      localStorage.setItem('parley:chat:demo', '{"messages":[{"id":"1","role":"user","text":"Hi"}]}');
      const w = mount();
      w.controls.open();
      const frameWindow = w.iframe()!.contentWindow as unknown as { postMessage: ReturnType<typeof vi.fn> };
      post({ source: 'parley', type: 'ready', needsStorage: true }, PARLEY, frameWindow);
      expect(frameWindow.postMessage.mock.calls[0]).toEqual([
        { source: 'parley', type: 'restore', state: '{"messages":[{"id":"1","role":"user","text":"Hi"}]}' },
        PARLEY,
      ]);
      post({ source: 'parley', type: 'save', state: '{"messages":[]}' }, PARLEY, frameWindow);
      expect(localStorage.getItem('parley:chat:demo')).toBe('{"messages":[]}');
      post({ source: 'parley', type: 'save', state: '' }, PARLEY, frameWindow);
      expect(localStorage.getItem('parley:chat:demo')).toBeNull();
    });

    it('keeps nothing for a panel that has its own storage, and only for its own iframe', () => {
      const w = mount();
      w.controls.open();
      const frameWindow = w.iframe()!.contentWindow as unknown as { postMessage: ReturnType<typeof vi.fn> };
      post({ source: 'parley', type: 'save', state: '{"messages":[]}' }, PARLEY, frameWindow);
      post({ source: 'parley', type: 'ready' }, PARLEY, frameWindow);
      post({ source: 'parley', type: 'save', state: '{"messages":[]}' }, PARLEY, frameWindow);
      expect(localStorage.getItem('parley:chat:demo')).toBeNull();
      expect(frameWindow.postMessage.mock.calls.map(([command]) => (command as { type: string }).type)).not.toContain(
        'restore',
      );
    });

    it('with chatForget keeps it in the host tab only', () => {
      const w = mount({ chatForget: true });
      w.controls.open();
      const frameWindow = w.iframe()!.contentWindow as unknown as { postMessage: ReturnType<typeof vi.fn> };
      post({ source: 'parley', type: 'ready', needsStorage: true }, PARLEY, frameWindow);
      post({ source: 'parley', type: 'save', state: '{"messages":[]}' }, PARLEY, frameWindow);
      expect(sessionStorage.getItem('parley:chat:demo')).toBe('{"messages":[]}');
      expect(localStorage.getItem('parley:chat:demo')).toBeNull();
    });

    it('tells the panel about SPA navigation when listenForUrlChanges is on', () => {
      const w = mount({ listenForUrlChanges: true });
      w.controls.open();
      const frameWindow = w.iframe()!.contentWindow as unknown as { postMessage: ReturnType<typeof vi.fn> };
      post({ source: 'parley', type: 'ready' }, PARLEY, frameWindow);
      frameWindow.postMessage.mockClear();
      history.pushState({}, '', '/checkout');
      expect(frameWindow.postMessage.mock.calls).toEqual([
        [{ source: 'parley', type: 'page', url: 'https://shop.test/checkout' }, PARLEY],
      ]);
      history.replaceState({}, '', '/page');
    });

    it('accepts events only from its own iframe window and Parley origin', () => {
      const w = mount();
      w.controls.open();
      const frameWindow = w.iframe()!.contentWindow;
      expect(frameWindow).toBeTruthy();
      const message = { source: 'parley', type: 'message', role: 'assistant', text: 'Hello' };
      post(message, 'https://evil.test', frameWindow);
      post(message, PARLEY, window);
      post({ ...message, source: 'other' }, PARLEY, frameWindow);
      expect(w.events.filter(([e]) => e === 'message')).toEqual([]);
      post(message, PARLEY, frameWindow);
      expect(w.events.filter(([e]) => e === 'message')).toEqual([['message', { role: 'assistant', text: 'Hello' }]]);
      post({ source: 'parley', type: 'close-request' }, PARLEY, frameWindow);
      expect(w.panelShown()).toBe(false);
    });

    it('shows answers that arrived while closed on the badge', () => {
      const w = mount();
      w.controls.open();
      w.controls.close();
      post({ source: 'parley', type: 'unread', count: 3 }, PARLEY, w.iframe()!.contentWindow);
      expect(w.badge()).toBe('3');
      w.controls.open();
      expect(w.badge()).toBeNull();
    });
  });

  describe('look', () => {
    it('scopes the custom CSS to the shadow root and paints the theme on the host', () => {
      const w = mount({ ADVANCED_customCSS: '.launcher{border-radius:4px} body{display:none}' });
      expect(document.head.innerHTML).not.toContain('border-radius:4px');
      const sheets = w.root.adoptedStyleSheets.map((sheet) =>
        Array.from(sheet.cssRules)
          .map((rule) => rule.cssText)
          .join(' '),
      );
      expect(sheets).toHaveLength(2);
      expect(sheets[1]).toMatch(/^\.launcher \{ border-radius: 4px;? ?\} body \{ display: none;? ?\}$/);
      expect(document.adoptedStyleSheets).toHaveLength(0);
      expect((w.host as HTMLElement).style.getPropertyValue('--pl-primary')).toBe('#228be6');
      expect((w.host as HTMLElement).style.getPropertyValue('--pl-font')).toMatch(/^"DM Sans", system-ui/);
    });

    it('lays out bottom-left, full-width and modal', () => {
      expect(mount({ ui: { widgetType: 'bottom-left' } }).$('.w').className).toBe('w left');
      reload();
      expect(mount({ ui: { widgetType: 'full-width' } }).$('.w').className).toBe('w full');
      reload();
      const modal = mount({ ui: { widgetType: 'popup', modalMode: true } });
      expect(modal.$('.w').className).toBe('w modal');
      modal.controls.open();
      expect(modal.$('.panel').getAttribute('aria-modal')).toBe('true');
      expect(modal.$('.backdrop').hidden).toBe(false);
      // Focus cannot leave for the page behind the backdrop while the modal is open.
      const behind = document.createElement('button');
      document.body.append(behind);
      behind.focus();
      expect(document.activeElement).toBe(modal.host);
      expect(modal.root.activeElement).toBe(modal.iframe());
      modal.$('.backdrop').click();
      expect(modal.panelShown()).toBe(false);
      behind.focus();
      expect(document.activeElement).toBe(behind);
      behind.remove();
    });

    it('shows bubble text as text, never markup', () => {
      const w = mount({ proactiveMessage: '<img src=x onerror=alert(1)>Hi' });
      vi.advanceTimersByTime(PROACTIVE_BUBBLE_DELAY_MS);
      expect(w.root.querySelector('img')).toBeNull();
      expect(w.$('.bubble .text').textContent).toBe('<img src=x onerror=alert(1)>Hi');
    });

    it('speaks the agent language', () => {
      const w = mount({ lang: 'de' });
      expect(w.launcher.getAttribute('aria-label')).toBe('Chat öffnen (1 neu)');
    });
  });

  describe('launcher picture and live preview', () => {
    stubPanelWindows();

    it('roundedImageURL: the launcher shows the round picture while closed, the close icon while open', () => {
      const w = mount({ roundedImageURL: 'https://cdn.test/round.png' });
      expect(w.launcher.querySelector('img.picture')!.getAttribute('src')).toBe('https://cdn.test/round.png');
      w.controls.open();
      expect(w.launcher.querySelector('img')).toBeNull();
      expect(w.launcher.querySelector('svg')).not.toBeNull();
      reload();
      expect(mount({ roundedImageURL: 'javascript:alert(1)' }).launcher.querySelector('img')).toBeNull();
    });

    it('preview: opens at load without focus, hands the config to the panel in preview mode, and repaints on update', () => {
      const w = mount({ title: 'Draft one' }, 'preview');
      expect(w.panelShown()).toBe(true);
      const iframe = w.iframe()!;
      expect(iframe.getAttribute('src')).toContain('mode=preview');
      const frameWindow = iframe.contentWindow as unknown as { postMessage: ReturnType<typeof vi.fn> };
      post({ source: 'parley', type: 'ready' }, PARLEY, frameWindow);
      const sent = () =>
        frameWindow.postMessage.mock.calls.map(([command]) => command as { type: string; agent?: { title: string } });
      expect(sent()[0]).toMatchObject({ type: 'preview-config', agent: { title: 'Draft one' } });
      expect(frameWindow.postMessage.mock.calls[0]![1]).toBe(PARLEY);

      w.controls.update({
        ...fixtureAgent('demo')!,
        title: 'Draft two',
        theme: 'red-dark',
        ui: { widgetType: 'bottom-left' },
        ADVANCED_customCSS: '.launcher{width:70px}',
      });
      expect(sent().at(-1)).toMatchObject({ type: 'preview-config', agent: { title: 'Draft two' } });
      expect((w.host as HTMLElement).style.getPropertyValue('--pl-primary')).toBe('#fa5252');
      expect(w.$('.w').className).toBe('w left dark open');
      expect(w.$('.panel').getAttribute('aria-label')).toBe('Draft two');
      const custom = Array.from(w.root.adoptedStyleSheets[1]!.cssRules)
        .map((rule) => rule.cssText)
        .join(' ');
      expect(custom).toContain('width: 70px');
    });

    it('preview: shows the proactive bubble whenever its chat is closed, with the message being edited', () => {
      const w = mount({ proactiveMessage: 'Hello there' }, 'preview');
      expect(w.bubbleShown()).toBe(false); // open at load
      w.controls.close();
      expect(w.bubbleShown()).toBe(true);
      w.controls.update({ ...fixtureAgent('demo')!, proactiveMessage: 'Questions? Ask me.' });
      expect(w.$('.bubble .text').textContent).toBe('Questions? Ask me.');
      expect(w.bubbleShown()).toBe(true);
      w.controls.update({ ...fixtureAgent('demo')!, proactiveMessage: 'None' });
      expect(w.bubbleShown()).toBe(false);
      w.controls.open();
      w.controls.update({ ...fixtureAgent('demo')!, proactiveMessage: 'Back again' });
      expect(w.bubbleShown()).toBe(false);
    });

    it('a real embed never takes a new config', () => {
      const w = mount({ title: 'Published' });
      w.controls.update({ ...fixtureAgent('demo')!, title: 'Injected', theme: 'red-dark' });
      expect(w.$('.panel').getAttribute('aria-label')).toBe('Published');
      expect((w.host as HTMLElement).style.getPropertyValue('--pl-primary')).toBe('#228be6');
      w.controls.open();
      expect(w.iframe()!.getAttribute('src')).toContain('mode=widget');
    });
  });
});
