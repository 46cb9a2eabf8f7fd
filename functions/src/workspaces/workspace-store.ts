import type { Firestore } from 'firebase-admin/firestore';
import { ZWorkspace, type TWorkspace } from '@parley/core';
import { AppError } from '../platform/app-error';

export const USERS = 'users';
/** accounts/{authUid} → { workspaceUid }: finds a builder's personal workspace and guards its creation. */
export const ACCOUNTS = 'accounts';

export function toWorkspace(data: unknown): TWorkspace {
  const parsed = ZWorkspace.safeParse(data);
  if (!parsed.success) throw new AppError('internal', 'Stored workspace is malformed.');
  return parsed.data;
}

export async function readWorkspace(db: Firestore, uid: string): Promise<TWorkspace | null> {
  const snap = await db.collection(USERS).doc(uid).get();
  return snap.exists ? toWorkspace(snap.data()) : null;
}

export async function readPersonalWorkspace(db: Firestore, authUid: string): Promise<TWorkspace | null> {
  const link = await db.collection(ACCOUNTS).doc(authUid).get();
  const workspaceUid = link.get('workspaceUid');
  return typeof workspaceUid === 'string' ? readWorkspace(db, workspaceUid) : null;
}

export async function workspacesWithMember(db: Firestore, email: string): Promise<TWorkspace[]> {
  const snap = await db.collection(USERS).where('workspaceEmails', 'array-contains', email).get();
  return snap.docs.map((doc) => toWorkspace(doc.data()));
}

export async function workspaceBySecret(db: Firestore, secret: string): Promise<TWorkspace | null> {
  const snap = await db.collection(USERS).where('workspaceSecret', '==', secret).limit(1).get();
  const doc = snap.docs[0];
  return doc ? toWorkspace(doc.data()) : null;
}
