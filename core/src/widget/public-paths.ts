/**
 * Paths of the public widget calls (widget-and-channels §7), relative to the regional API base
 * `{origin}/api/{region}`. Dependency-free so the widget loader can import it without zod; the
 * schemas of their answers are in `public-calls.ts`.
 */
export const PUBLIC_PATHS = {
  agent: (agentId: string) => `/public/agents/${encodeURIComponent(agentId)}`,
  checkCredits: (ownerId: string) => `/public/users/${encodeURIComponent(ownerId)}/check-credits`,
  usage: (agentId: string) => `/v2/public/agents/${encodeURIComponent(agentId)}/usage`,
  analytics: (agentId: string) => `/agents/${encodeURIComponent(agentId)}/analytics`,
  handoff: (agentId: string) => `/v2/public/agents/${encodeURIComponent(agentId)}/handoff`,
  feedback: (agentId: string) => `/v2/public/agents/${encodeURIComponent(agentId)}/feedback`,
} as const;
