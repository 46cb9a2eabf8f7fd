// @vitest-environment happy-dom
import { CHAT_AGENT_NOT_FOUND, CHAT_BLOCKED, CHAT_BLOCKED_HTTP_STATUS } from '@parley/core/chat/chat-messages';
import type { TPanelCommand, TPanelEvent } from '@parley/core/widget/widget-protocol';
import type { TPublicAgent } from '@parley/core/widget/public-agent';
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureAgent } from '../../../dev/fixture-agents';
import { jsonResponse, mountTestPanel, sseResponse, type TPostedEvent } from './panel-test-kit';

/** A stand-in for the network: the public endpoints and a chat stream, by path. */
function stubNetwork(options: {
  agent?: TPublicAgent | null;
  shouldContinue?: boolean;
  credits?: boolean;
  answer?: string[];
  citations?: unknown;
  /** The chat refuses with this status (and CHAT_BLOCKED). */
  chatStatus?: number;
}) {
  const calls: { url: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, ...(init?.body ? { body: JSON.parse(String(init.body)) } : {}) });
    if (url.endsWith('/usage')) return jsonResponse(200, { data: { shouldContinue: options.shouldContinue ?? true } });
    if (url.endsWith('/check-credits'))
      return jsonResponse(200, { continue: options.credits ?? true, hasEverPaid: false });
    if (url.includes('/public/agents/') && !url.endsWith('/chat')) {
      return options.agent === null
        ? jsonResponse(404, { success: false, error: 'no' })
        : jsonResponse(200, { data: options.agent });
    }
    if (options.chatStatus) return jsonResponse(options.chatStatus, { success: false, error: CHAT_BLOCKED });
    const events = [
      { type: 'start', conversationId: 'C'.repeat(24), offline: false },
      ...(options.answer ?? ['Hel', 'lo **there**']).map((text) => ({ type: 'delta', text })),
      {
        type: 'done',
        messageId: 'm1',
        offline: false,
        credits: 1,
        ...(options.citations ? { citations: options.citations } : {}),
      },
    ];
    return sseResponse(events);
  });
  return calls;
}

let host: HTMLElement;
let posted: TPostedEvent[];
let command: (c: TPanelCommand) => void;

function mountPanel(mode: 'widget' | 'page' | 'test' = 'widget') {
  ({ host, posted, command } = mountTestPanel(mode, 'https://app.parley.test/api/eu'));
}

