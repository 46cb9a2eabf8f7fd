import {
  acceptPanelEvent,
  panelCommand,
  type TPanelCommand,
  type TPanelEvent,
} from '@parley/core/widget/widget-protocol';
import { createElement } from './create-element';

type TCommandBody = Parameters<typeof panelCommand>[0];

/**
 * The chat panel's iframe (on Parley's origin) and the loader's end of the message protocol:
 * events are taken only from this iframe's window and the panel's origin; commands are posted to that
 * origin only, and wait until the panel said it is ready.
 */
export function createPanelFrame(args: {
  doc: Document;
  win: Window;
  container: HTMLElement;
  url: string;
  origin: string;
  title: string;
  onEvent: (event: TPanelEvent) => void;
}) {
  const iframe = createElement(args.doc, 'iframe', { src: args.url, title: args.title, allow: 'clipboard-write' });
  let ready = false;
  const waiting: TPanelCommand[] = [];

  const deliver = (command: TPanelCommand) => iframe.contentWindow?.postMessage(command, args.origin);

  args.win.addEventListener('message', (event) => {
    const message = acceptPanelEvent(event, { window: iframe.contentWindow, origin: args.origin });
    if (!message) return;
    if (message.type === 'ready') {
      if (ready) return;
      ready = true;
      args.onEvent(message);
      waiting.splice(0).forEach(deliver);
      return;
    }
    args.onEvent(message);
  });
  args.container.append(iframe);

  return {
    iframe,
    /** Posts now when the panel is ready, else once it is. */
    post(body: TCommandBody): void {
      const command = panelCommand(body);
      if (ready) deliver(command);
      else waiting.push(command);
    },
  };
}
