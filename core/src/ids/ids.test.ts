import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AGENT_ID_LENGTH, newAgentId, newSecret, newWorkspaceUid, WORKSPACE_UID_LENGTH } from './ids';
import { ID_ALPHABET, randomString } from './random-string';

const bytes = (n: number) => new Uint8Array(randomBytes(n));

describe('identifiers', () => {
  it('makes workspace uids of 15 and agent ids of 16 alphanumeric characters', () => {
    expect(newWorkspaceUid(bytes)).toMatch(new RegExp(`^[A-Za-z0-9]{${WORKSPACE_UID_LENGTH}}$`));
    expect(newAgentId(bytes)).toMatch(new RegExp(`^[A-Za-z0-9]{${AGENT_ID_LENGTH}}$`));
  });

  it('makes secrets of vg_ plus 20 characters', () => {
    expect(newSecret(bytes)).toMatch(/^vg_[A-Za-z0-9]{20}$/);
  });

  it('never maps biased bytes: bytes above the last full alphabet cycle are skipped', () => {
    // 248 = 4 * 62: bytes 248..255 would favour the first letters, so they must be dropped.
    let calls = 0;
    const source = (n: number) => (calls++ === 0 ? new Uint8Array(n).fill(250) : new Uint8Array(n).fill(1));
    expect(randomString(3, source)).toBe(ID_ALPHABET[1]!.repeat(3));
  });

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 50 }, () => newAgentId(bytes))).size).toBe(50);
  });
});