const text = () => host.textContent ?? '';
const ready = () => vi.waitFor(() => expect(posted.map((e) => e.type)).toContain('ready'));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  render(null, host);
  host.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ChatPanel', () => {
  it('shows the blocked state when the usage check says not to continue', async () => {
    stubNetwork({ agent: fixtureAgent('demo'), shouldContinue: false });
    mountPanel();
    await ready();
    expect(text()).toContain(CHAT_BLOCKED);
    expect(host.querySelector('textarea')).toBeNull();
  });

  it('shows the blocked state when the owner has no credits left', async () => {
    const calls = stubNetwork({ agent: fixtureAgent('demo'), credits: false });
    mountPanel();
    await ready();
    expect(text()).toContain(CHAT_BLOCKED);
    expect(calls.map((c) => c.url)).toContain('https://app.parley.test/api/eu/public/users/owner-demo/check-credits');
  });

  it('turns to the blocked state in place of the composer when the limits run out mid-conversation', async () => {
    stubNetwork({ agent: fixtureAgent('demo'), chatStatus: CHAT_BLOCKED_HTTP_STATUS });
    mountPanel();
    await ready();
    expect(host.querySelector('textarea')).not.toBeNull();
    command({ source: 'parley', type: 'send', text: 'Still there?' });
    await vi.waitFor(() => expect(host.querySelector('.blocked-note')?.textContent).toBe(CHAT_BLOCKED));
    expect(host.querySelector('textarea')).toBeNull();
    expect(host.querySelector('.msg.user')?.textContent).toBe('Still there?');
    expect(host.querySelector('.error')).toBeNull();
  });

  it('says so when the agent does not exist', async () => {
    stubNetwork({ agent: null });
    mountPanel();
    await ready();
    expect(text()).toContain(CHAT_AGENT_NOT_FOUND);
  });

  it('reveals the greeting one message after another once opened, messageDelayMS apart', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const agent = { ...fixtureAgent('demo')!, vg_initMessages: ['One', 'Two', 'Three'], messageDelayMS: 800 };
    stubNetwork({ agent });
    mountPanel();
    await ready();
    const greeting = () => Array.from(host.querySelectorAll('.msg.assistant .md')).map((m) => m.textContent);
    await vi.advanceTimersByTimeAsync(2000);
    expect(greeting()).toEqual([]); // hidden panel (preloaded on hover): nothing revealed yet
    // Preact runs effects shortly after a frame, so each step may start a few tens of ms late.
    command({ source: 'parley', type: 'open' });
    await vi.advanceTimersByTimeAsync(150);
    expect(greeting()).toEqual(['One']);
    expect(host.querySelector('.typing')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(600); // 750 ms after opening: the second is not due yet
    expect(greeting()).toEqual(['One']);
    await vi.advanceTimersByTimeAsync(250);
    expect(greeting()).toEqual(['One', 'Two']);
    await vi.advanceTimersByTimeAsync(600);
    expect(greeting()).toEqual(['One', 'Two']);
    await vi.advanceTimersByTimeAsync(300);
    expect(greeting()).toEqual(['One', 'Two', 'Three']);
    expect(host.querySelector('.typing')).toBeNull();
  });

  it('streams an answer as markdown and tells the loader about both messages', async () => {
    const calls = stubNetwork({ agent: fixtureAgent('demo') });
    mountPanel();
    await ready();
    command({ source: 'parley', type: 'page', url: 'https://shop.test/pricing' });
    command({ source: 'parley', type: 'send', text: 'Hi!' });
    await vi.waitFor(() => expect(host.querySelector('.msg.assistant:last-child strong')?.textContent).toBe('there'));
    const chat = calls.find((c) => c.url.endsWith('/chat'))!;
    expect(chat.url).toBe('https://app.parley.test/api/eu/v2/public/agents/demo/chat');
    expect(chat.body).toMatchObject({
      message: 'Hi!',
      visitor: { origin: 'web-chat', pageUrl: 'https://shop.test/pricing' },
    });
    await vi.waitFor(() =>
      expect(posted.filter((e): e is Extract<TPanelEvent, { type: 'message' }> => e.type === 'message')).toEqual([
        { type: 'message', role: 'user', text: 'Hi!' },
        { type: 'message', role: 'assistant', text: 'Hello **there**' },
      ]),
    );
  });

  it('shows the sources under an answer: names as text, http(s) links in a new tab, kept after a reload', async () => {
    stubNetwork({
      agent: fixtureAgent('demo'),
      citations: [
        { name: 'Returns <b>policy</b>' },
        { name: 'Help centre', url: 'https://shop.test/help' },
        { name: 'Bad link', url: 'javascript:alert(1)' },
      ],
    });
    mountPanel();
    await ready();
    command({ source: 'parley', type: 'send', text: 'Refunds?' });
    const sources = await vi.waitFor(() => {
      const found = host.querySelector('.sources');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(sources.textContent).toBe('SourcesReturns <b>policy</b>Help centreBad link');
    expect(sources.querySelector('b')).toBeNull();
    const links = [...sources.querySelectorAll('a')];
    expect(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    ).toEqual([['Help centre', 'https://shop.test/help', '_blank', 'noopener noreferrer']]);
    // The conversation kept in the browser keeps them.
    render(null, host);
    host.remove();
    mountPanel();
    await ready();
    await vi.waitFor(() => expect(host.querySelector('.sources a')?.textContent).toBe('Help centre'));
  });

  it('labels offline mode, sends origin test from the test panel, and restarts', async () => {
    const calls = stubNetwork({ agent: fixtureAgent('offline') });
    mountPanel('test');
    await ready();
    expect(text()).toContain('Offline mode');
    expect(host.querySelector('[aria-label="Close chat"]')).toBeNull();
    const box = host.querySelector('textarea')!;
    box.value = 'Ping';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(host.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled).toBe(false));
    host.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await vi.waitFor(() => expect(host.querySelectorAll('.msg.user')).toHaveLength(1));
    expect(calls.find((c) => c.url.endsWith('/chat'))!.body).toMatchObject({ visitor: { origin: 'test' } });
    await vi.waitFor(() => expect(host.querySelector('[aria-busy]')).toBeNull());
    Array.from(host.querySelectorAll('button'))
      .find((b) => b.textContent === 'Restart')!
      .click();
    await vi.waitFor(() => expect(host.querySelectorAll('.msg.user')).toHaveLength(0));
  });
});
