import { PUBLIC_PATHS } from '@parley/core/widget/public-paths';
import { QueryError } from '../../shared/queries/query-error';

/** GET {api}/v2/public/agents/{id}/usage → whether the agent may still answer (maxTokensUsage, messagesLimit). */
export async function fetchUsageQuery(api: string, agentId: string): Promise<boolean> {
  const response = await fetch(api + PUBLIC_PATHS.usage(agentId), { credentials: 'omit' });
  if (!response.ok) throw await QueryError.fromResponse(response);
  const body = (await response.json()) as { data?: { shouldContinue?: unknown } } | null;
  return body?.data?.shouldContinue !== false;
}
