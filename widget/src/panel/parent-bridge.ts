import {
  acceptPanelCommand,
  panelEvent,
  type TPanelCommand,
  type TPreviewGate,
} from '@parley/core/widget/widget-protocol';

/**
 * The panel's end of the message protocol: commands are taken only from the window that embeds the
 * panel; events go to it with targetOrigin '*' (the host's origin is unknown), so they carry nothing
 * the host page may not see. A `preview-config` passes only through `gate`: preview mode, and the
 * embedding page on Parley's own origin.
 */
export function parentBridge(win: Window, gate?: TPreviewGate) {
  const embedded = win.parent !== win;
  return {
    embedded,
    post(event: Parameters<typeof panelEvent>[0]): void {
      if (embedded) win.parent.postMessage(panelEvent(event), '*');
    },
    listen(handler: (command: TPanelCommand) => void): () => void {
      const onMessage = (event: MessageEvent) => {
        const command = acceptPanelCommand(event, win, gate);
        if (command) handler(command);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}
