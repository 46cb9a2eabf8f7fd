import type { TWorkspace } from '@parley/core';
import { WORKSPACE_ACCESS_DENIED, WORKSPACE_NOT_FOUND } from '@parley/core';
import type { Firestore } from 'firebase-admin/firestore';
import { AppError } from '../platform/app-error';
import type { TCaller } from './caller';
import { readWorkspace } from './workspace-store';

export function isMember(workspace: TWorkspace, caller: TCaller): boolean {
  return workspace.workspaceEmails.some((email) => email.toLowerCase() === caller.email);
}

/** The workspace, if the caller is one of its members (by `workspaceEmails`); else permission-denied. */
export async function requireMembership(db: Firestore, workspaceUid: string, caller: TCaller): Promise<TWorkspace> {
  const workspace = await readWorkspace(db, workspaceUid);
  if (!workspace) throw new AppError('not-found', WORKSPACE_NOT_FOUND);
  if (!isMember(workspace, caller)) throw new AppError('permission-denied', WORKSPACE_ACCESS_DENIED);
  return workspace;
}
