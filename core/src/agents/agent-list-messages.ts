/** Texts of the agent list that the spec leaves to us (the spec's own texts are in agent-messages.ts). */
export const AGENTS_PAGE_TITLE = 'Agents';
export const SEARCH_AGENTS_LABEL = 'Search agents';
export const NO_AGENTS_YET = 'No agents yet';
export const NO_AGENTS_YET_HINT =
  'Create your first agent from a template: give it a name, pick a starting point and start chatting with it in seconds.';
export const AGENTS_LOAD_FAILED = 'Your agents could not be loaded.';
export const UNTITLED_AGENT = 'Untitled agent';
export const STAR_AGENT = 'Star agent';
export const UNSTAR_AGENT = 'Unstar agent';

/** 'No agents match "{query}"' */
export function noAgentsMatch(query: string): string {
  return `No agents match "${query.trim()}"`;
}

/** The star could not be saved; the star is put back as it was. */
export function starAgentError(starred: boolean, message: string): string {
  return `Could not ${starred ? 'star' : 'unstar'} the agent: ${message}`;
}

/** "Edited 5 minutes ago" */
export function agentEditedLabel(relativeTime: string): string {
  return `Edited ${relativeTime}`;
}
