// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { conversationStore, readStoredConversation } from './conversation-store';

const conversation = {
  conversationId: 'c'.repeat(24),
  messages: [
    { id: '1', role: 'user' as const, text: 'Hi' },
    { id: '2', role: 'assistant' as const, text: 'Hello!', status: 'offline' as const },
  ],
};

describe('conversationStore', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  const store = (forget: boolean, agentId = 'agent1', mode: 'widget' | 'test' = 'widget') =>
    conversationStore({ local: localStorage, session: sessionStorage, agentId, mode, forget });

  it('keeps the conversation in localStorage so it survives a reload', () => {
    store(false).save(conversation);
    expect(sessionStorage.length).toBe(0);
    expect(store(false).load()).toEqual(conversation);
  });

  it('with chatForget keeps it in sessionStorage only, and drops an older lasting copy', () => {
    store(false).save(conversation);
    const forgetful = store(true);
    expect(localStorage.length).toBe(0);
    expect(forgetful.load()).toEqual({ messages: [] });
    forgetful.save(conversation);
    expect(localStorage.length).toBe(0);
    expect(store(true).load()).toEqual(conversation);
  });

  it('keeps agents and panel modes apart', () => {
    store(false, 'agent1').save(conversation);
    expect(store(false, 'agent2').load()).toEqual({ messages: [] });
    expect(store(false, 'agent1', 'test').load()).toEqual({ messages: [] });
  });

  it('never stores errors or empty answers, and turns a half-streamed answer into an interrupted one', () => {
    store(false).save({
      messages: [
        { id: '1', role: 'user', text: 'Hi' },
        { id: '2', role: 'assistant', text: 'Hel', status: 'streaming', error: { message: 'x', retryable: true } },
        { id: '3', role: 'assistant', text: '', error: { message: 'Busy', retryable: true } },
      ],
    });
    expect(store(false).load().messages).toEqual([
      { id: '1', role: 'user', text: 'Hi' },
      { id: '2', role: 'assistant', text: 'Hel', status: 'interrupted' },
    ]);
  });

  it('survives garbage in storage and a refusing storage', () => {
    localStorage.setItem('parley:chat:widget:agent1', '{not json');
    expect(store(false).load()).toEqual({ messages: [] });
    localStorage.setItem('parley:chat:widget:agent1', JSON.stringify({ messages: [{ id: 1 }, null, 'x'] }));
    expect(store(false).load()).toEqual({ messages: [] });
    const none = conversationStore({ local: null, session: null, agentId: 'a', mode: 'widget', forget: false });
    none.save(conversation);
    expect(none.load()).toEqual({ messages: [] });
  });

  it('hands changes to the loader when the browser refuses the panel storage of its own', () => {
    const relayed: string[] = [];
    const store = conversationStore({
      local: null,
      session: null,
      agentId: 'agent1',
      mode: 'widget',
      forget: false,
      relay: (state) => relayed.push(state),
    });
    expect(store.relayed).toBe(true);
    store.save(conversation);
    store.clear();
    expect(relayed.map((state) => (state ? readStoredConversation(state) : state))).toEqual([conversation, '']);
    // With storage of its own, the relay is never used.
    const own = conversationStore({
      local: localStorage,
      session: sessionStorage,
      agentId: 'a',
      mode: 'widget',
      forget: false,
      relay: () => relayed.push('x'),
    });
    own.save(conversation);
    expect(own.relayed).toBe(false);
    expect(relayed).toHaveLength(2);
  });

  it('clears', () => {
    store(false).save(conversation);
    store(false).clear();
    expect(store(false).load()).toEqual({ messages: [] });
  });
});
