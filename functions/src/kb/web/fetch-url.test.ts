import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KB_FETCH_BLOCKED_HOST } from '@parley/core';
import { startFakeSite, page, type TFakeSite } from './fake-site';
import { fetchPage } from './fetch-page';
import { fetchUrl, kbAllowPrivateHostsFromEnv, KbFetchError, type TFetch } from './fetch-url';

let site: TFakeSite;
beforeAll(async () => {
  site = await startFakeSite((origin) => ({
    '/': { body: page('Home', 'Welcome home.') },
    '/old': { status: 301, location: '/' },
    '/loop': { status: 302, location: '/loop' },
    '/big': { body: 'x'.repeat(5000) },
    '/slow': { body: 'late', delayMs: 500 },
    '/away': { status: 302, location: 'http://10.0.0.7/secret' },
    '/doc.txt': { type: 'text/plain', body: 'Plain words.' },
    '/gone': { status: 410 },
    '/self': { status: 302, location: `${origin}/` },
  }));
});
afterAll(() => site.close());

const local = { fetch: globalThis.fetch, allowPrivateHosts: true };
const code = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof KbFetchError ? error.code : String(error);
  }
};

describe('fetchUrl', () => {
  it('refuses private and local hosts unless allowed, without sending a request', async () => {
    const sent: string[] = [];
    const recording: TFetch = async (url) => {
      sent.push(url);
      return new Response('hi');
    };
    const lookup = async (host: string) => (host === 'intranet.example' ? ['10.1.2.3'] : ['93.184.216.34']);
    for (const url of [
      `${site.origin}/`,
      'http://localhost:8080/',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data',
      'http://intranet.example/',
      'http://printer.local/',
    ]) {
      await expect(fetchUrl(url, { fetch: recording, lookup })).rejects.toThrow(KB_FETCH_BLOCKED_HOST);
    }
    expect(sent).toEqual([]);
    const ok = await fetchUrl('https://public.example/page', { fetch: recording, lookup });
    expect(new TextDecoder().decode(ok.bytes)).toBe('hi');
    expect(sent).toEqual(['https://public.example/page']);
    expect((await fetchUrl(`${site.origin}/`, local)).status).toBe(200);
  });

  it('checks every redirect hop', async () => {
    const lookup = async () => ['8.8.8.8'];
    const redirectToPrivate: TFetch = async (url) =>
      url.startsWith('https://public.example')
        ? new Response(null, { status: 302, headers: { location: 'http://127.0.0.1/admin' } })
        : new Response('secret');
    expect(await code(fetchUrl('https://public.example/', { fetch: redirectToPrivate, lookup }))).toBe('blocked-host');
  });

  it('follows redirects within the limit and reports where it landed', async () => {
    const result = await fetchUrl(`${site.origin}/old`, local);
    expect(result.url).toBe(`${site.origin}/`);
    expect(result.redirects).toEqual([`${site.origin}/`]);
    expect(await code(fetchUrl(`${site.origin}/loop`, { ...local, maxRedirects: 3 }))).toBe('too-many-redirects');
  });

  it('refuses other schemes, credentials, big bodies, slow answers and error statuses', async () => {
    expect(await code(fetchUrl('ftp://example.com/x', local))).toBe('invalid-url');
    expect(await code(fetchUrl('file:///etc/passwd', local))).toBe('invalid-url');
    expect(await code(fetchUrl(`http://user:pw@127.0.0.1/`, local))).toBe('invalid-url');
    expect(await code(fetchUrl(`${site.origin}/big`, { ...local, maxBytes: 1000 }))).toBe('too-large');
    expect(await code(fetchUrl(`${site.origin}/slow`, { ...local, timeoutMs: 100 }))).toBe('timeout');
    await expect(fetchUrl(`${site.origin}/gone`, local)).rejects.toMatchObject({
      code: 'http-status',
      status: 410,
      message: 'The page answered with HTTP 410.',
    });
    expect(await code(fetchUrl('http://127.0.0.1:1/', local))).toBe('network');
  });

  it('reads the allow flag from PARLEY_KB_ALLOW_PRIVATE_HOSTS', () => {
    expect(kbAllowPrivateHostsFromEnv({ PARLEY_KB_ALLOW_PRIVATE_HOSTS: '1' })).toBe(true);
    expect(kbAllowPrivateHostsFromEnv({})).toBe(false);
  });
});

describe('fetchPage', () => {
  it('extracts the main text and title of a page, or of a text file', async () => {
    const home = await fetchPage(`${site.origin}/old`, local);
    expect(home).toMatchObject({
      url: `${site.origin}/`,
      title: 'Home',
      text: '# Home\n\nWelcome home.',
      kind: 'html',
    });
    expect((await fetchPage(`${site.origin}/doc.txt`, local)).text).toBe('Plain words.');
  });
});
