import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { logger } from 'firebase-functions/v2';
import { AppError, HTTP_STATUS } from './app-error';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type TRouteHandler = (req: Request, params: Record<string, string>) => Promise<{ status?: number; body: unknown }>;

export interface TRoute {
  method: THttpMethod;
  /** e.g. '/v2/agents/:agentId' */
  path: string;
  handler: TRouteHandler;
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = decodeURIComponent(got[i]!);
    if (w.startsWith(':')) params[w.slice(1)] = g;
    else if (w !== g) return null;
  }
  return params;
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '3600',
};

/**
 * The REST API of one region. Paths arrive either bare (function URL) or under `/api/{region}`
 * (Hosting rewrite). Errors answer `{ success: false, error }` with the AppError's status.
 */
export function createRouter(routes: TRoute[], prefix: string) {
  return async (req: Request, res: Response): Promise<void> => {
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
    try {
      const { status = 200, body } = await found.route.handler(req, found.params!);
      res.status(status).json(body);
    } catch (error) {
      if (error instanceof AppError) {
        res.status(HTTP_STATUS[error.code]).json({ success: false, error: error.message, ...error.details });
        return;
      }
      logger.error(`${req.method} ${path} failed`, error);
      res.status(500).json({ success: false, error: 'Something went wrong. Please try again.' });
    }
  };
}

/** The bearer credential of a request, if any. */
export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
