/** The rate limiter against the local Firestore: counts before it checks, so a burst cannot pass on a stale count. */
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { adminDb } from '../../../emulators/test-support';
import { addressKey, takeRateLimit } from './rate-limit';

describe('takeRateLimit', () => {
  it('lets `max` events through in a window, then refuses, and starts afresh in the next', async () => {
    const limit = { max: 5, windowSeconds: 3600 };
    const key = `test_${randomUUID()}`;
    const now = Date.now();
    const results: boolean[] = [];
    for (let i = 0; i < 7; i++) results.push(await takeRateLimit(adminDb('eu'), key, limit, now));
    expect(results).toEqual([true, true, true, true, true, false, false]);
    expect(await takeRateLimit(adminDb('eu'), key, limit, now + 3600_000)).toBe(true);
  });

  it('never lets more than `max` of a parallel burst through (counting comes before the check)', async () => {
    const limit = { max: 10, windowSeconds: 3600 };
    const key = `test_${randomUUID()}`;
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 25 }, () => takeRateLimit(adminDb('eu'), key, limit, now)));
    expect(results.filter(Boolean).length).toBeLessThanOrEqual(10);
    // Every attempt was counted, refused ones too.
    expect(
      (
        await adminDb('eu')
          .collection('rateLimits')
          .doc(`${key}_${Math.floor(now / 1000 / 3600)}`)
          .get()
      ).get('count'),
    ).toBe(25);
  });

  it('keys an address without storing it', () => {
    expect(addressKey('203.0.113.7')).toMatch(/^v_[A-Za-z0-9_-]{22}$/);
    expect(addressKey('203.0.113.7')).not.toContain('203');
    expect(addressKey('203.0.113.7')).toBe(addressKey('203.0.113.7'));
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });
});
