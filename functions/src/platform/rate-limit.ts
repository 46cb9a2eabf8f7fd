import { createHash } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/** Fixed-window counters (collection `rateLimits`); production sets a TTL policy on `expiresAt`. */
export const RATE_LIMITS = 'rateLimits';

export interface TRateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one event for `key` in the current window, then reads the count back: within the limit
 * when it is at most `max`. Counting first means a burst of parallel requests cannot all pass on
 * the same stale count (each sees the increments before it), and refused attempts count too.
 */
export async function takeRateLimit(db: Firestore, key: string, limit: TRateLimit, nowMs: number): Promise<boolean> {
  const window = Math.floor(nowMs / 1000 / limit.windowSeconds);
  const ref = db.collection(RATE_LIMITS).doc(`${key}_${window}`);
  const expiresAt = new Date((window + 2) * limit.windowSeconds * 1000);
  await ref.set({ count: FieldValue.increment(1), expiresAt }, { merge: true });
  return Number((await ref.get()).get('count') ?? 0) <= limit.max;
}

/** A rate-limit key for a visitor's address that does not store the address itself. */
export function addressKey(ip: string): string {
  return 'v_' + createHash('sha256').update(ip).digest('base64url').slice(0, 22);
}
