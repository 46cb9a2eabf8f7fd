/** Agent creation and saving texts (widget-and-channels §5, §8; agency-shell §8). */
export const AGENT_NAME_REQUIRED = 'Please provide a name for the agent.';
export const MUST_BE_LOGGED_IN_TO_CREATE = 'You must be logged in to create an agent';
export const AGENT_CREATED = 'Agent created successfully, redirecting...';
export const AGENT_CREATED_REDIRECT_MS = 2000;
export const NEW_AGENT_NAME_FOCUS_DELAY_MS = 100;
export const SAVE_NOTICE_MS = 2000;
/** saveAgentBackup failed after a Publish (agency-shell §8 notices); shown 3 s. */
export const AGENT_BACKUP_FAILED = 'Error saving version backup';
export const AGENT_BACKUP_NOTICE_MS = 3000;

export function templateConversionError(message: string): string {
  return `Error: ${message}`;
}

export function agentSaveError(error: string): string {
  return `Failed to save agent, ${error}`;
}

export const AGENT_NOT_FOUND = 'Agent not found.';
export const AGENT_ACCESS_DENIED = 'You do not have access to this agent.';
export const WORKSPACE_ACCESS_DENIED = 'You are not a member of this workspace.';
export const WORKSPACE_NOT_FOUND = 'Workspace not found';
export { ACCOUNT_DATA_NOT_PRESENT as ACCOUNT_NOT_FOUND } from '../workspaces/session-messages';
