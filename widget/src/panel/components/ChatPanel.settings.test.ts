// @vitest-environment happy-dom
/**
 * The agent's settings, as the chat panel shows them: each one changes what the visitor sees or what
 * the panel does (widget-and-channels §3, agency-shell §3.1).
 */
import type { TPanelCommand } from '@parley/core/widget/widget-protocol';
import type { TPublicAgent } from '@parley/core/widget/public-agent';
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureAgent } from '../../../dev/fixture-agents';
import type { TPanelParams } from '../read-panel-params';
import { jsonResponse, mountTestPanel, sseResponse, type TPostedEvent } from './panel-test-kit';

const API = 'https://app.parley.test/api/eu';
const CONVERSATION = 'C'.repeat(24);
const MESSAGE_ID = 'M'.repeat(16);

/** The public endpoints, a chat stream answering "Answer to: …", and the handoff and feedback calls. */
function stubNetwork(agent: TPublicAgent | null) {
  const calls: { url: string; body?: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ url, ...(body ? { body } : {}) });
    if (url.endsWith('/usage')) return jsonResponse(200, { data: { shouldContinue: true } });
    if (url.endsWith('/check-credits')) return jsonResponse(200, { continue: true, hasEverPaid: false });
    if (url.endsWith('/handoff') || url.endsWith('/feedback')) return jsonResponse(200, { recorded: true });
    if (!url.endsWith('/chat')) return agent ? jsonResponse(200, { data: agent }) : jsonResponse(404, { error: 'no' });
    const events = [
      { type: 'start', conversationId: CONVERSATION, offline: false },
      { type: 'delta', text: `Answer to: ${String(body?.message)}` },
      { type: 'done', messageId: MESSAGE_ID, offline: false, credits: 1 },
    ];
    return sseResponse(events);
  });
  return calls;
}

let host: HTMLElement;
let posted: TPostedEvent[];
let command: (c: TPanelCommand) => void;

function mountPanel(mode: TPanelParams['mode'] = 'widget') {
  ({ host, posted, command } = mountTestPanel(mode, API));
}

function agentWith(changes: Partial<TPublicAgent>): TPublicAgent {
  return { ...fixtureAgent('demo')!, ...changes };
}

const $ = <T extends Element = HTMLElement>(selector: string) => host.querySelector<T>(selector);
const ready = () => vi.waitFor(() => expect(posted.map((e) => e.type)).toContain('ready'));
const buttonNamed = (name: string) =>
  Array.from(host.querySelectorAll('button')).find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  );

