// @vitest-environment happy-dom
import type { TChatEvent, TChatRequest } from '@parley/core/chat/chat-calls';
import { ZChatRequest } from '@parley/core/chat/chat-calls';
import {
  PROMPT_HISTORY_MAX_MESSAGES,
  SENT_HISTORY_MAX_CHARS,
  SENT_HISTORY_MESSAGE_MAX_CHARS,
} from '@parley/core/chat/chat-limits';
import { CHAT_BLOCKED_HTTP_STATUS, CHAT_CONNECTION_LOST } from '@parley/core/chat/chat-messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryError } from '../../shared/queries/query-error';
import { conversationStore } from './conversation-store';
import { createChatSession, type TChatSessionArgs } from './create-chat-session';

type TScript = (request: TChatRequest, emit: (event: TChatEvent) => void) => Promise<void>;

const CONVERSATION_ID = 'A'.repeat(24);
const answers =
  (text: string, offline = false): TScript =>
  async (_request, emit) => {
    emit({ type: 'start', conversationId: CONVERSATION_ID, offline });
    for (const piece of text.match(/.{1,3}/g) ?? []) emit({ type: 'delta', text: piece });
    emit({ type: 'done', messageId: 'm', offline, credits: 1 });
  };

const refuse =
  (status: number, message: string): TScript =>
  async () => {
    throw new QueryError(status, message);
  };

function setup(options: Partial<TChatSessionArgs> = {}, scripts: TScript[] = []) {
  const requests: TChatRequest[] = [];
  const onMessage = vi.fn();
  const onUnread = vi.fn();
  let n = 0;
  const session = createChatSession({
    chatUrl: 'https://parley.test/api/eu/v2/public/agents/a1/chat',
    recordChatHistory: true,
    listenForUrlChanges: false,
    offline: false,
    origin: 'web-chat',
    browser: 'Chrome',
    platform: 'Linux',
    store: conversationStore({
      local: localStorage,
      session: sessionStorage,
      agentId: 'a1',
      mode: 'widget',
      forget: false,
    }),
    send: async (_url, request, onEvent) => {
      requests.push(structuredClone(request));
      const script = scripts.shift() ?? answers('ok');
      await script(request, onEvent);
    },
    onMessage,
    onUnread,
    newId: () => `id${++n}`,
    ...options,
  });
  const settled = () => vi.waitFor(() => expect(session.state.streaming).toBe(false), { interval: 1 });
  return { session, requests, onMessage, onUnread, settled };
}

