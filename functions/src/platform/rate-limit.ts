import { FieldValue, type DocumentReference, type Firestore, type WriteBatch } from 'firebase-admin/firestore';

/** Fixed-window counters (collection `rateLimits`); production sets a TTL policy on `expiresAt`. */
export const RATE_LIMITS = 'rateLimits';

export interface TRateLimit {
  max: number;
  windowSeconds: number;
}

/** The current window of one counter, as read. */
export interface TRateWindow {
  ref: DocumentReference;
  count: number;
  expiresAt: Date;
}

/**
 * Reads the current window of `key`. The event is counted later, in the same batch as what it
 * records (`countRateInBatch`): two requests racing at the very edge may both pass, which is
 * acceptable for a rate limit, and the increment itself never loses counts.
 */
export async function readRateWindow(
  db: Firestore,
  key: string,
  limit: TRateLimit,
  nowMs: number,
): Promise<TRateWindow> {
  const window = Math.floor(nowMs / 1000 / limit.windowSeconds);
  const ref = db.collection(RATE_LIMITS).doc(`${key}_${window}`);
  const count = Number((await ref.get()).get('count') ?? 0);
  return { ref, count, expiresAt: new Date((window + 2) * limit.windowSeconds * 1000) };
}

export function isWithinRateLimit(window: TRateWindow, limit: TRateLimit): boolean {
  return window.count < limit.max;
}

export function countRateInBatch(batch: WriteBatch, window: TRateWindow): void {
  batch.set(window.ref, { count: FieldValue.increment(1), expiresAt: window.expiresAt }, { merge: true });
}
