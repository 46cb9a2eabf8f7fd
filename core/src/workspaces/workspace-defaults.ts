import { newSecret, newWorkspaceUid } from '../ids/ids';
import { randomString, type TRandomBytes } from '../ids/random-string';
import type { TWorkspace } from './workspace';

export const PERSONAL_WORKSPACE_PREFIX = 'Personal ';
export const PERSONAL_WORKSPACE_SUFFIX_LENGTH = 5;

/** Credits a new personal account starts with (the spec names the grant but not its amount). */
export const STARTING_CREDITS = 1000;

/** `freeLTsTS` "far in the future": 2100-01-01T00:00:00Z, in unix seconds. */
export const FREE_LTS_FAR_FUTURE = 4102444800;

export function personalWorkspaceName(randomBytes: TRandomBytes): string {
  return PERSONAL_WORKSPACE_PREFIX + randomString(PERSONAL_WORKSPACE_SUFFIX_LENGTH, randomBytes);
}

/** The record created on a builder's first sign-in (workspaces-and-billing §3 defaults). */
export function newPersonalWorkspace(args: {
  authUid: string;
  email: string;
  displayName?: string;
  nowSeconds: number;
  randomBytes: TRandomBytes;
}): TWorkspace {
  const email = args.email.toLowerCase();
  return {
    uid: newWorkspaceUid(args.randomBytes),
    email,
    joinedAt: args.nowSeconds,
    ...(args.displayName ? { displayName: args.displayName } : {}),
    loadTokens: STARTING_CREDITS,
    freeLTsTS: FREE_LTS_FAR_FUTURE,
    workspaceName: personalWorkspaceName(args.randomBytes),
    workspaceSecret: newSecret(args.randomBytes),
    workspaceEmails: [email],
    showOnboarding: true,
    internal: { personalOf: args.authUid, isNewUser: true },
  };
}
