import { beforeAll, describe, expect, it } from 'vitest';
import { FREE_LTS_FAR_FUTURE, STARTING_CREDITS } from '@parley/core';
import { CallableError } from '../../../emulators/local-client';
import { addMember, newBuilder, stackClient, storedDoc, uniqueEmail } from '../../../emulators/test-support';

const client = stackClient();

describe('ensureAccount', () => {
  it('creates the account record and personal workspace in the chosen region on first sign-in', async () => {
    const email = uniqueEmail('first');
    const session = await client.signUp(email, 'password-1');
    const before = Math.floor(Date.now() / 1000);
    const { account, created } = await client.call('na', 'ensureAccount', { region: 'na' }, session);

    expect(created).toBe(true);
    expect(account.region).toBe('na');
    expect(account.showOnboarding).toBe(true);
    const stored = await storedDoc('na', `users/${account.uid}`);
    expect(stored).toMatchObject({
      uid: account.uid,
      email,
      loadTokens: STARTING_CREDITS,
      freeLTsTS: FREE_LTS_FAR_FUTURE,
      workspaceEmails: [email],
      showOnboarding: true,
    });
    expect(account.uid).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(stored?.workspaceName).toMatch(/^Personal [A-Za-z0-9]{5}$/);
    expect(stored?.workspaceSecret).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(stored?.joinedAt).toBeGreaterThanOrEqual(before - 5);
    expect(stored?.joinedAt).toBeLessThan(before + 60);
    expect(await storedDoc('eu', `users/${account.uid}`)).toBeUndefined();
  });

  it('loads the same account on later sign-ins, from either region, without creating another', async () => {
    const session = await client.signUp(uniqueEmail('again'), 'password-1');
    const first = await client.call('eu', 'ensureAccount', { region: 'eu' }, session);
    const second = await client.call('eu', 'ensureAccount', { region: 'eu' }, session);
    const fromNa = await client.call('na', 'ensureAccount', { region: 'na' }, session);
    expect(second).toEqual({ account: first.account, created: false });
    expect(fromNa.account.uid).toBe(first.account.uid);
    expect(fromNa.account.region).toBe('eu');
  });

  it('does not create two accounts when the first sign-in calls twice at once', async () => {
    const session = await client.signUp(uniqueEmail('race'), 'password-1');
    const [a, b] = await Promise.all([
      client.call('eu', 'ensureAccount', { region: 'eu' }, session),
      client.call('eu', 'ensureAccount', { region: 'eu' }, session),
    ]);
    expect(a.account.uid).toBe(b.account.uid);
    expect([a.created, b.created].filter(Boolean)).toHaveLength(1);
  });

  it('rejects a bad region naming the field', async () => {
    const session = await client.signUp(uniqueEmail('bad'), 'password-1');
    await expect(client.call('eu', 'ensureAccount', { region: 'asia' }, session)).rejects.toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringContaining('region'),
    });
  });
});

describe('completeOnboarding', () => {
  it('completes the profile so the dashboard opens', async () => {
    const session = await client.signUp(uniqueEmail('onb'), 'password-1');
    const { account } = await client.call('eu', 'ensureAccount', { region: 'eu' }, session);
    const done = await client.call(
      'eu',
      'completeOnboarding',
      { region: 'eu', displayName: 'Ada', workspaceName: 'Ada Labs' },
      session,
    );
    expect(done.account).toMatchObject({ displayName: 'Ada', workspaceName: 'Ada Labs', showOnboarding: false });
    expect(await storedDoc('eu', `users/${account.uid}`)).toMatchObject({ displayName: 'Ada', showOnboarding: false });
  });

  it('refuses an empty name and changes nothing', async () => {
    const session = await client.signUp(uniqueEmail('onb2'), 'password-1');
    const { account } = await client.call('eu', 'ensureAccount', { region: 'eu' }, session);
    const error = await client
      .call('eu', 'completeOnboarding', { region: 'eu', displayName: '   ' }, session)
      .catch((e: CallableError) => e);
    expect(error).toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Please enter your name.' });
    expect(await storedDoc('eu', `users/${account.uid}`)).toMatchObject({ showOnboarding: true });
  });
});

describe('listWorkspaces', () => {
  let owner: Awaited<ReturnType<typeof newBuilder>>;
  let member: Awaited<ReturnType<typeof newBuilder>>;

  beforeAll(async () => {
    owner = await newBuilder(client, 'na', 'owner');
    member = await newBuilder(client, 'eu', 'member');
    await addMember('na', owner.account.uid, member.email);
  });

  it("lists the builder's workspaces in both regions, personal first", async () => {
    const { workspaces } = await client.call('eu', 'listWorkspaces', {}, member.session);
    expect(workspaces.map((w) => [w.uid, w.region, w.isPersonal, w.isOwner])).toEqual([
      [member.account.uid, 'eu', true, true],
      [owner.account.uid, 'na', false, false],
    ]);
    expect(workspaces[1]?.workspaceSecret).toMatch(/^vg_/);
  });

  it('lists only workspaces the builder belongs to', async () => {
    const { workspaces } = await client.call('na', 'listWorkspaces', {}, owner.session);
    expect(workspaces.map((w) => w.uid)).toEqual([owner.account.uid]);
  });
});
