import type { TAccount, TRegion, TWorkspace, TWorkspaceSummary } from '@parley/core';
import type { TCaller } from './caller';

export function toAccount(workspace: TWorkspace, region: TRegion, existsInBothRegions: boolean): TAccount {
  return {
    uid: workspace.uid,
    region,
    email: workspace.email,
    ...(workspace.displayName ? { displayName: workspace.displayName } : {}),
    ...(workspace.photoURL ? { photoURL: workspace.photoURL } : {}),
    joinedAt: workspace.joinedAt,
    workspaceName: workspace.workspaceName,
    loadTokens: workspace.loadTokens,
    showOnboarding: workspace.showOnboarding ?? false,
    isAgency: workspace.isAgency ?? false,
    existsInBothRegions,
    doubleAccountWarningHidden: workspace.doubleAccountWarningHidden ?? false,
  };
}

export function toWorkspaceSummary(workspace: TWorkspace, region: TRegion, caller: TCaller): TWorkspaceSummary {
  return {
    uid: workspace.uid,
    region,
    workspaceName: workspace.workspaceName,
    workspaceSecret: workspace.workspaceSecret,
    ...(workspace.workspacePhotoURL ? { workspacePhotoURL: workspace.workspacePhotoURL } : {}),
    isPersonal: workspace.internal?.personalOf === caller.authUid,
    isOwner: workspace.email === caller.email,
    isAgency: workspace.isAgency ?? false,
    loadTokens: workspace.loadTokens,
  };
}
