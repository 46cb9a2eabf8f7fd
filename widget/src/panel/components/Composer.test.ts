// @vitest-environment happy-dom
import { VISITOR_MESSAGE_MAX_CHARS } from '@parley/core/chat/chat-limits';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { panelTexts } from '../i18n/panel-texts';
import { Composer } from './Composer';

const texts = panelTexts('en', 'en');
let host: HTMLElement;

function mount(props: { busy?: boolean; onSend?: (text: string) => boolean } = {}) {
  host = document.createElement('div');
  document.body.append(host);
  const onSend = vi.fn(props.onSend ?? (() => true));
  const inputRef = { current: null as HTMLTextAreaElement | null };
  act(() => render(h(Composer, { texts, busy: props.busy ?? false, onSend, inputRef }), host));
  const box = host.querySelector('textarea')!;
  const send = host.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const type = (value: string) =>
    act(() => {
      box.value = value;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const press = (key: string, init: KeyboardEventInit = {}) =>
    act(() => {
      box.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
    });
  return { box, send, type, press, onSend, inputRef };
}

afterEach(() => {
  render(null, host);
  host.remove();
});

describe('Composer', () => {
  it('sends on Enter and clears; Shift+Enter does not send', () => {
    const c = mount();
    expect(c.inputRef.current).toBe(c.box);
    c.type('Hello\nthere');
    c.press('Enter', { shiftKey: true });
    expect(c.onSend).not.toHaveBeenCalled();
    c.press('Enter');
    expect(c.onSend).toHaveBeenCalledWith('Hello\nthere');
    expect(c.box.value).toBe('');
  });

  it('keeps the text when the message could not be sent', () => {
    const c = mount({ onSend: () => false });
    c.type('Hello');
    c.press('Enter');
    expect(c.box.value).toBe('Hello');
  });

  it('disables Send while empty or while an answer arrives', () => {
    const c = mount();
    expect(c.send.disabled).toBe(true);
    c.type('   ');
    expect(c.send.disabled).toBe(true);
    c.type('Hi');
    expect(c.send.disabled).toBe(false);
    render(null, host);
    host.remove();
    const busy = mount({ busy: true });
    busy.type('Hi');
    expect(busy.send.disabled).toBe(true);
    busy.press('Enter');
    expect(busy.onSend).not.toHaveBeenCalled();
  });

  it('caps the length and shows a counter only near the limit', () => {
    const c = mount();
    expect(c.box.maxLength).toBe(VISITOR_MESSAGE_MAX_CHARS);
    c.type('x'.repeat(100));
    expect(host.querySelector('.counter')).toBeNull();
    c.type('x'.repeat(VISITOR_MESSAGE_MAX_CHARS - 12));
    expect(host.querySelector('.counter')!.textContent).toBe('12 characters left');
  });
});
