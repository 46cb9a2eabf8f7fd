/**
 * A stand-in for Parley while developing or measuring the widget, with no emulators:
 *  - "Parley" origin: the built widget from client/dist, the public widget endpoints answering the
 *    fixture agents (fixture-agents.ts), and a streaming chat endpoint following ZChatEvent;
 *  - "host" origin (another port, so cross-origin as on a real site): a blank page with the snippet.
 * `node --import tsx widget/dev/fixture-server.ts [--dist DIR] [--embed-from http://127.0.0.1:5050]` (default
 * client/dist; --embed-from: the host page embeds the widget of a running stack instead) prints both addresses; open
 * {host}/?agent=demo (or dark, modal, full, blocked, offline, auto, forget, de, quiet, missing).
 * The chat answers by keyword: "markdown", "xss", "error" (error event midway), "break" (connection
 * cut midway), "busy" (429 before streaming), "slow"; anything else is echoed.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { AddressInfo } from 'node:net';
import { ZChatRequest, type TChatEvent, type TChatRequest } from '@parley/core/chat/chat-calls';
import { embedSnippet } from '@parley/core/widget/embed';
import { ZAnalyticsEventInput } from '@parley/core/widget/public-calls';
import { CLIENT_DIST } from '../build-widget';
import { fixtureAgent } from './fixture-agents';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const MARKDOWN_ANSWER = [
  '## Plans',
  'We have **three** plans, all with *unlimited* agents:',
  '',
  '1. **Starter**: 1,000 messages',
  '2. **Pro**: 10,000 messages',
  '3. **Scale**: talk to us',
  '',
  'Set it up with `data-agent-id`:',
  '```html',
  '<script src="https://parley.example/widget.js" async></script>',
  '```',
  'More in [the docs](https://example.com/docs) or mail help@example.com.',
].join('\n');
const XSS_ANSWER =
  'Careful: <img src=x onerror="alert(1)"> and <script>alert(2)</script> and [click](javascript:alert(3)) stay text.';

export interface TFixtureServer {
  parleyOrigin: string;
  hostOrigin: string;
  /** What arrived at the analytics and chat endpoints. */
  received: { analytics: unknown[]; chat: TChatRequest[] };
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function streamChat(
  req: IncomingMessage,
  res: ServerResponse,
  body: TChatRequest,
  agentId: string,
): Promise<void> {
  const text = body.message.toLowerCase();
  if (text.includes('busy')) {
    return json(res, 429, {
      success: false,
      error: 'You are sending messages too quickly. Please wait a moment and try again.',
    });
  }
  const offline = agentId === 'offline';
  res.writeHead(200, {
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
    'Access-Control-Allow-Origin': '*',
  });
  const send = (event: TChatEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);
  send({ type: 'start', conversationId: body.conversationId ?? 'Conv'.padEnd(24, 'x'), offline });
  const answer = text.includes('markdown')
    ? MARKDOWN_ANSWER
    : text.includes('xss')
      ? XSS_ANSWER
      : text.includes('error') || text.includes('break')
        ? 'Here is the first part of a longer answer that will not'
        : `You said: "${body.message}". ${body.visitor?.pageUrl ? `(page ${body.visitor.pageUrl}${body.visitor.pageChanged ? ', changed' : ''})` : ''}`;
  const delay = text.includes('slow') ? 250 : 18;
  for (const piece of answer.match(/[\s\S]{1,6}/g) ?? []) {
    if (res.destroyed) return;
    await sleep(delay);
    send({ type: 'delta', text: piece });
  }
  if (text.includes('break')) {
    res.socket?.destroy();
    return;
  }
  if (text.includes('error')) {
    send({
      type: 'error',
      message: 'The assistant could not answer just now. Please try again in a moment.',
      retryable: true,
    });
    res.end();
    return;
  }
  send({ type: 'done', messageId: 'm1', offline, credits: offline ? 0 : 1 });
  res.end();
}

