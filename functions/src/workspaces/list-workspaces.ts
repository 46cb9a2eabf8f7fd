import { REGIONS, type TWorkspaceSummary } from '@parley/core';
import type { TDeps } from '../platform/deps';
import type { TCaller } from './caller';
import { toWorkspaceSummary } from './to-account';
import { workspacesWithMember } from './workspace-store';

/** Every workspace the builder belongs to, in both regions: personal first, then by name. */
export async function listWorkspaces(deps: TDeps, caller: TCaller): Promise<TWorkspaceSummary[]> {
  const perRegion = await Promise.all(
    REGIONS.map(async (region) =>
      (await workspacesWithMember(deps.db(region), caller.email)).map((w) => toWorkspaceSummary(w, region, caller)),
    ),
  );
  return perRegion
    .flat()
    .sort((a, b) => Number(b.isPersonal) - Number(a.isPersonal) || a.workspaceName.localeCompare(b.workspaceName));
}
