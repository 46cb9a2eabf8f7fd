import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { CALLABLES, CLOUD_REGION, type TCallableName, type TCallableOutput, type TRegion } from '@parley/core';
import type { z } from 'zod';
import { AppError } from './app-error';
import { productionDeps, type TDeps } from './deps';
import { parseInput } from './parse-input';
import { callerFromToken, type TCaller } from '../workspaces/caller';

export const SIGN_IN_REQUIRED = 'Please sign in.';
export const UNEXPECTED_ERROR = 'Something went wrong. Please try again.';

export interface TCallableContext<N extends TCallableName> {
  input: z.infer<(typeof CALLABLES)[N]['input']>;
  caller: TCaller;
  region: TRegion;
  deps: TDeps;
}

export function toHttpsError(error: unknown, name: string): HttpsError {
  if (error instanceof HttpsError) return error;
  if (error instanceof AppError) return new HttpsError(error.code, error.message, error.details);
  logger.error(`${name} failed`, error);
  return new HttpsError('internal', UNEXPECTED_ERROR);
}

/**
 * A dashboard callable: signed-in builders only; input parsed with its core schema; the handler is a
 * thin call into a service; service errors become HttpsErrors with the service's message.
 */
export function builderCallable<N extends TCallableName>(
  name: N,
  region: TRegion,
  handler: (ctx: TCallableContext<N>) => Promise<TCallableOutput<N>>,
) {
  return onCall({ region: CLOUD_REGION[region] }, async (request) => {
    try {
      if (!request.auth) throw new AppError('unauthenticated', SIGN_IN_REQUIRED);
      const caller = callerFromToken({ uid: request.auth.uid, email: request.auth.token.email });
      const input = parseInput(CALLABLES[name].input, request.data ?? {}) as TCallableContext<N>['input'];
      return await handler({ input, caller, region, deps: productionDeps() });
    } catch (error) {
      throw toHttpsError(error, name);
    }
  });
}
