import { afterEach, describe, expect, it, vi } from 'vitest';
import { createParleyApi, type TWidgetControls } from './parley-api';

function controls(): TWidgetControls & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    open: () => calls.push('open'),
    close: () => calls.push('close'),
    toggle: () => calls.push('toggle'),
    send: (text) => calls.push(`send:${text}`),
  };
}

describe('createParleyApi', () => {
  afterEach(() => vi.useRealTimers());

  it('replays the stub queue in order: handlers at once, commands once the widget is drawn', () => {
    const onOpen = vi.fn();
    const parley = createParleyApi([['send', 'Hi'], ['on', 'open', onOpen], ['open'], ['nonsense'], 'junk'], '1');
    const widget = controls();
    parley.emit('ready', undefined);
    parley.emit('open', undefined);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(widget.calls).toEqual([]);
    parley.attach(widget);
    expect(widget.calls).toEqual(['send:Hi', 'open']);
    parley.api.toggle();
    parley.api.send(42 as unknown as string);
    expect(widget.calls).toEqual(['send:Hi', 'open', 'toggle']);
  });

  it('keeps calls made before the widget is drawn, and drops them when it will not be', () => {
    const parley = createParleyApi([], '1');
    parley.api.open();
    parley.discard();
    parley.api.close();
    const widget = controls();
    parley.attach(widget);
    expect(widget.calls).toEqual([]);
  });

  it('emits message events to handlers until they are removed', () => {
    const parley = createParleyApi([], '1');
    const handler = vi.fn();
    parley.api.on('message', handler);
    parley.emit('ready', undefined);
    parley.emit('message', { role: 'assistant', text: 'Hello' });
    parley.api.off('message', handler);
    parley.emit('message', { role: 'user', text: 'Bye' });
    expect(handler.mock.calls).toEqual([[{ role: 'assistant', text: 'Hello' }]]);
  });

  it('calls a late ready handler at once (asynchronously)', () => {
    vi.useFakeTimers();
    const parley = createParleyApi([], '1');
    parley.emit('ready', undefined);
    const late = vi.fn();
    parley.api.on('ready', late);
    expect(late).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('keeps going when a host handler throws, and still reports the error', () => {
    vi.useFakeTimers();
    const parley = createParleyApi([], '1');
    const after = vi.fn();
    parley.api.on('open', () => {
      throw new Error('host bug');
    });
    parley.api.on('open', after);
    parley.emit('ready', undefined);
    parley.emit('open', undefined);
    expect(after).toHaveBeenCalled();
    expect(() => vi.runAllTimers()).toThrow('host bug');
  });

  it('holds what the widget says while drawing itself (reopened as the visitor left it) until ready', () => {
    const parley = createParleyApi([], '1');
    const seen: string[] = [];
    parley.api.on('ready', () => seen.push('ready'));
    parley.api.on('open', () => seen.push('open'));
    parley.emit('open', undefined);
    expect(seen).toEqual([]);
    parley.emit('ready', undefined);
    parley.emit('open', undefined);
    expect(seen).toEqual(['ready', 'open', 'open']);
  });
});
