/**
 * A small client of the running local stack, for the seed and the tests: Auth emulator accounts and
 * the dashboard's callables and REST API, exactly as a browser reaches them through Hosting.
 */
import {
  callablePath,
  CHAT_PATHS,
  createSseParser,
  type TCallableInput,
  type TCallableName,
  type TCallableOutput,
  type TChatEvent,
  type TChatRequest,
} from '@parley/core';
import { LOCAL_FIREBASE_API_KEY } from './local-config';

export interface TSession {
  idToken: string;
  uid: string;
  email: string;
}

export class CallableError extends Error {
  constructor(
    readonly status: string,
    message: string,
    readonly httpStatus: number,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export class LocalStackClient {
  constructor(
    readonly baseUrl: string,
    readonly authEmulatorUrl: string,
  ) {}

  private async identity(path: string, body: unknown): Promise<Record<string, unknown>> {
    const res = await fetch(
      `${this.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/${path}?key=${LOCAL_FIREBASE_API_KEY}`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error((json.error as { message?: string } | undefined)?.message ?? `auth ${res.status}`);
    return json;
  }

  async signUp(email: string, password: string): Promise<TSession> {
    const json = await this.identity('accounts:signUp', { email, password, returnSecureToken: true });
    return { idToken: String(json.idToken), uid: String(json.localId), email };
  }

  async signIn(email: string, password: string): Promise<TSession> {
    const json = await this.identity('accounts:signInWithPassword', { email, password, returnSecureToken: true });
    return { idToken: String(json.idToken), uid: String(json.localId), email };
  }

  async signUpOrIn(email: string, password: string): Promise<TSession> {
    try {
      return await this.signUp(email, password);
    } catch (error) {
      if ((error as Error).message.startsWith('EMAIL_EXISTS')) return this.signIn(email, password);
      throw error;
    }
  }

  /** Call a callable as the browser does; `session` null calls it signed out. */
  async call<N extends TCallableName>(
    region: string,
    name: N,
    data: TCallableInput<N> | Record<string, unknown>,
    session: TSession | null,
  ): Promise<TCallableOutput<N>> {
    const res = await fetch(this.baseUrl + callablePath(region, name), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(session ? { authorization: `Bearer ${session.idToken}` } : {}),
      },
      body: JSON.stringify({ data }),
    });
    const json = (await res.json()) as {
      result?: TCallableOutput<N>;
      error?: { status: string; message: string; details?: unknown };
    };
    if (json.error) throw new CallableError(json.error.status, json.error.message, res.status, json.error.details);
    return json.result as TCallableOutput<N>;
  }

  /** A REST call under the regional API base `{api}` = /api/{region}. */
  async rest(
    region: string,
    method: string,
    path: string,
    options: { bearer?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(`${this.baseUrl}/api/${region}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  /**
   * A visitor message to the chat endpoint, read as the widget reads it: the streamed events, or the
   * JSON error answered before streaming. `firstDeltaMs`: from sending to the first piece of answer.
   */
  async chat(
    region: string,
    agentId: string,
    body: TChatRequest | Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<{
    status: number;
    events: TChatEvent[];
    error?: Record<string, unknown>;
    firstDeltaMs: number | null;
    text: string;
  }> {
    const sent = performance.now();
    const res = await fetch(`${this.baseUrl}/api/${region}${CHAT_PATHS.chat(agentId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
      return {
        status: res.status,
        events: [],
        error: (await res.json()) as Record<string, unknown>,
        firstDeltaMs: null,
        text: '',
      };
    }
    const events: TChatEvent[] = [];
    let firstDeltaMs: number | null = null;
    const parser = createSseParser(({ data }) => {
      const event = JSON.parse(data) as TChatEvent;
      if (event.type === 'delta') firstDeltaMs ??= performance.now() - sent;
      events.push(event);
    });
    const decoder = new TextDecoder();
    const reader = res.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      parser.push(decoder.decode(read.value, { stream: true }));
    }
    parser.end();
    const text = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    return { status: res.status, events, firstDeltaMs, text };
  }
}
