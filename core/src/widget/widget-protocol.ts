/**
 * The messages between the widget loader (on the host page) and its chat panel (an iframe on Parley's
 * origin), sent with `postMessage`. Dependency-free: the loader, the panel and the dashboard's test
 * panel import it.
 *
 * Commands go down (loader → panel) and are accepted by the panel only from `window.parent`.
 * `preview-config` is special: it carries an agent config to show instead of the published one, and is
 * taken only in preview mode and only from a window on Parley's own origin (the dashboard's live
 * preview), so a third-party page can never inject a config into a real embed.
 * Events go up (panel → loader) and are accepted by the loader only from its own iframe's window and
 * the panel's origin. The panel posts events with targetOrigin '*' because it cannot know the host's
 * origin, so an event never carries anything the host page may not see: `message` carries the text
 * the host API emits by design, and `save` only the conversation the loader keeps for a panel that
 * has no storage of its own (the same text the host API emits).
 */

export const WIDGET_MESSAGE_SOURCE = 'parley';

/** loader → panel */
export type TPanelCommand =
  /** The panel became visible: focus the composer, clear the unread count. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'open' }
  /** The panel was hidden. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'close' }
  /** Send this visitor message (host API `Parley.send`). */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'send'; text: string }
  /** The host page's address; sent once the panel is ready, then on every SPA navigation. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'page'; url: string }
  /** The conversation the loader keeps for a panel without storage of its own ('' = none); see `save`. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'restore'; state: string }
  /**
   * Preview mode only, from Parley's own origin only (see `acceptPanelCommand`): show this agent
   * config (the dashboard's unsaved draft, as the public projection) instead of the published one.
   */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'preview-config'; agent: Record<string, unknown> };

/** panel → loader */
export type TPanelEvent =
  /**
   * The panel is drawn and its composer can be typed into (or it shows why it cannot). `needsStorage`:
   * the browser refuses the panel storage of its own (third-party storage blocked), so it asks the
   * loader to keep its conversation (`restore` now, `save` on every change).
   */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'ready'; needsStorage?: boolean }
  /** A visitor message was sent, or an answer finished. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'message'; role: 'user' | 'assistant'; text: string }
  /** The visitor asked to close the panel (close button, Escape). */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'close-request' }
  /** Answers that arrived while the panel was hidden. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'unread'; count: number }
  /** The conversation to keep for the panel ('' = forget it); only after `ready` with needsStorage. */
  | { source: typeof WIDGET_MESSAGE_SOURCE; type: 'save'; state: string };

type TCommandType = TPanelCommand['type'];
type TEventType = TPanelEvent['type'];

/** What a `MessageEvent` offers for the checks below (core has no DOM types). */
export interface TMessageEnvelope {
  data: unknown;
  origin: string;
  source: unknown;
}

function record(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  return value.source === WIDGET_MESSAGE_SOURCE && typeof value.type === 'string' ? value : null;
}

/** A well-formed command, or null. */
export function readPanelCommand(data: unknown): TPanelCommand | null {
  const value = record(data);
  if (!value) return null;
  const type = value.type as TCommandType;
  switch (type) {
    case 'open':
    case 'close':
      return { source: WIDGET_MESSAGE_SOURCE, type };
    case 'send':
      return typeof value.text === 'string' ? { source: WIDGET_MESSAGE_SOURCE, type, text: value.text } : null;
    case 'page':
      return typeof value.url === 'string' ? { source: WIDGET_MESSAGE_SOURCE, type, url: value.url } : null;
    case 'restore':
      return typeof value.state === 'string' ? { source: WIDGET_MESSAGE_SOURCE, type, state: value.state } : null;
    case 'preview-config':
      return typeof value.agent === 'object' && value.agent !== null && !Array.isArray(value.agent)
        ? { source: WIDGET_MESSAGE_SOURCE, type, agent: value.agent as Record<string, unknown> }
        : null;
    default:
      return null;
  }
}

/** A well-formed event, or null. */
export function readPanelEvent(data: unknown): TPanelEvent | null {
  const value = record(data);
  if (!value) return null;
  const type = value.type as TEventType;
  switch (type) {
    case 'ready':
      return value.needsStorage === true
        ? { source: WIDGET_MESSAGE_SOURCE, type, needsStorage: true }
        : { source: WIDGET_MESSAGE_SOURCE, type };
    case 'close-request':
      return { source: WIDGET_MESSAGE_SOURCE, type };
    case 'message':
      return (value.role === 'user' || value.role === 'assistant') && typeof value.text === 'string'
        ? { source: WIDGET_MESSAGE_SOURCE, type, role: value.role, text: value.text }
        : null;
    case 'save':
      return typeof value.state === 'string' ? { source: WIDGET_MESSAGE_SOURCE, type, state: value.state } : null;
    case 'unread':
      return typeof value.count === 'number' && Number.isInteger(value.count) && value.count >= 0
        ? { source: WIDGET_MESSAGE_SOURCE, type, count: value.count }
        : null;
    default:
      return null;
  }
}

/** Loader side: an event from our own iframe's window on the panel's origin, else null. */
export function acceptPanelEvent(
  message: TMessageEnvelope,
  panel: { window: unknown; origin: string },
): TPanelEvent | null {
  if (!panel.window || message.source !== panel.window || message.origin !== panel.origin) return null;
  return readPanelEvent(message.data);
}

/**
 * Where a preview config may come from: the page that embeds us, in preview mode, on our own origin.
 * Elsewhere (a real embed, whatever page hosts it) a preview config is never taken.
 */
export interface TPreviewGate {
  preview: boolean;
  /** Our own origin (Parley's): the only origin a preview config is taken from. */
  origin: string;
}

/**
 * Panel side: a command from the window that embeds us (never from ourselves or another frame), else
 * null. A `preview-config` also needs `gate`: preview mode, and the sender on our own origin.
 */
export function acceptPanelCommand(
  message: TMessageEnvelope,
  self: { parent: unknown },
  gate?: TPreviewGate,
): TPanelCommand | null {
  if (!self.parent || self.parent === self || message.source !== self.parent) return null;
  const command = readPanelCommand(message.data);
  if (command?.type === 'preview-config' && !(gate?.preview && gate.origin && message.origin === gate.origin)) {
    return null;
  }
  return command;
}

/**
 * The preview page's side (a page on Parley's origin that the dashboard frames): the agent config of a
 * `preview-config` from the window that embeds it, on the same origin; else null.
 */
export function acceptPreviewConfig(
  message: TMessageEnvelope,
  self: { parent: unknown; origin: string },
): Record<string, unknown> | null {
  const command = acceptPanelCommand(message, self, { preview: true, origin: self.origin });
  return command?.type === 'preview-config' ? command.agent : null;
}

type TWithoutSource<T> = T extends unknown ? Omit<T, 'source'> : never;

/** A command or event with the source marker added. */
export function panelCommand(command: TWithoutSource<TPanelCommand>): TPanelCommand {
  return { source: WIDGET_MESSAGE_SOURCE, ...command } as TPanelCommand;
}
export function panelEvent(event: TWithoutSource<TPanelEvent>): TPanelEvent {
  return { source: WIDGET_MESSAGE_SOURCE, ...event } as TPanelEvent;
}
