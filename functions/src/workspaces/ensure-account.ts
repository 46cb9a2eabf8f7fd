import { newPersonalWorkspace, otherRegion, type TAccount, type TRegion } from '@parley/core';
import type { TDeps } from '../platform/deps';
import type { TCaller } from './caller';
import { toAccount } from './to-account';
import { ACCOUNTS, USERS, readPersonalWorkspace } from './workspace-store';

/**
 * Load the builder's account (their personal workspace record), looking in both regions;
 * on first sign-in create it in `region` with the spec's defaults.
 */
export async function ensureAccount(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
): Promise<{ account: TAccount; created: boolean }> {
  const other = otherRegion(region);
  const [here, there] = await Promise.all([
    readPersonalWorkspace(deps.db(region), caller.authUid),
    readPersonalWorkspace(deps.db(other), caller.authUid),
  ]);
  const bothRegions = Boolean(here && there);
  if (here) return { account: toAccount(here, region, bothRegions), created: false };
  if (there) return { account: toAccount(there, other, bothRegions), created: false };

  const workspace = newPersonalWorkspace({
    authUid: caller.authUid,
    email: caller.email,
    nowSeconds: deps.nowSeconds(),
    randomBytes: deps.randomBytes,
  });
  const db = deps.db(region);
  const batch = db.batch();
  // create() fails if the link exists, so two first sign-ins at once cannot make two accounts.
  batch.create(db.collection(ACCOUNTS).doc(caller.authUid), { workspaceUid: workspace.uid });
  batch.create(db.collection(USERS).doc(workspace.uid), workspace);
  try {
    await batch.commit();
  } catch (error) {
    const existing = await readPersonalWorkspace(db, caller.authUid);
    if (existing) return { account: toAccount(existing, region, false), created: false };
    throw error;
  }
  return { account: toAccount(workspace, region, false), created: true };
}
