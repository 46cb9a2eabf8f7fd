import type { TPanelCommand } from '@parley/core/widget/widget-protocol';
import { describe, expect, it } from 'vitest';
import { parentBridge } from './parent-bridge';

const PARLEY = 'https://app.parley.test';

/** A panel window inside a frame: messages are dispatched by hand, from the parent or another window. */
function framedWindow() {
  const parent = { name: 'embedding page' };
  const listeners = new Set<(event: MessageEvent) => void>();
  const win = {
    parent,
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.delete(listener),
  };
  const dispatch = (data: unknown, origin: string, source: unknown = parent) =>
    listeners.forEach((listener) => listener({ data, origin, source } as MessageEvent));
  return { win: win as unknown as Window, dispatch };
}

const config = { source: 'parley', type: 'preview-config', agent: { title: 'Injected' } };

describe('parentBridge', () => {
  it('takes a preview config only in preview mode, from the embedding page on our own origin', () => {
    const { win, dispatch } = framedWindow();
    const got: TPanelCommand[] = [];
    parentBridge(win, { preview: true, origin: PARLEY }).listen((command) => got.push(command));
    dispatch(config, 'https://evil.test');
    dispatch(config, PARLEY, { name: 'another frame' });
    dispatch(config, PARLEY);
    expect(got).toEqual([config]);
  });

  it('never takes one in a real embed, whatever the page sends', () => {
    const { win, dispatch } = framedWindow();
    const got: TPanelCommand[] = [];
    parentBridge(win, { preview: false, origin: PARLEY }).listen((command) => got.push(command));
    dispatch(config, 'https://shop.test');
    dispatch(config, PARLEY);
    dispatch({ source: 'parley', type: 'open' }, 'https://shop.test');
    expect(got).toEqual([{ source: 'parley', type: 'open' }]);
  });
});
