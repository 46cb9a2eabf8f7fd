/**
 * A local stand-in for an OpenAI-compatible chat completions server (POST /v1/chat/completions with
 * `stream: true`), speaking its documented request and streamed response shapes: `data: {chunk}`
 * events with `choices[0].delta.content`, a last chunk with `usage` (stream_options.include_usage),
 * then `data: [DONE]`. Errors answer `{ error: { message, type } }`.
 *
 * Its answer depends on the last user message, so tests can ask for trouble:
 *   [fake:error]  answers 500 before streaming
 *   [fake:break]  streams part of an answer, then drops the connection
 *   [fake:slow]   waits `slowMs` before answering (longer than the functions' first-token timeout in tests)
 *   [fake:markdown] answers with markdown, a link and an XSS attempt
 * Otherwise it answers "You said: <message>" in a few pieces. Every request is kept for inspection
 * (GET /__requests), and `delayMs` delays the first token like a real model's latency.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TFakeLlmRequest {
  model: string;
  temperature?: number;
  max_tokens?: number;
  stream?: boolean;
  messages: { role: string; content: string }[];
  authorization?: string;
}

export const FAKE_MARKDOWN_ANSWER = [
  '**Opening hours**',
  '',
  '- Monday to Friday: 9:00–17:00',
  '- Saturday: 10:00–14:00',
  '',
  'See [our page](https://example.com/hours) or [this](javascript:alert(1)).',
  '<img src=x onerror="alert(1)"><script>alert(2)</script>',
].join('\n');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function answerFor(message: string): string {
  if (message.includes('[fake:markdown]')) return FAKE_MARKDOWN_ANSWER;
  return `You said: ${message}`;
}

/** Splits text into a few pieces, as a model streams tokens. */
function pieces(text: string): string[] {
  const words = text.split(/(?<=\s)/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 3) out.push(words.slice(i, i + 3).join(''));
  return out;
}

export interface TFakeLlm {
  url: string;
  requests: TFakeLlmRequest[];
  close(): Promise<void>;
}

export async function startFakeLlm(
  options: { port?: number; delayMs?: number; pieceDelayMs?: number; slowMs?: number } = {},
): Promise<TFakeLlm> {
  const delayMs = options.delayMs ?? 0;
  const pieceDelayMs = options.pieceDelayMs ?? 5;
  const slowMs = options.slowMs ?? 8000;
  const requests: TFakeLlmRequest[] = [];

  const server: Server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/__requests') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `Unknown path ${req.url}`, type: 'invalid_request_error' } }));
      return;
    }
    let body: TFakeLlmRequest;
    try {
      body = JSON.parse(await readBody(req)) as TFakeLlmRequest;
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error' },
        }),
      );
      return;
    }
    requests.push({ ...body, ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}) });
    if (typeof body.model !== 'string' || !Array.isArray(body.messages) || body.stream !== true) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: 'model, messages and stream: true are required.', type: 'invalid_request_error' },
        }),
      );
      return;
    }
    const last = [...body.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
    if (last.includes('[fake:error]')) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: 'The server had an error while processing your request.', type: 'server_error' },
        }),
      );
      return;
    }
    await sleep(last.includes('[fake:slow]') ? slowMs : delayMs);
    if (res.destroyed) return;

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const id = `chatcmpl-fake-${requests.length}`;
    const chunk = (delta: object, extra: object = {}) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model: body.model, choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;
    res.write(chunk({ role: 'assistant', content: '' }));
    const answer = answerFor(last);
    const parts = pieces(answer);
    for (const [i, part] of parts.entries()) {
      if (last.includes('[fake:break]') && i === Math.ceil(parts.length / 2)) {
        res.destroy();
        return;
      }
      res.write(chunk({ content: part }));
      if (pieceDelayMs) await sleep(pieceDelayMs);
    }
    const promptChars = body.messages.reduce((n, m) => n + m.content.length, 0);
    res.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', model: body.model, choices: [], usage: { prompt_tokens: Math.ceil(promptChars / 4), completion_tokens: Math.ceil(answer.length / 4), total_tokens: Math.ceil(promptChars / 4) + Math.ceil(answer.length / 4) } })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
