/**
 * A local stand-in for an OpenAI-compatible embeddings server (POST /v1/embeddings), speaking its
 * documented request (`model`, `input`: a string or a list, optional `dimensions`) and response shapes
 * (`{ object: 'list', data: [{ object: 'embedding', embedding, index }], model, usage }`); errors answer
 * `{ error: { message, type } }`.
 *
 * Embeddings are deterministic: a hashed bag of words (lower-cased words, a plural -s dropped, and word
 * pairs) into `dimensions` buckets with a hashed sign, L2-normalised — texts sharing words are similar,
 * which is all a test or the bench needs. Any input containing [fake:error] makes the request answer 500;
 * [fake:dimensions] makes it answer vectors one dimension short. Requests are kept for inspection;
 * data items are listed in reverse input order, as a real server may, to prove clients sort by `index`.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_EMBEDDINGS_DEFAULT_DIMENSIONS = 1536;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The fake embedding of one text. */
export function fakeEmbedding(text: string, dimensions: number = FAKE_EMBEDDINGS_DEFAULT_DIMENSIONS): Float32Array {
  const vector = new Float32Array(dimensions);
  const words = (
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
    .filter((w) => w.length > 2)
    .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  const add = (feature: string, weight: number) => {
    const h = hash(feature);
    vector[h % dimensions]! += (h & 0x80000000 ? -1 : 1) * weight;
  };
  words.forEach((word, i) => {
    add(word, 1);
    if (i > 0) add(`${words[i - 1]!} ${word}`, 0.5);
  });
  let norm = 0;
  for (const x of vector) norm += x * x;
  if (norm > 0) for (let i = 0; i < dimensions; i++) vector[i]! /= Math.sqrt(norm);
  return vector;
}

export interface TFakeEmbeddingsRequest {
  model: string;
  input: string[];
  dimensions?: number;
  authorization?: string;
}

export interface TFakeEmbeddings {
  url: string;
  requests: TFakeEmbeddingsRequest[];
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

const sendError = (res: import('node:http').ServerResponse, status: number, message: string, type: string) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type } }));
};

export async function startFakeEmbeddings(options: { port?: number } = {}): Promise<TFakeEmbeddings> {
  const requests: TFakeEmbeddingsRequest[] = [];
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/embeddings') {
      sendError(res, 404, `Unknown path ${req.url}`, 'invalid_request_error');
      return;
    }
    let body: { model?: unknown; input?: unknown; dimensions?: unknown };
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      sendError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error');
      return;
    }
    const input = typeof body.input === 'string' ? [body.input] : body.input;
    if (
      typeof body.model !== 'string' ||
      !Array.isArray(input) ||
      !input.every((i) => typeof i === 'string' && i !== '')
    ) {
      sendError(res, 400, "'model' and 'input' (non-empty strings) are required.", 'invalid_request_error');
      return;
    }
    const dimensions = body.dimensions === undefined ? FAKE_EMBEDDINGS_DEFAULT_DIMENSIONS : Number(body.dimensions);
    if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > 3072) {
      sendError(res, 400, "'dimensions' must be an integer between 1 and 3072.", 'invalid_request_error');
      return;
    }
    const texts = input as string[];
    requests.push({
      model: body.model,
      input: texts,
      ...(body.dimensions !== undefined ? { dimensions } : {}),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
    });
    if (texts.some((t) => t.includes('[fake:error]'))) {
      sendError(res, 500, 'The server had an error while processing your request.', 'server_error');
      return;
    }
    const size = texts.some((t) => t.includes('[fake:dimensions]')) ? dimensions - 1 : dimensions;
    const data = texts
      .map((text, index) => ({ object: 'embedding', index, embedding: Array.from(fakeEmbedding(text, size)) }))
      .reverse();
    const tokens = texts.reduce((n, t) => n + Math.ceil(t.length / 4), 0);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        object: 'list',
        data,
        model: body.model,
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      }),
    );
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
