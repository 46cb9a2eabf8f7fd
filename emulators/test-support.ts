/**
 * Helpers for tests that run inside `tsx emulators/stack.ts exec` (integration and e2e): a client of
 * the stack, firebase-admin access to both regional stores to arrange and inspect data, and builders.
 */
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { TAccount, TRegion } from '@parley/core';
import { LocalStackClient, type TSession } from './local-client';

export function stackClient(): LocalStackClient {
  const base = process.env.PARLEY_BASE_URL;
  const auth = process.env.PARLEY_AUTH_EMULATOR_URL;
  if (!base || !auth) throw new Error('Run inside the local stack: tsx emulators/stack.ts exec -- <command>');
  return new LocalStackClient(base, auth);
}

/** The regional store, as the functions see it (same demo project ids). */
export function adminDb(region: TRegion): Firestore {
  const name = `test-${region}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: `demo-parley-${region}` }, name);
  return getFirestore(app);
}

export function uniqueEmail(label = 'builder'): string {
  return `${label}-${randomUUID().slice(0, 8)}@test.parley.local`;
}

export interface TBuilder {
  session: TSession;
  account: TAccount;
  email: string;
  password: string;
}

/** A signed-up builder with a completed profile and a personal workspace in `region`. */
export async function newBuilder(client: LocalStackClient, region: TRegion = 'eu', label?: string): Promise<TBuilder> {
  const email = uniqueEmail(label);
  const password = 'test-password-1';
  const session = await client.signUp(email, password);
  await client.call(region, 'ensureAccount', { region }, session);
  const { account } = await client.call(
    region,
    'completeOnboarding',
    { region, displayName: label ?? 'Test Builder' },
    session,
  );
  return { session, account, email, password };
}

/** Make `email` a member of a workspace (invitations are a later issue; tests arrange membership directly). */
export async function addMember(region: TRegion, workspaceUid: string, email: string): Promise<void> {
  const ref = adminDb(region).collection('users').doc(workspaceUid);
  const emails = ((await ref.get()).get('workspaceEmails') as string[]) ?? [];
  await ref.update({ workspaceEmails: [...emails, email.toLowerCase()] });
}

/** The raw stored document, to prove what a call did or did not change. */
export async function storedDoc(region: TRegion, path: string): Promise<Record<string, unknown> | undefined> {
  return (await adminDb(region).doc(path).get()).data();
}
