/**
 * Agent titles in the agent switcher: 20 characters in its button, 30 in its list (agency-shell §9).
 * Cut with `truncateText` (shell/truncate).
 */
export const AGENT_TITLE_BUTTON_CHARS = 20;
export const AGENT_TITLE_LIST_CHARS = 30;
