/** Texts of the agent shell that the spec leaves to us (the spec's own texts are in agent-messages.ts). */
export const AGENT_PUBLISHED = 'Agent published.';
export const AGENT_UNPUBLISHED_CHANGES =
  'This agent has changes that are not published yet. Leave without publishing them?';
export const INVALID_NUMBER = 'Please enter a number.';
