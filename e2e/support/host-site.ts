/** A builder's own website for browser tests: a plain page on another origin than Parley's, with the embed snippet. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { embedSnippet } from '@parley/core/widget/embed';
import { baseUrl } from './browser';

export interface THostSite {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves one page titled `title` with the agent's snippet (and `head`, e.g. a host-API script) at
 * http://localhost:{port}/ — localhost vs Parley's 127.0.0.1, so really another origin.
 */
export async function serveHostSite(args: { title: string; agentId: string; head?: string }): Promise<THostSite> {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${args.title}</title>
<link rel="icon" href="data:,">${args.head ?? ''}</head><body><h1>${args.title}</h1>
${embedSnippet(baseUrl(), { agentId: args.agentId, region: 'eu' })}</body></html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