async function send(text: string) {
  command({ source: 'parley', type: 'send', text });
  await vi.waitFor(() =>
    expect(Array.from(host.querySelectorAll('.msg.assistant:not([aria-busy])')).map((m) => m.textContent)).toContain(
      `Answer to: ${text}`,
    ),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('style');
  document.getElementById('parley-custom-css')?.remove();
});
afterEach(() => {
  render(null, host);
  host.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('settings the chat panel follows', () => {
  it('lang: the panel speaks the agent language', async () => {
    stubNetwork(agentWith({ lang: 'de' }));
    mountPanel();
    await ready();
    expect($('textarea')!.getAttribute('placeholder')).toBe('Nachricht eingeben…');
    expect(document.documentElement.lang).toBe('de');
  });

  it('branding: a powered-by line at the foot, with a safe link', async () => {
    stubNetwork(agentWith({ branding: 'Powered by [Acme](https://acme.test)' }));
    mountPanel();
    await ready();
    const line = $('footer.branding')!;
    expect(line.textContent).toBe('Powered by Acme');
    expect(line.querySelector('a')!.getAttribute('href')).toBe('https://acme.test/');
    expect(line.querySelector('a')!.getAttribute('target')).toBe('_blank');
  });

  it('no branding: no line', async () => {
    stubNetwork(agentWith({ branding: '' }));
    mountPanel();
    await ready();
    expect($('.branding')).toBeNull();
  });

  it('headerImageUrl and chatBgURL: pictures behind the header and the conversation', async () => {
    stubNetwork(agentWith({ headerImageUrl: 'https://cdn.test/header.png', chatBgURL: 'https://cdn.test/bg.jpg' }));
    mountPanel();
    await ready();
    expect($('.header')!.classList.contains('with-image')).toBe(true);
    expect($('.header')!.style.backgroundImage).toContain('https://cdn.test/header.png');
    expect($('.log')!.style.backgroundImage).toContain('https://cdn.test/bg.jpg');
  });

  it('images that are not http(s) are never used', async () => {
    stubNetwork(agentWith({ headerImageUrl: 'javascript:alert(1)', chatBgURL: 'data:image/png;base64,AAAA' }));
    mountPanel();
    await ready();
    expect($('.header')!.style.backgroundImage).toBe('');
    expect($('.log')!.style.backgroundImage).toBe('');
  });

  it('avatarImageUrl: the avatar in the header', async () => {
    stubNetwork(
      agentWith({ avatarImageUrl: 'https://cdn.test/face.png', roundedImageURL: 'https://cdn.test/round.png' }),
    );
    mountPanel();
    await ready();
    expect($<HTMLImageElement>('img.avatar')!.getAttribute('src')).toBe('https://cdn.test/face.png');
  });

  it('scrollAnimation on: new messages slide in and the log glides to them', async () => {
    stubNetwork(agentWith({ scrollAnimation: true }));
    const scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    mountPanel();
    await ready();
    expect($('.log')!.classList.contains('animate')).toBe(true);
    await send('Hello');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('scrollAnimation off: no animation, the log jumps', async () => {
    stubNetwork(agentWith({ scrollAnimation: false }));
    const scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
    mountPanel();
    await ready();
    expect($('.log')!.classList.contains('animate')).toBe(false);
    await send('Hello');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('enableFixedFeedbackBtns: thumbs under every answer, recorded on the server', async () => {
    const calls = stubNetwork(agentWith({ ui: { widgetType: 'popup', enableFixedFeedbackBtns: true } }));
    mountPanel();
    await ready();
    await send('Rate this');
    const helpful = buttonNamed('Helpful')!;
    expect(helpful.getAttribute('aria-pressed')).toBe('false');
    helpful.click();
    await vi.waitFor(() => expect(buttonNamed('Helpful')!.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.find((c) => c.url.endsWith('/feedback'))).toEqual({
      url: `${API}/v2/public/agents/demo/feedback`,
      body: { conversationId: CONVERSATION, messageId: MESSAGE_ID, rating: 'up' },
    });
  });

  it('without enableFixedFeedbackBtns: no thumbs', async () => {
    stubNetwork(agentWith({ ui: { widgetType: 'popup', enableFixedFeedbackBtns: false } }));
    mountPanel();
    await ready();
    await send('Hello');
    expect(buttonNamed('Helpful')).toBeUndefined();
  });

  describe('human handoff', () => {
    const handoff = {
      enableHumanHandoff: true,
      UIhandoffTitle: 'Talk to a person',
      UIhandoffSubtitle: 'We answer within a day.',
    };

    it('offers a person once the visitor wrote, records the request and says there is no live inbox yet', async () => {
      const calls = stubNetwork(agentWith(handoff));
      mountPanel();
      await ready();
      expect(buttonNamed('Talk to a person')).toBeUndefined();
      await send('Can a human help?');
      buttonNamed('Talk to a person')!.click();
      await vi.waitFor(() =>
        expect($('.handoff')!.textContent).toContain('No one is available to chat live yet. Your request is saved'),
      );
      expect($('.handoff')!.textContent).toContain('We answer within a day.');
      expect(calls.find((c) => c.url.endsWith('/handoff'))).toEqual({
        url: `${API}/v2/public/agents/demo/handoff`,
        body: { conversationId: CONVERSATION, origin: 'web-chat' },
      });
      expect(buttonNamed('Talk to a person')).toBeUndefined();
    });

    it('alwaysShowHandoff: offered before any message; the request goes with the first message', async () => {
      const calls = stubNetwork(agentWith({ ...handoff, alwaysShowHandoff: true }));
      mountPanel();
      await ready();
      buttonNamed('Talk to a person')!.click();
      await vi.waitFor(() => expect($('.handoff')!.textContent).toContain('Write your question below'));
      expect(calls.some((c) => c.url.endsWith('/handoff'))).toBe(false);
      await send('My bike is broken');
      await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/handoff'))).toBe(true));
      await vi.waitFor(() => expect($('.handoff')!.textContent).toContain('No one is available'));
    });

    it('off: never offered', async () => {
      stubNetwork(agentWith({ ...handoff, enableHumanHandoff: false, alwaysShowHandoff: true }));
      mountPanel();
      await ready();
      await send('Hello');
      expect(buttonNamed('Talk to a person')).toBeUndefined();
    });
  });

  it('buttonsLayout: the action buttons stack, sit in a row, or go into the footer under the composer', async () => {
    for (const buttonsLayout of ['vertical', 'horizontal', 'in-footer'] as const) {
      stubNetwork(agentWith({ enableHumanHandoff: true, alwaysShowHandoff: true, buttonsLayout }));
      mountPanel();
      await ready();
      const actions = $('.actions')!;
      expect(actions.classList.contains(buttonsLayout)).toBe(true);
      const composerFirst = actions.compareDocumentPosition($('.composer')!) & Node.DOCUMENT_POSITION_PRECEDING;
      expect(Boolean(composerFirst)).toBe(buttonsLayout === 'in-footer');
      render(null, host);
      host.remove();
      localStorage.clear();
    }
  });

  it('widgetType tabs: Home and Chat filled in; Home leads into the chat', async () => {
    stubNetwork(agentWith({ ui: { widgetType: 'tabs' }, tabs: [], proactiveMessage: 'Questions? Ask us.' }));
    mountPanel();
    await ready();
    const tabs = Array.from(host.querySelectorAll('[role=tab]'));
    expect(tabs.map((t) => t.textContent)).toEqual(['Home', 'Chat']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect($('.home')!.textContent).toContain('Questions? Ask us.');
    expect($('textarea')).toBeNull();
    buttonNamed('Start a conversation')!.click();
    await vi.waitFor(() => expect($('textarea')).not.toBeNull());
    expect(host.querySelectorAll('[role=tab]')[1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('delayBeforeSubmit: messages typed within the delay go as one', async () => {
    const calls = stubNetwork(agentWith({ delayBeforeSubmit: 800 }));
    mountPanel();
    await ready();
    command({ source: 'parley', type: 'send', text: 'First' });
    command({ source: 'parley', type: 'send', text: 'Second' });
    expect(calls.filter((c) => c.url.endsWith('/chat'))).toHaveLength(0);
    await vi.waitFor(() => expect(calls.filter((c) => c.url.endsWith('/chat'))).toHaveLength(1), { timeout: 3000 });
    expect(calls.find((c) => c.url.endsWith('/chat'))!.body).toMatchObject({ message: 'First\nSecond' });
  });

  it('syncBrowser: the conversation follows what another tab of the site wrote', async () => {
    stubNetwork(agentWith({ syncBrowser: true }));
    mountPanel();
    await ready();
    const other = JSON.stringify({
      conversationId: CONVERSATION,
      messages: [
        { id: 'a', role: 'user', text: 'Asked in the other tab' },
        { id: 'b', role: 'assistant', text: 'Answered there' },
      ],
    });
    window.dispatchEvent(new StorageEvent('storage', { key: 'parley:chat:widget:demo', newValue: other }));
    await vi.waitFor(() => expect($('.msg.user')?.textContent).toBe('Asked in the other tab'));
  });

  it('without syncBrowser: another tab does not change this one until a reload', async () => {
    stubNetwork(agentWith({ syncBrowser: false }));
    mountPanel();
    await ready();
    const other = JSON.stringify({ messages: [{ id: 'a', role: 'user', text: 'Elsewhere' }] });
    window.dispatchEvent(new StorageEvent('storage', { key: 'parley:chat:widget:demo', newValue: other }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect($('.msg.user')).toBeNull();
  });

  it('chatForget: the conversation lives for this browser session only', async () => {
    stubNetwork(agentWith({ chatForget: true }));
    mountPanel();
    await ready();
    await send('Forget me');
    expect(localStorage.getItem('parley:chat:widget:demo')).toBeNull();
    expect(sessionStorage.getItem('parley:chat:widget:demo')).toContain('Forget me');
  });
});

describe('preview mode', () => {
  it('asks the server for nothing, says ready at once and shows the config it is handed', async () => {
    const calls = stubNetwork(agentWith({ title: 'Published title' }));
    mountPanel('preview');
    await ready();
    expect(calls).toEqual([]);
    command({
      source: 'parley',
      type: 'preview-config',
      agent: { ...agentWith({ title: 'Draft title', theme: 'purple-dark', customThemeJSONString: '' }) },
    });
    await vi.waitFor(() => expect($('.title')!.textContent).toBe('Draft title'));
    expect(document.documentElement.style.getPropertyValue('--pl-primary')).toBe('#7950f2');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    // A new config repaints without losing the conversation.
    await send('Still here?');
    command({ source: 'parley', type: 'preview-config', agent: { ...agentWith({ title: 'Renamed', lang: 'fr' }) } });
    await vi.waitFor(() => expect($('.title')!.textContent).toBe('Renamed'));
    expect($('.msg.user')!.textContent).toBe('Still here?');
    expect($('textarea')!.getAttribute('placeholder')).toBe('Écrivez votre message…');
    const chat = calls.find((c) => c.url.endsWith('/chat'))!;
    expect(chat.body).toMatchObject({ visitor: { origin: 'test' } });
  });

  it('a real embed ignores a preview config', async () => {
    stubNetwork(agentWith({ title: 'Published title' }));
    mountPanel('widget');
    await ready();
    // The bridge never hands one over outside preview mode (parent-bridge.test.ts); the panel ignores it too.
    expect($('.title')!.textContent).toBe('Published title');
  });
});
