import { createContext, useContext } from 'react';
import type { TRegion, TWorkspaceSummary } from '@parley/core';

export interface TWorkspaceApi {
  region: TRegion;
  /** The selected workspace in this region. */
  workspace: TWorkspaceSummary;
  workspaces: TWorkspaceSummary[];
  switchWorkspace: (target: TWorkspaceSummary) => void;
}

export const WorkspaceContext = createContext<TWorkspaceApi | null>(null);

export function useWorkspace(): TWorkspaceApi {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspace outside WorkspaceProvider');
  return value;
}