function hostPage(parleyOrigin: string, agentId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A site with the widget</title>
<style>body{font:16px/1.6 Georgia,serif;margin:40px;color:#333;background:#f6f4ef}nav a{margin-right:12px}</style></head>
<body><h1>Acme Garden Supplies</h1><nav><a href="#" id="spa">SPA navigation</a><a href="?agent=${agentId}&page=2">Next page</a></nav>
<p>Everything for your garden. This page stands for any site that pastes the snippet.</p>
<script>window.Parley = window.Parley || { q: [] }; ['open','close','toggle','send','on','off'].forEach(function (m) { window.Parley[m] = window.Parley[m] || function () { window.Parley.q.push([m].concat([].slice.call(arguments))); }; });
window.parleyEvents = []; ['ready','open','close','message'].forEach(function (e) { Parley.on(e, function (p) { window.parleyEvents.push([e, p]); }); });
document.getElementById('spa').addEventListener('click', function (ev) { ev.preventDefault(); history.pushState({}, '', '/spa-' + Date.now() + location.search); });</script>
${embedSnippet(parleyOrigin, { agentId, region: 'eu' })}
</body></html>`;
}

export async function startFixtureServer(
  options: {
    parleyPort?: number;
    hostPort?: number;
    distDir?: string;
    /** Make the host page embed the widget from this origin (a running stack) instead of the stand-in. */
    embedFrom?: string;
  } = {},
): Promise<TFixtureServer> {
  const dist = options.distDir ?? CLIENT_DIST;
  const received: TFixtureServer['received'] = { analytics: [], chat: [] };
  let parleyOrigin = '';

  const parley = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    const api = /^\/api\/(eu|na)(\/.*)$/.exec(url.pathname);
    if (api) {
      const [, region, path] = api as unknown as [string, 'eu' | 'na', string];
      let m: RegExpExecArray | null;
      if ((m = /^\/public\/agents\/([^/]+)$/.exec(path))) {
        const agent = fixtureAgent(decodeURIComponent(m[1]!), region);
        return agent
          ? json(res, 200, { data: agent })
          : json(res, 404, { success: false, error: 'This assistant does not exist.' });
      }
      if ((m = /^\/v2\/public\/agents\/([^/]+)\/usage$/.exec(path))) {
        return json(res, 200, { data: { shouldContinue: m[1] !== 'blocked' } });
      }
      if (/^\/public\/users\/[^/]+\/check-credits$/.test(path))
        return json(res, 200, { continue: true, hasEverPaid: true });
      if ((m = /^\/agents\/([^/]+)\/analytics$/.exec(path)) && req.method === 'POST') {
        const parsed = ZAnalyticsEventInput.safeParse(await readBody(req));
        if (!parsed.success) return json(res, 400, { success: false, error: parsed.error.issues[0]?.message });
        received.analytics.push(parsed.data);
        return json(res, 200, { monthlyMessages: received.analytics.length });
      }
      if ((m = /^\/v2\/public\/agents\/([^/]+)\/chat$/.exec(path)) && req.method === 'POST') {
        const parsed = ZChatRequest.safeParse(await readBody(req));
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return json(res, 400, { success: false, error: `${issue?.path.join('.')}: ${issue?.message}` });
        }
        received.chat.push(parsed.data);
        return streamChat(req, res, parsed.data, decodeURIComponent(m[1]!));
      }
      return json(res, 404, { success: false, error: 'Not found.' });
    }
    const file = normalize(join(dist, url.pathname === '/' ? 'index.html' : url.pathname));
    if (!file.startsWith(dist)) return json(res, 403, { error: 'no' });
    try {
      const content = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=300',
      });
      res.end(content);
    } catch {
      json(res, 404, { error: 'Not found.' });
    }
  });

  const host = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (url.pathname === '/blank') {
      // Nothing but the snippet (the bench); ?agent= absent: nothing at all, for injecting it later.
      const agent = url.searchParams.get('agent');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head><body>${
          agent ? embedSnippet(options.embedFrom ?? parleyOrigin, { agentId: agent, region: 'eu' }) : ''
        }</body></html>`,
      );
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(hostPage(options.embedFrom ?? parleyOrigin, url.searchParams.get('agent') ?? 'demo'));
  });

  const listen = (server: Server, port: number, hostname: string) =>
    new Promise<number>((resolve) =>
      server.listen(port, hostname, () => resolve((server.address() as AddressInfo).port)),
    );
  // Different host names make the two origins differ even on one machine, as on a real site.
  parleyOrigin = `http://127.0.0.1:${await listen(parley, options.parleyPort ?? 0, '127.0.0.1')}`;
  const hostOrigin = `http://localhost:${await listen(host, options.hostPort ?? 0, 'localhost')}`;
  return {
    parleyOrigin,
    hostOrigin,
    received,
    close: async () => {
      parley.closeAllConnections();
      host.closeAllConnections();
      await Promise.all([new Promise((r) => parley.close(r)), new Promise((r) => host.close(r))]);
    },
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const flag = (name: string) =>
    process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
  const distDir = flag('--dist');
  const embedFrom = flag('--embed-from');
  const server = await startFixtureServer({
    parleyPort: 5180,
    hostPort: 5181,
    ...(distDir ? { distDir } : {}),
    ...(embedFrom ? { embedFrom } : {}),
  });
  console.log(`Parley stand-in at ${server.parleyOrigin}; host page at ${server.hostOrigin}/?agent=demo`);
}
