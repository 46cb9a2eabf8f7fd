import { ACCOUNT_NOT_FOUND, otherRegion, type TAccount, type TRegion } from '@parley/core';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import type { TCaller } from './caller';
import { toAccount } from './to-account';
import { USERS, readPersonalWorkspace } from './workspace-store';

/** Finish the builder's profile: name, optional workspace name; the dashboard then opens. */
export async function completeOnboarding(
  deps: TDeps,
  caller: TCaller,
  input: { region: TRegion; displayName: string; workspaceName?: string | undefined },
): Promise<TAccount> {
  const db = deps.db(input.region);
  const workspace = await readPersonalWorkspace(db, caller.authUid);
  if (!workspace) throw new AppError('not-found', ACCOUNT_NOT_FOUND);
  const update = {
    displayName: input.displayName,
    ...(input.workspaceName ? { workspaceName: input.workspaceName } : {}),
    showOnboarding: false,
    'internal.isNewUser': false,
  };
  await db.collection(USERS).doc(workspace.uid).update(update);
  const there = await readPersonalWorkspace(deps.db(otherRegion(input.region)), caller.authUid);
  return toAccount(
    { ...workspace, ...update, workspaceName: input.workspaceName || workspace.workspaceName },
    input.region,
    Boolean(there),
  );
}
