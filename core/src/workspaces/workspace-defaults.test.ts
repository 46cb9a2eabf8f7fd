import { describe, expect, it } from 'vitest';
import { ZWorkspace } from './workspace';
import { FREE_LTS_FAR_FUTURE, newPersonalWorkspace, STARTING_CREDITS } from './workspace-defaults';

const counter = () => {
  let i = 0;
  return (n: number) => Uint8Array.from({ length: n }, () => i++ % 62);
};

describe('newPersonalWorkspace', () => {
  const workspace = newPersonalWorkspace({
    authUid: 'firebase-uid',
    email: 'Ada@Example.com',
    nowSeconds: 1_800_000_000,
    randomBytes: counter(),
  });

  it('follows the spec defaults', () => {
    expect(workspace.uid).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(workspace.workspaceName).toMatch(/^Personal [A-Za-z0-9]{5}$/);
    expect(workspace.workspaceSecret).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(workspace.loadTokens).toBe(STARTING_CREDITS);
    expect(workspace.joinedAt).toBe(1_800_000_000);
    expect(workspace.freeLTsTS).toBe(FREE_LTS_FAR_FUTURE);
    expect(workspace.freeLTsTS!).toBeGreaterThan(workspace.joinedAt);
  });

  it('starts the members with the creator, e-mail lower-cased, and needs onboarding', () => {
    expect(workspace.email).toBe('ada@example.com');
    expect(workspace.workspaceEmails).toEqual(['ada@example.com']);
    expect(workspace.showOnboarding).toBe(true);
    expect(workspace.internal?.personalOf).toBe('firebase-uid');
  });

  it('is a valid stored workspace', () => {
    expect(ZWorkspace.parse(workspace)).toEqual(workspace);
  });
});
