/** The JavaScript API on the host page: `window.Parley`. */

export interface TParleyMessage {
  role: 'user' | 'assistant';
  text: string;
}

/** Events and what their handlers receive. */
export interface TParleyEvents {
  /** The launcher is drawn; a handler added later is called at once. */
  ready: undefined;
  open: undefined;
  close: undefined;
  /** A visitor message was sent, or an answer finished. */
  message: TParleyMessage;
}
export type TParleyEventName = keyof TParleyEvents;
type THandler<K extends TParleyEventName> = (payload: TParleyEvents[K]) => void;

export interface TParleyApi {
  open(): void;
  close(): void;
  toggle(): void;
  /** Sends a visitor message (it does not open the chat; call open() too if you want it seen). */
  send(text: string): void;
  on<K extends TParleyEventName>(event: K, handler: THandler<K>): void;
  off<K extends TParleyEventName>(event: K, handler: THandler<K>): void;
  /** Calls queued by the stub snippet before the script loaded; always empty afterwards. */
  q: unknown[];
  /** Marks the real API (a second copy of the script leaves it alone). */
  readonly version: string;
}

/** What the API drives once the widget is drawn. */
export interface TWidgetControls {
  open(): void;
  close(): void;
  toggle(): void;
  send(text: string): void;
}

const COMMANDS = ['open', 'close', 'toggle', 'send'] as const;
type TCommand = (typeof COMMANDS)[number];

function isCommand(name: unknown): name is TCommand {
  return (COMMANDS as readonly unknown[]).includes(name);
}

/**
 * The API object plus the loader's side of it. Commands given before the widget is drawn wait and run
 * in order once `attach` is called; `discard` drops them when the widget will not be drawn.
 * `queued` is the stub's `q`: `[method, ...args]` arrays, replayed in order.
 */
export function createParleyApi(queued: unknown[], version: string) {
  const handlers = new Map<TParleyEventName, Set<(payload: never) => void>>();
  let pending: [TCommand, unknown[]][] | null = [];
  let controls: TWidgetControls | null = null;
  let ready = false;
  /** Events of the widget drawing itself (it reopens as the visitor left it) wait for `ready`, which comes first. */
  let early: (() => void)[] | null = [];

  const command =
    (name: TCommand) =>
    (...args: unknown[]) => {
      if (controls) run(controls, name, args);
      else pending?.push([name, args]);
    };

  const api: TParleyApi = {
    open: command('open'),
    close: command('close'),
    toggle: command('toggle'),
    send: command('send'),
    on(event, handler) {
      if (typeof handler !== 'function') return;
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler as (payload: never) => void);
      if (event === 'ready' && ready) setTimeout(() => call(handler as () => void, undefined), 0);
    },
    off(event, handler) {
      handlers.get(event)?.delete(handler as (payload: never) => void);
    },
    q: [],
    version,
  };

  for (const entry of queued) {
    if (!Array.isArray(entry)) continue;
    const [name, ...args] = entry as unknown[];
    if (name === 'on' || name === 'off') (api[name] as (e: unknown, h: unknown) => void)(args[0], args[1]);
    else if (isCommand(name)) api[name](...(args as [string]));
  }

  return {
    api,
    /** The widget is drawn: run the waiting commands, then every later one directly. */
    attach(widget: TWidgetControls) {
      controls = widget;
      const waiting = pending ?? [];
      pending = null;
      for (const [name, args] of waiting) run(widget, name, args);
    },
    /** The widget will not be drawn: forget the waiting commands and any later ones. */
    discard() {
      pending = null;
    },
    emit<K extends TParleyEventName>(event: K, payload: TParleyEvents[K]) {
      const deliver = () => {
        for (const handler of [...(handlers.get(event) ?? [])]) call(handler as THandler<K>, payload);
      };
      if (event !== 'ready' && early) {
        early.push(deliver);
        return;
      }
      if (event === 'ready') ready = true;
      deliver();
      const waiting = early ?? [];
      early = null;
      for (const later of waiting) later();
    },
  };
}

function run(widget: TWidgetControls, name: TCommand, args: unknown[]): void {
  if (name === 'send') {
    if (typeof args[0] === 'string') widget.send(args[0]);
  } else widget[name]();
}

/** A host handler that throws must not break the widget; its error is still reported. */
function call<T>(handler: (payload: T) => void, payload: T): void {
  try {
    handler(payload);
  } catch (error) {
    setTimeout(() => {
      throw error;
    }, 0);
  }
}
