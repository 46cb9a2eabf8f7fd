import { getAuth } from 'firebase-admin/auth';
import { SECRET_PREFIX } from '@parley/core';
import type { Request } from 'firebase-functions/v2/https';
import { AppError } from './app-error';
import { bearerToken } from './http-router';
import type { TAgentActor } from '../agents/agent-access';
import { callerFromToken } from '../workspaces/caller';
import { authApp } from './auth-app';

export const BEARER_REQUIRED =
  'Missing bearer credential: send the workspace secret, the agent secret or a session token.';

/** REST callers prove who they are with a `vg_` secret (workspace or agent) or a Firebase ID token. */
export async function actorFromBearer(req: Request): Promise<TAgentActor> {
  const token = bearerToken(req);
  if (!token) throw new AppError('unauthenticated', BEARER_REQUIRED);
  if (token.startsWith(SECRET_PREFIX)) return { kind: 'secret', secret: token };
  try {
    const decoded = await getAuth(authApp()).verifyIdToken(token);
    return { kind: 'builder', caller: callerFromToken(decoded) };
  } catch {
    throw new AppError('unauthenticated', 'The session token is invalid or expired. Please sign in again.');
  }
}
