import { describe, expect, it } from 'vitest';
import {
  acceptPanelCommand,
  acceptPanelEvent,
  acceptPreviewConfig,
  panelCommand,
  panelEvent,
  readPanelCommand,
  readPanelEvent,
} from './widget-protocol';

const PANEL_ORIGIN = 'https://app.parley.test';

describe('widget protocol', () => {
  it('reads well-formed commands and events', () => {
    expect(readPanelCommand(panelCommand({ type: 'send', text: 'Hi' }))).toEqual({
      source: 'parley',
      type: 'send',
      text: 'Hi',
    });
    expect(readPanelCommand({ source: 'parley', type: 'page', url: 'https://shop.test/a' })).toMatchObject({
      type: 'page',
    });
    expect(readPanelEvent(panelEvent({ type: 'message', role: 'assistant', text: 'Hello' }))).toMatchObject({
      role: 'assistant',
    });
    expect(readPanelEvent({ source: 'parley', type: 'unread', count: 2 })).toMatchObject({ count: 2 });
    expect(readPanelEvent({ source: 'parley', type: 'ready', needsStorage: true })).toEqual({
      source: 'parley',
      type: 'ready',
      needsStorage: true,
    });
    expect(readPanelEvent({ source: 'parley', type: 'ready', needsStorage: 'yes' })).toEqual({
      source: 'parley',
      type: 'ready',
    });
    expect(readPanelEvent({ source: 'parley', type: 'save', state: '{}' })).toMatchObject({ state: '{}' });
    expect(readPanelCommand({ source: 'parley', type: 'restore', state: '' })).toMatchObject({
      type: 'restore',
      state: '',
    });
  });

  it('rejects foreign, unknown and malformed messages', () => {
    for (const data of [
      null,
      'open',
      { type: 'open' },
      { source: 'other', type: 'open' },
      { source: 'parley', type: 'explode' },
      { source: 'parley', type: 'send' },
      { source: 'parley', type: 'send', text: 42 },
      { source: 'parley', type: 'page', url: null },
      { source: 'parley', type: 'restore', state: { messages: [] } },
    ]) {
      expect(readPanelCommand(data)).toBeNull();
    }
    for (const data of [
      { source: 'parley', type: 'message', role: 'system', text: 'x' },
      { source: 'parley', type: 'unread', count: -1 },
      { source: 'parley', type: 'unread', count: 1.5 },
      { source: 'parley', type: 'open' },
      { source: 'parley', type: 'save' },
    ]) {
      expect(readPanelEvent(data)).toBeNull();
    }
  });

  it('drops unknown fields instead of passing them on', () => {
    expect(readPanelCommand({ source: 'parley', type: 'open', html: '<img onerror=x>' })).toEqual({
      source: 'parley',
      type: 'open',
    });
  });

  describe('loader side: events only from our iframe on the panel origin', () => {
    const iframeWindow = { name: 'panel' };
    const panel = { window: iframeWindow, origin: PANEL_ORIGIN };
    const ready = panelEvent({ type: 'ready' });

    it('accepts its own iframe', () => {
      expect(acceptPanelEvent({ data: ready, origin: PANEL_ORIGIN, source: iframeWindow }, panel)).toEqual(ready);
    });

    it('refuses another window, another origin, or a panel not created yet', () => {
      expect(acceptPanelEvent({ data: ready, origin: PANEL_ORIGIN, source: { name: 'other' } }, panel)).toBeNull();
      expect(acceptPanelEvent({ data: ready, origin: 'https://evil.test', source: iframeWindow }, panel)).toBeNull();
      expect(acceptPanelEvent({ data: ready, origin: 'null', source: iframeWindow }, panel)).toBeNull();
      expect(
        acceptPanelEvent({ data: ready, origin: PANEL_ORIGIN, source: null }, { window: null, origin: PANEL_ORIGIN }),
      ).toBeNull();
    });
  });

  describe('panel side: commands only from the parent window', () => {
    const parent = { name: 'host' };
    const self = { parent };
    const open = panelCommand({ type: 'open' });

    it('accepts the parent, whatever its origin', () => {
      expect(acceptPanelCommand({ data: open, origin: 'https://shop.test', source: parent }, self)).toEqual(open);
    });

    it('refuses other frames, itself, and any window when not embedded', () => {
      expect(acceptPanelCommand({ data: open, origin: 'https://shop.test', source: { name: 'ad' } }, self)).toBeNull();
      const top: { parent: unknown } = { parent: null };
      top.parent = top;
      expect(acceptPanelCommand({ data: open, origin: PANEL_ORIGIN, source: top }, top)).toBeNull();
    });
  });

  describe('preview config: preview mode only, from our own origin only', () => {
    const parent = { name: 'dashboard' };
    const config = panelCommand({ type: 'preview-config', agent: { title: 'Draft', theme: 'purple-dark' } });
    const gate = { preview: true, origin: PANEL_ORIGIN };

    it('is read with its agent object, and refused without one', () => {
      expect(readPanelCommand(config)).toEqual({
        source: 'parley',
        type: 'preview-config',
        agent: { title: 'Draft', theme: 'purple-dark' },
      });
      for (const agent of [undefined, null, 'x', ['a']]) {
        expect(readPanelCommand({ source: 'parley', type: 'preview-config', agent })).toBeNull();
      }
    });

    it('is taken from the embedding window on our own origin in preview mode', () => {
      expect(acceptPanelCommand({ data: config, origin: PANEL_ORIGIN, source: parent }, { parent }, gate)).toEqual(
        config,
      );
      expect(
        acceptPreviewConfig({ data: config, origin: PANEL_ORIGIN, source: parent }, { parent, origin: PANEL_ORIGIN }),
      ).toEqual({ title: 'Draft', theme: 'purple-dark' });
    });

    it('is never taken by a real embed, from another origin, or from another window', () => {
      // A real embed on a third-party site: the host page is the parent, whatever it sends.
      expect(acceptPanelCommand({ data: config, origin: 'https://shop.test', source: parent }, { parent })).toBeNull();
      expect(
        acceptPanelCommand(
          { data: config, origin: PANEL_ORIGIN, source: parent },
          { parent },
          { preview: false, origin: PANEL_ORIGIN },
        ),
      ).toBeNull();
      // Preview mode framed by a third-party page.
      expect(
        acceptPanelCommand({ data: config, origin: 'https://evil.test', source: parent }, { parent }, gate),
      ).toBeNull();
      expect(
        acceptPreviewConfig(
          { data: config, origin: 'https://evil.test', source: parent },
          { parent, origin: PANEL_ORIGIN },
        ),
      ).toBeNull();
      expect(
        acceptPreviewConfig(
          { data: config, origin: PANEL_ORIGIN, source: { name: 'other' } },
          { parent, origin: PANEL_ORIGIN },
        ),
      ).toBeNull();
      // Other commands still pass the ordinary parent check in preview mode.
      expect(
        acceptPanelCommand(
          { data: panelCommand({ type: 'open' }), origin: 'https://evil.test', source: parent },
          { parent },
          gate,
        ),
      ).toMatchObject({ type: 'open' });
    });
  });
});
