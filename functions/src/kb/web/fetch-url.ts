/**
 * A guarded fetch for knowledge sources. Only http(s) without credentials; every hop (the first request
 * and each redirect, followed by hand up to a limit) is checked first: a host that is, or resolves to, a
 * private or local address is refused (SSRF), unless `allowPrivateHosts` — which the local stack sets
 * through PARLEY_KB_ALLOW_PRIVATE_HOSTS=1 so tests can crawl fake sites on 127.0.0.1. One timeout covers
 * the whole request, body included; bodies past `maxBytes` are cut off and refused.
 *
 * The fetch itself is injected (`globalThis.fetch` in production, a fake in tests). Known residual risk:
 * the name is resolved for the check and again by fetch, so a DNS answer that changes in between
 * (rebinding) could slip through; closing that needs a fetch whose connection pins the checked address.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import {
  KB_CRAWLER_USER_AGENT,
  KB_FETCH_BLOCKED_HOST,
  KB_FETCH_MAX_BYTES,
  KB_FETCH_MAX_REDIRECTS,
  KB_FETCH_TIMEOUT,
  KB_FETCH_TIMEOUT_MS,
  KB_FETCH_TOO_MANY_REDIRECTS,
  KB_URL_INVALID,
  kbFetchHttpStatus,
  kbFetchNetwork,
  kbFetchTooLarge,
} from '@parley/core';
import { isPrivateAddress } from './private-address';

export type TFetch = (input: string, init?: RequestInit) => Promise<Response>;
/** All addresses a host name resolves to. */
export type TLookup = (hostname: string) => Promise<string[]>;

export interface TFetchUrlOptions {
  fetch: TFetch;
  allowPrivateHosts?: boolean;
  lookup?: TLookup;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  accept?: string;
  signal?: AbortSignal;
}

export interface TFetchedUrl {
  /** The address finally answered, after redirects. */
  url: string;
  status: number;
  contentType: string;
  bytes: Uint8Array;
  /** Each address redirected to, in order. */
  redirects: string[];
}

export type TKbFetchErrorCode =
  'invalid-url' | 'blocked-host' | 'timeout' | 'too-large' | 'http-status' | 'too-many-redirects' | 'network';

export class KbFetchError extends Error {
  constructor(
    readonly code: TKbFetchErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'KbFetchError';
  }
}

/** The local stack and tests set PARLEY_KB_ALLOW_PRIVATE_HOSTS=1; production never does. */
export function kbAllowPrivateHostsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PARLEY_KB_ALLOW_PRIVATE_HOSTS === '1';
}

export const defaultLookup: TLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

const BLOCKED_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** Throws KbFetchError('blocked-host') unless `hostname` is allowed. */
export async function assertPublicHost(
  hostname: string,
  options: Pick<TFetchUrlOptions, 'allowPrivateHosts' | 'lookup'>,
): Promise<void> {
  if (options.allowPrivateHosts) return;
  const name = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (!name || BLOCKED_NAMES.test(name)) throw new KbFetchError('blocked-host', KB_FETCH_BLOCKED_HOST);
  if (isIP(name)) {
    if (isPrivateAddress(name)) throw new KbFetchError('blocked-host', KB_FETCH_BLOCKED_HOST);
    return;
  }
  let addresses: string[];
  try {
    addresses = await (options.lookup ?? defaultLookup)(name);
  } catch (error) {
    throw new KbFetchError('network', kbFetchNetwork(`the name ${name} was not found (${(error as Error).message}).`));
  }
  if (!addresses.length) throw new KbFetchError('network', kbFetchNetwork(`the name ${name} was not found.`));
  if (addresses.some(isPrivateAddress)) throw new KbFetchError('blocked-host', KB_FETCH_BLOCKED_HOST);
}

function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new KbFetchError('invalid-url', KB_URL_INVALID);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname) {
    throw new KbFetchError('invalid-url', KB_URL_INVALID);
  }
  url.hash = '';
  return url;
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new KbFetchError('too-large', kbFetchTooLarge(maxBytes));
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function fetchUrl(url: string, options: TFetchUrlOptions): Promise<TFetchedUrl> {
  const maxBytes = options.maxBytes ?? KB_FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? KB_FETCH_MAX_REDIRECTS;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs ?? KB_FETCH_TIMEOUT_MS);
  const cancel = () => abort.abort();
  options.signal?.addEventListener('abort', cancel);
  const redirects: string[] = [];
  let current = parseHttpUrl(url);
  try {
    for (;;) {
      await assertPublicHost(current.hostname, options);
      let response: Response;
      try {
        response = await options.fetch(current.toString(), {
          redirect: 'manual',
          signal: abort.signal,
          headers: {
            'user-agent': options.userAgent ?? KB_CRAWLER_USER_AGENT,
            accept: options.accept ?? 'text/html,application/xhtml+xml,application/pdf,text/plain;q=0.9,*/*;q=0.5',
          },
        });
      } catch (error) {
        if (abort.signal.aborted) throw new KbFetchError('timeout', KB_FETCH_TIMEOUT);
        const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
        throw new KbFetchError('network', kbFetchNetwork(cause?.code ?? cause?.message ?? (error as Error).message));
      }
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel().catch(() => undefined);
        const location = response.headers.get('location');
        if (!location) throw new KbFetchError('http-status', kbFetchHttpStatus(response.status), response.status);
        if (redirects.length >= maxRedirects) throw new KbFetchError('too-many-redirects', KB_FETCH_TOO_MANY_REDIRECTS);
        let next: URL;
        try {
          next = parseHttpUrl(new URL(location, current).toString());
        } catch {
          throw new KbFetchError('invalid-url', KB_URL_INVALID);
        }
        redirects.push(next.toString());
        current = next;
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new KbFetchError('http-status', kbFetchHttpStatus(response.status), response.status);
      }
      const declared = Number(response.headers.get('content-length') ?? '');
      if (declared > maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw new KbFetchError('too-large', kbFetchTooLarge(maxBytes));
      }
      let bytes: Uint8Array;
      try {
        bytes = await readCapped(response, maxBytes);
      } catch (error) {
        if (error instanceof KbFetchError) throw error;
        if (abort.signal.aborted) throw new KbFetchError('timeout', KB_FETCH_TIMEOUT);
        throw new KbFetchError('network', kbFetchNetwork((error as Error).message));
      }
      return {
        url: current.toString(),
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        bytes,
        redirects,
      };
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}
