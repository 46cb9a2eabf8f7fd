/**
 * What the chat panel's component tests share (happy-dom): canned network answers and a mounted panel
 * with a fake loader bridge. Test support only; never bundled.
 */
import type { TPanelCommand } from '@parley/core/widget/widget-protocol';
import { h, render } from 'preact';
import type { parentBridge } from '../parent-bridge';
import type { TPanelParams } from '../read-panel-params';
import { ChatPanel } from './ChatPanel';

export type TPostedEvent = Parameters<ReturnType<typeof parentBridge>['post']>[0];

/** A fetch answer with a JSON body. */
export function jsonResponse(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: '', json: async () => body };
}

/** A fetch answer streaming these chat events as server-sent events. */
export function sseResponse(events: readonly unknown[]) {
  const bytes = new TextEncoder().encode(events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join(''));
  return {
    ok: true,
    status: 200,
    body: new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    }),
  };
}

/**
 * Renders the panel for agent `demo` into a new element, as the loader would embed it: what it posts
 * to the loader is collected in `posted`, and `command` sends it a loader command.
 */
export function mountTestPanel(mode: TPanelParams['mode'], api: string) {
  const host = document.createElement('div');
  document.body.append(host);
  const posted: TPostedEvent[] = [];
  let listener: (command: TPanelCommand) => void = () => undefined;
  const bridge: ReturnType<typeof parentBridge> = {
    embedded: true,
    post: (event) => posted.push(event),
    listen: (handler) => {
      listener = handler;
      return () => undefined;
    },
  };
  render(h(ChatPanel, { params: { agentId: 'demo', region: 'eu', mode, api }, bridge }), host);
  return { host, posted, command: (command: TPanelCommand) => listener(command) };
}
