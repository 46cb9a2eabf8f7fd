import type { TPublicAgent } from '@parley/core/widget/public-agent';
import { PUBLIC_PATHS } from '@parley/core/widget/public-paths';
import { QueryError } from './query-error';

/** GET {api}/public/agents/{id}. Throws a QueryError on failure (404: no such agent). */
export async function fetchPublicAgentQuery(api: string, agentId: string): Promise<TPublicAgent> {
  const response = await fetch(api + PUBLIC_PATHS.agent(agentId), { credentials: 'omit' });
  if (!response.ok) throw await QueryError.fromResponse(response);
  const body = (await response.json()) as { data?: TPublicAgent } | null;
  if (!body || typeof body.data !== 'object' || body.data === null)
    throw new QueryError(response.status, 'Bad answer.');
  return body.data;
}
