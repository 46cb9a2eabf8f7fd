/** A small local web site for crawler and fetch tests (node:http on 127.0.0.1; no network). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TFakeRoute {
  status?: number;
  type?: string;
  body?: string | Uint8Array;
  location?: string;
  /** Delay before answering, in ms. */
  delayMs?: number;
}

export interface TFakeSite {
  origin: string;
  /** Paths requested, in order. */
  hits: string[];
  close(): Promise<void>;
}

export async function startFakeSite(routes: (origin: string) => Record<string, TFakeRoute>): Promise<TFakeSite> {
  const hits: string[] = [];
  let table: Record<string, TFakeRoute> = {};
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.push(path);
    const route = table[path];
    const answer = () => {
      if (!route) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(route.status ?? 200, {
        'content-type': route.type ?? 'text/html; charset=utf-8',
        ...(route.location ? { location: route.location } : {}),
      });
      res.end(route.body ?? '');
    };
    if (route?.delayMs) setTimeout(answer, route.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  table = routes(origin);
  return {
    origin,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const page = (title: string, body: string, links: string[] = []) =>
  `<!doctype html><html><head><title>${title}</title></head><body><nav>${links
    .map((l) => `<a href="${l}">${l}</a>`)
    .join(' ')}</nav><main><h1>${title}</h1><p>${body}</p></main></body></html>`;