describe('createChatSession', () => {
  beforeEach(() => localStorage.clear());

  it('streams an answer, keeps the conversation id and tells the host', async () => {
    const { session, requests, onMessage, settled } = setup({}, [answers('Hello there')]);
    expect(session.send('  Hi  ')).toBe(true);
    expect(session.state.streaming).toBe(true);
    await settled();
    expect(session.state.messages.map((m) => [m.role, m.text, m.status])).toEqual([
      ['user', 'Hi', undefined],
      ['assistant', 'Hello there', undefined],
    ]);
    expect(requests[0]).toMatchObject({ message: 'Hi', visitor: { origin: 'web-chat', browser: 'Chrome' } });
    expect(requests[0]).not.toHaveProperty('conversationId');
    expect(requests[0]).not.toHaveProperty('history');
    expect(onMessage.mock.calls).toEqual([
      ['user', 'Hi'],
      ['assistant', 'Hello there'],
    ]);
    session.send('Again');
    await settled();
    expect(requests[1]).toMatchObject({ conversationId: CONVERSATION_ID });
  });

  it('refuses empty messages, and sends messages given while an answer arrives, as one, after it', async () => {
    const { session, requests, onMessage, settled } = setup({}, [answers('First answer'), answers('Second answer')]);
    expect(session.send('   ')).toBe(false);
    expect(session.send('one')).toBe(true);
    expect(session.send('two')).toBe(true);
    expect(session.send('three')).toBe(true);
    // Shown at once, below the answer that is arriving; not sent yet.
    expect(session.state.streaming).toBe(true);
    expect(session.state.messages.map((m) => `${m.role}:${m.text}`)).toEqual([
      'user:one',
      'assistant:First answer',
      'user:two',
      'user:three',
    ]);
    expect(requests).toHaveLength(1);
    await vi.waitFor(() => expect(requests).toHaveLength(2), { interval: 1 });
    await settled();
    expect(requests[1]).toMatchObject({ message: 'two\nthree', conversationId: CONVERSATION_ID });
    expect(session.state.messages.map((m) => [m.role, m.text, m.status])).toEqual([
      ['user', 'one', undefined],
      ['assistant', 'First answer', undefined],
      ['user', 'two', undefined],
      ['user', 'three', undefined],
      ['assistant', 'Second answer', undefined],
    ]);
    expect(onMessage.mock.calls.map(([role, text]) => `${role}:${text}`)).toEqual([
      'user:one',
      'user:two',
      'user:three',
      'assistant:First answer',
      'assistant:Second answer',
    ]);
  });

  it('sends the last 20 messages as history only when the agent records none', async () => {
    const { session, requests, settled } = setup({ recordChatHistory: false });
    for (let i = 0; i < 12; i++) {
      session.send(`q${i}`);
      await settled();
    }
    const last = requests.at(-1)!;
    expect(last.history).toHaveLength(PROMPT_HISTORY_MAX_MESSAGES);
    expect(last.history!.at(-1)).toEqual({ role: 'assistant', text: 'ok' });
    expect(last.history!.some((m) => m.text === 'q11')).toBe(false);
  });

  it('keeps the history it sends within the characters the server accepts, dropping the oldest', async () => {
    const long = 'x'.repeat(SENT_HISTORY_MESSAGE_MAX_CHARS + 500);
    const { session, requests, settled } = setup(
      { recordChatHistory: false },
      Array.from({ length: 6 }, () => answers(long)),
    );
    for (let i = 0; i < 6; i++) {
      session.send(`q${i}`);
      await settled();
    }
    const last = requests.at(-1)!;
    const total = last.history!.reduce((n, m) => n + m.text.length, 0);
    expect(total).toBeLessThanOrEqual(SENT_HISTORY_MAX_CHARS);
    expect(last.history!.every((m) => m.text.length <= SENT_HISTORY_MESSAGE_MAX_CHARS)).toBe(true);
    expect(last.history!.at(-1)).toEqual({ role: 'assistant', text: long.slice(0, SENT_HISTORY_MESSAGE_MAX_CHARS) });
    expect(ZChatRequest.safeParse(last).success).toBe(true);
  });

  it('keeps the part already shown on an error event, and Retry resends the last visitor message', async () => {
    const failing: TScript = async (_r, emit) => {
      emit({ type: 'start', conversationId: CONVERSATION_ID, offline: false });
      emit({ type: 'delta', text: 'Half an ans' });
      emit({ type: 'error', message: 'The assistant could not answer just now.', retryable: true });
    };
    const { session, requests, onMessage, settled } = setup({}, [failing, answers('Full answer')]);
    session.send('Question');
    await settled();
    expect(session.state.messages[1]).toMatchObject({
      text: 'Half an ans',
      status: 'interrupted',
      error: { message: 'The assistant could not answer just now.', retryable: true },
    });
    expect(onMessage).toHaveBeenCalledTimes(1);
    session.retry();
    await settled();
    expect(requests[1]!.message).toBe('Question');
    expect(session.state.messages.map((m) => [m.role, m.text, m.status, m.error])).toEqual([
      ['user', 'Question', undefined, undefined],
      ['assistant', 'Half an ans', 'interrupted', undefined],
      ['assistant', 'Full answer', undefined, undefined],
    ]);
  });

  it('marks a stream that ends without done, or breaks, as connection lost', async () => {
    const cut: TScript = async (_r, emit) => emit({ type: 'delta', text: 'Par' });
    const broken: TScript = async (_r, emit) => {
      emit({ type: 'delta', text: 'Part' });
      throw new QueryError(0, 'network error');
    };
    const { session, settled } = setup({}, [cut, broken]);
    session.send('a');
    await settled();
    expect(session.state.messages[1]).toMatchObject({
      text: 'Par',
      error: { message: CHAT_CONNECTION_LOST, retryable: true },
    });
    session.send('b');
    await settled();
    expect(session.state.messages[3]).toMatchObject({
      text: 'Part',
      error: { message: CHAT_CONNECTION_LOST, retryable: true },
    });
    // Sending something new takes the Retry off the older failure.
    expect(session.state.messages[1]!.error).toBeUndefined();
  });

  it('shows the server message of a refused request; retry only where it may help', async () => {
    const { session, settled } = setup({}, [
      refuse(429, 'Too quick.'),
      refuse(402, 'Blocked.'),
      refuse(400, 'Too long.'),
    ]);
    session.send('a');
    await settled();
    expect(session.state.messages.at(-1)).toMatchObject({
      text: '',
      error: { message: 'Too quick.', retryable: true },
    });
    session.send('b');
    await settled();
    expect(session.state.messages.at(-1)).toMatchObject({ error: { message: 'Blocked.', retryable: false } });
    session.send('c');
    await settled();
    expect(session.state.messages.at(-1)).toMatchObject({ error: { message: 'Too long.', retryable: false } });
    // An empty failed answer disappears once the visitor moves on.
    expect(session.state.messages.map((m) => m.text)).toEqual(['a', 'b', 'c', '']);
  });

  it('turns blocked when credits or limits run out mid-conversation: nothing more is sent', async () => {
    const { session, requests, settled } = setup({}, [answers('First.'), refuse(CHAT_BLOCKED_HTTP_STATUS, 'Blocked.')]);
    session.send('one');
    await settled();
    session.send('two');
    await settled();
    expect(session.state.blocked).toBe(true);
    // The question stays; no empty or failed answer is left under it.
    expect(session.state.messages.map((m) => `${m.role}:${m.text}`)).toEqual([
      'user:one',
      'assistant:First.',
      'user:two',
    ]);
    expect(session.state.messages.every((m) => !m.error)).toBe(true);
    expect(session.send('three')).toBe(false);
    session.retry();
    expect(requests).toHaveLength(2);
    // The dashboard's Restart starts over (the builder may have raised the limit).
    session.restart();
    expect(session.state.blocked).toBe(false);
  });

  it('marks offline answers and keeps the conversation across a reload', async () => {
    const first = setup({}, [answers('From the greeting.', true)]);
    first.session.send('Hi');
    await first.settled();
    expect(first.session.state.offline).toBe(true);
    const second = setup();
    expect(second.session.state.messages.map((m) => [m.text, m.status])).toEqual([
      ['Hi', undefined],
      ['From the greeting.', 'offline'],
    ]);
    second.session.send('More');
    await second.settled();
    expect(second.requests[0]!.conversationId).toBe(CONVERSATION_ID);
  });

  it('offers Retry after a reload that cut off an answer before it finished', async () => {
    // The page goes away while the answer is on its way: nothing has arrived yet.
    const never: TScript = () => new Promise(() => {});
    const first = setup({}, [never]);
    first.session.send('Are you there?');
    expect(first.session.state.streaming).toBe(true);

    let n = 0;
    const second = setup({ newId: () => `after-reload-${++n}` }, [answers('Yes, here.')]);
    expect(second.session.state.streaming).toBe(false);
    expect(second.session.state.messages).toEqual([
      expect.objectContaining({
        role: 'user',
        text: 'Are you there?',
        error: { message: CHAT_CONNECTION_LOST, retryable: true },
      }),
    ]);
    second.session.retry();
    await second.settled();
    expect(second.requests[0]).toMatchObject({ message: 'Are you there?' });
    expect(second.session.state.messages.map((m) => [m.role, m.text, m.error])).toEqual([
      ['user', 'Are you there?', undefined],
      ['assistant', 'Yes, here.', undefined],
    ]);

    // A finished conversation restores without any error.
    expect(setup().session.state.messages.every((m) => !m.error)).toBe(true);
  });

  it('sends the page address, and pageChanged once it changed (listenForUrlChanges)', async () => {
    const { session, requests, settled } = setup({ listenForUrlChanges: true });
    session.setPage('https://shop.test/a');
    session.send('1');
    await settled();
    session.send('2');
    await settled();
    session.setPage('https://shop.test/b');
    session.send('3');
    await settled();
    expect(requests.map((r) => [r.visitor?.pageUrl, r.visitor?.pageChanged])).toEqual([
      ['https://shop.test/a', false],
      ['https://shop.test/a', false],
      ['https://shop.test/b', true],
    ]);
    const off = setup({ listenForUrlChanges: false });
    off.session.setPage('https://shop.test/c');
    off.session.send('4');
    await off.settled();
    expect(off.requests[0]!.visitor).toMatchObject({ pageUrl: 'https://shop.test/c', pageChanged: false });
  });

  it('takes a conversation kept by the loader, unless one started here first', async () => {
    const kept = {
      conversationId: CONVERSATION_ID,
      messages: [
        { id: 'k1', role: 'user' as const, text: 'Earlier question' },
        { id: 'k2', role: 'assistant' as const, text: 'Earlier answer' },
      ],
    };
    const { session, requests, settled } = setup();
    session.hydrate(kept);
    expect(session.state.messages.map((m) => m.text)).toEqual(['Earlier question', 'Earlier answer']);
    session.send('Next');
    await settled();
    expect(requests[0]!.conversationId).toBe(CONVERSATION_ID);
    session.hydrate({ messages: [{ id: 'x', role: 'user', text: 'Stale' }] });
    expect(session.state.messages.map((m) => m.text)).not.toContain('Stale');
  });

  it('counts answers that arrive while hidden', async () => {
    const { session, onUnread, settled } = setup();
    session.send('a');
    await settled();
    session.send('b');
    await settled();
    expect(onUnread.mock.calls).toEqual([[1], [2]]);
    session.setVisible(true);
    session.send('c');
    await settled();
    expect(onUnread).toHaveBeenCalledTimes(2);
  });

  it('restarts: forgets messages and conversation id, and drops an answer still arriving', async () => {
    let release: () => void = () => undefined;
    const slow: TScript = (_r, emit) =>
      new Promise((resolve) => {
        release = () => {
          emit({ type: 'delta', text: 'late' });
          emit({ type: 'done', messageId: 'm', offline: false, credits: 1 });
          resolve();
        };
      });
    const { session, requests, settled } = setup({}, [answers('one'), slow]);
    session.send('a');
    await settled();
    session.send('b');
    session.restart();
    release();
    await settled();
    expect(session.state.messages).toEqual([]);
    session.send('c');
    await settled();
    expect(requests[2]).not.toHaveProperty('conversationId');
  });

  describe('delayBeforeSubmit', () => {
    it('waits, then sends the messages typed meanwhile as one, one per line', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const { session, requests, settled } = setup({ delayBeforeSubmit: 1500 }, [answers('Both noted')]);
        expect(session.send('My order')).toBe(true);
        await vi.advanceTimersByTimeAsync(1000);
        expect(session.send('is late')).toBe(true);
        expect(session.state.waiting).toBe(true);
        // 1.4 s after the second message: still waiting (each message restarts the wait).
        await vi.advanceTimersByTimeAsync(1400);
        expect(requests).toHaveLength(0);
        expect(session.state.messages.map((m) => m.text)).toEqual(['My order', 'is late']);
        await vi.advanceTimersByTimeAsync(100);
        vi.useRealTimers();
        await settled();
        expect(requests).toHaveLength(1);
        expect(requests[0]).toMatchObject({ message: 'My order\nis late' });
        expect(session.state.waiting).toBe(false);
        expect(session.state.messages.map((m) => [m.role, m.text])).toEqual([
          ['user', 'My order'],
          ['user', 'is late'],
          ['assistant', 'Both noted'],
        ]);
      } finally {
        vi.useRealTimers();
      }
    });

    it('sends at once with 0', async () => {
      const { session, requests, settled } = setup({ delayBeforeSubmit: 0 });
      session.send('Now');
      expect(session.state.streaming).toBe(true);
      await settled();
      expect(requests.map((r) => r.message)).toEqual(['Now']);
    });
  });

  describe('feedback on answers', () => {
    it('rates a stored answer, takes the same rating back, and keeps it across a reload', async () => {
      const rate = vi.fn(async () => true);
      const { session, settled } = setup({ rate }, [answers('Rated answer')]);
      session.send('Hi');
      await settled();
      const answer = session.state.messages[1]!;
      expect(answer.serverId).toBe('m');
      session.rate(answer.id, 'up');
      expect(session.state.messages[1]!.feedback).toBe('up');
      expect(rate).toHaveBeenLastCalledWith(CONVERSATION_ID, 'm', 'up');
      session.rate(answer.id, 'down');
      expect(rate).toHaveBeenLastCalledWith(CONVERSATION_ID, 'm', 'down');
      expect(setup().session.state.messages[1]).toMatchObject({ feedback: 'down', serverId: 'm' });
      session.rate(answer.id, 'down');
      expect(session.state.messages[1]!.feedback).toBeUndefined();
      expect(rate).toHaveBeenLastCalledWith(CONVERSATION_ID, 'm', null);
      // The visitor's own messages are not rated.
      session.rate(session.state.messages[0]!.id, 'up');
      expect(rate).toHaveBeenCalledTimes(3);
    });
  });

  describe('handoff', () => {
    it('records the request at once when the conversation exists', async () => {
      const handoff = vi.fn(async () => true);
      const { session, settled } = setup({ handoff });
      session.send('Hi');
      await settled();
      session.requestHandoff();
      expect(session.state.handoff).toBe('sending');
      await vi.waitFor(() => expect(session.state.handoff).toBe('requested'));
      expect(handoff).toHaveBeenCalledWith(CONVERSATION_ID);
      // Kept with the conversation, and not asked twice.
      expect(setup().session.state.handoff).toBe('requested');
      session.requestHandoff();
      expect(handoff).toHaveBeenCalledTimes(1);
    });

    it('waits for the first message to start the conversation, and says when it failed', async () => {
      const handoff = vi.fn(async () => false);
      const { session, settled } = setup({ handoff });
      session.requestHandoff();
      expect(session.state.handoff).toBe('pending');
      expect(handoff).not.toHaveBeenCalled();
      session.send('I need a person');
      await settled();
      await vi.waitFor(() => expect(session.state.handoff).toBe('failed'));
      expect(handoff).toHaveBeenCalledWith(CONVERSATION_ID);
    });
  });

  it('adopts the conversation another tab wrote (syncBrowser), unless an answer is arriving', async () => {
    const { session, settled } = setup();
    session.adopt({
      conversationId: CONVERSATION_ID,
      messages: [
        { id: 'x1', role: 'user', text: 'From the other tab' },
        { id: 'x2', role: 'assistant', text: 'Answered there' },
      ],
    });
    expect(session.state.messages.map((m) => m.text)).toEqual(['From the other tab', 'Answered there']);
    session.send('Continue here');
    session.adopt({ messages: [] });
    expect(session.state.messages).toHaveLength(4);
    await settled();
    expect(session.state.messages.map((m) => m.text)).toEqual([
      'From the other tab',
      'Answered there',
      'Continue here',
      'ok',
    ]);
  });
});
