/**
 * firestore.rules deny all direct client access (design §2). Only the official emulator enforces rules;
 * the in-process fallback does not, so there this test is skipped (and says so).
 */
import { describe, expect, it } from 'vitest';

const official = process.env.PARLEY_OFFICIAL_FIRESTORE === '1';
const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180';

describe.skipIf(!official)('firestore.rules (official emulator only)', () => {
  const url = (path: string) => `http://${host}/v1/projects/demo-parley/databases/(default)/documents/${path}`;

  it('denies a browser reading a workspace', async () => {
    const res = await fetch(url('users/anyone'), { headers: { authorization: 'Bearer not-an-admin' } });
    expect(res.status).toBe(403);
  });

  it('denies a browser writing an agent', async () => {
    const res = await fetch(url('agents/x'), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { title: { stringValue: 'forged' } } }),
    });
    expect(res.status).toBe(403);
  });
});
