import { randomString, type TRandomBytes } from './random-string';

/** Identifier lengths of the spec (workspaces-and-billing §9, widget-and-channels §9). */
export const WORKSPACE_UID_LENGTH = 15;
export const AGENT_ID_LENGTH = 16;
export const SECRET_RANDOM_LENGTH = 20;
export const SECRET_PREFIX = 'vg_';

/** `vg_` plus 20 random characters: workspace secrets and agent `SECRET_API_KEY`s. */
export function newSecret(randomBytes: TRandomBytes): string {
  return SECRET_PREFIX + randomString(SECRET_RANDOM_LENGTH, randomBytes);
}

export function newWorkspaceUid(randomBytes: TRandomBytes): string {
  return randomString(WORKSPACE_UID_LENGTH, randomBytes);
}

export function newAgentId(randomBytes: TRandomBytes): string {
  return randomString(AGENT_ID_LENGTH, randomBytes);
}

/** Ids arriving in paths and inputs: letters, digits, '-' and '_' only. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
