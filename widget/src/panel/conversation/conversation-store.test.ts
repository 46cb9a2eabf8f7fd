// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('tells about changes another tab made to the lasting copy (syncBrowser), not to a forgettable one', () => {
    const store = conversationStore({
      local: localStorage,
      session: sessionStorage,
      agentId: 'a1',
      mode: 'widget',
      forget: false,
    });
    const seen: string[][] = [];
    const stop = store.watch(window, (conversation) => seen.push(conversation.messages.map((m) => m.text)));
    const other = JSON.stringify({ messages: [{ id: '1', role: 'user', text: 'typed in the other tab' }] });
    window.dispatchEvent(new StorageEvent('storage', { key: 'parley:chat:widget:a1', newValue: other }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'parley:chat:widget:someone-else', newValue: other }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'parley:chat:widget:a1', newValue: null }));
    expect(seen).toEqual([['typed in the other tab'], []]);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'parley:chat:widget:a1', newValue: other }));
    expect(seen).toHaveLength(2);

    const forgetful = conversationStore({
      local: localStorage,
      session: sessionStorage,
      agentId: 'a1',
      mode: 'widget',
      forget: true,
    });
    const none = vi.fn();
    forgetful.watch(window, none);
    window.dispatchEvent(new StorageEvent('storage', { key: 'parley:chat:widget:a1', newValue: other }));
    expect(none).not.toHaveBeenCalled();
  });
});
