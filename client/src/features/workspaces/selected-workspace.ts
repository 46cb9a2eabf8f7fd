import type { TRegion, TWorkspaceSummary } from '@parley/core';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/browser-storage';

interface TStoredSelection {
  uid: string;
  region: TRegion;
}

export function storeSelection(workspace: TWorkspaceSummary): void {
  writeStored(STORAGE_KEYS.selectedWorkspace, { uid: workspace.uid, region: workspace.region });
  writeStored(STORAGE_KEYS.workspaceSecret, workspace.workspaceSecret);
  writeStored(STORAGE_KEYS.region, workspace.region);
}

/**
 * The workspace for `region`: the stored choice if it is still one of the builder's and in this
 * region; else the personal one here; else the first here; null when the builder has none here.
 */
export function pickWorkspace(workspaces: TWorkspaceSummary[], region: TRegion): TWorkspaceSummary | null {
  const stored = readStored<TStoredSelection | null>(STORAGE_KEYS.selectedWorkspace, null);
  const here = workspaces.filter((w) => w.region === region);
  return (
    here.find((w) => w.uid === stored?.uid) ?? here.find((w) => w.isPersonal) ?? here[0] ?? null
  );
}
