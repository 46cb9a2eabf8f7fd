/** What the agent list search looks at. */
export interface TSearchableAgent {
  title: string;
  description: string;
}

/**
 * The agents whose title or description contains `query`, ignoring case and surrounding or repeated
 * spaces; every agent for a blank query. Order is kept.
 */
export function filterAgents<T extends TSearchableAgent>(agents: readonly T[], query: string): T[] {
  const needle = normalise(query);
  if (needle === '') return [...agents];
  return agents.filter(
    (agent) => normalise(agent.title).includes(needle) || normalise(agent.description).includes(needle),
  );
}

function normalise(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}
