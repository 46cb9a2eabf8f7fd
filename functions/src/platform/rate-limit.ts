import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/** Fixed-window counters (collection `rateLimits`); production sets a TTL policy on `expiresAt`. */
export const RATE_LIMITS = 'rateLimits';

export interface TRateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one event for `key` in the current window and tells whether it is within the limit.
 * Read then increment: two visitors racing at the very edge may both pass, which is acceptable
 * for a rate limit (the increment itself never loses counts).
 */
export async function takeRateLimit(db: Firestore, key: string, limit: TRateLimit, nowMs: number): Promise<boolean> {
  const window = Math.floor(nowMs / 1000 / limit.windowSeconds);
  const ref = db.collection(RATE_LIMITS).doc(`${key}_${window}`);
  const count = Number((await ref.get()).get('count') ?? 0);
  if (count >= limit.max) return false;
  await ref.set(
    { count: FieldValue.increment(1), expiresAt: new Date((window + 2) * limit.windowSeconds * 1000) },
    { merge: true },
  );
  return true;
}
