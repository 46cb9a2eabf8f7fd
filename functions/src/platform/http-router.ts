import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { AppError, HTTP_STATUS } from './app-error';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type TRouteHandler = (
  req: Request,
  params: Record<string, string>,
) => Promise<{ status?: number; body: unknown; headers?: Record<string, string> }>;
/** Writes its own answer (e.g. an event stream); throwing before the first write still answers JSON. */
export type TStreamHandler = (req: Request, res: Response, params: Record<string, string>) => Promise<void>;

export type TRoute = {
  method: THttpMethod;
  /** e.g. '/v2/agents/:agentId' */
  path: string;
} & ({ handler: TRouteHandler } | { stream: TStreamHandler });

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    let g: string;
    try {
      g = decodeURIComponent(got[i]!);
    } catch {
      return null;
    }
    if (w.startsWith(':')) params[w.slice(1)] = g;
    else if (w !== g) return null;
  }
  return params;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, If-None-Match',
  'Access-Control-Expose-Headers': 'ETag, Server-Timing',
  'Access-Control-Max-Age': '3600',
};

export const UNEXPECTED_HTTP_ERROR = 'Something went wrong. Please try again.';

function errorBody(error: unknown, label: string): { status: number; body: Record<string, unknown> } {
  if (error instanceof AppError) {
    return { status: HTTP_STATUS[error.code], body: { success: false, error: error.message, ...error.details } };
  }
  logger.error(`${label} failed`, error);
  return { status: 500, body: { success: false, error: UNEXPECTED_HTTP_ERROR } };
}

/**
 * The REST API of one region. Paths arrive either bare (function URL) or under `/api/{region}`
 * (Hosting rewrite). Errors answer `{ success: false, error }` with the AppError's status. JSON
 * answers carry `Server-Timing: handler;dur=…` (the bench reads it).
 */
export function createRouter(routes: TRoute[], prefix: string) {
  return async (req: Request, res: Response): Promise<void> => {
    const started = performance.now();
    res.set(CORS_HEADERS);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    const path = req.path.startsWith(prefix + '/') ? req.path.slice(prefix.length) : req.path;
    const candidates = routes.map((route) => ({ route, params: match(route.path, path) })).filter((c) => c.params);
    const found = candidates.find((c) => c.route.method === req.method);
    if (!found) {
      const status = candidates.length ? 405 : 404;
      res.status(status).json({ success: false, error: status === 405 ? 'Method not allowed.' : 'Not found.' });
      return;
    }
    const label = `${req.method} ${found.route.path}`;
    const { route, params } = found;
    try {
      if ('stream' in route) {
        await route.stream(req, res, params!);
        return;
      }
      const { status = 200, body, headers } = await route.handler(req, params!);
      res.set({ ...headers, 'Server-Timing': `handler;dur=${(performance.now() - started).toFixed(1)}` });
      if (status === 304) res.status(304).end();
      else res.status(status).json(body);
    } catch (error) {
      if (res.headersSent) {
        logger.error(`${label} failed after answering`, error);
        res.end();
        return;
      }
      const { status, body } = errorBody(error, label);
      res.status(status).json(body);
    }
  };
}

/** The bearer credential of a request, if any. */
export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
