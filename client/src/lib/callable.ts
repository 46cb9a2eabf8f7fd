import type { TCallableInput, TCallableName, TCallableOutput } from '@parley/core/calls/callables';
import { CALL_UNREACHABLE, callFailureMessage } from '@parley/core/calls/call-messages';
import { callablePath } from '@parley/core/calls/paths';
import type { TRegion } from '@parley/core/regions/region-codes';
import { loadAuth } from './firebase-auth';

/** A failed call, with the server's message meant for the person using the product. */
export class CallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

/** Listeners told when a call answers `unauthenticated` (the session signs out). */
const unauthenticatedListeners = new Set<() => void>();
export function onUnauthenticated(listener: () => void): () => void {
  unauthenticatedListeners.add(listener);
  return () => unauthenticatedListeners.delete(listener);
}

/**
 * Call a callable of `region` through Hosting (`/{region}/fn/{name}`) with the signed-in user's ID token,
 * speaking the callable protocol ({ data } in, { result } or { error } out). Input and output are typed
 * from the core schemas the server parses and answers with.
 */
export async function call<N extends TCallableName>(
  region: TRegion,
  name: N,
  input: TCallableInput<N>,
): Promise<TCallableOutput<N>> {
  const auth = await loadAuth();
  await auth.authStateReady();
  const token = await auth.currentUser?.getIdToken();
  let res: Response;
  try {
    res = await fetch(callablePath(region, name), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data: input }),
    });
  } catch {
    throw new CallError('unavailable', CALL_UNREACHABLE);
  }
  const body = (await res.json().catch(() => null)) as {
    result?: unknown;
    error?: { status?: string; message?: string; details?: unknown };
  } | null;
  if (!body || body.error || !res.ok) {
    const code = (body?.error?.status ?? 'internal').toLowerCase().replace(/_/g, '-');
    if (code === 'unauthenticated') unauthenticatedListeners.forEach((listener) => listener());
    throw new CallError(code, callFailureMessage(code, body?.error?.message), body?.error?.details);
  }
  return body.result as TCallableOutput<N>;
}
