import type { TPublicAgent } from '@parley/core/widget/public-agent';
import { fetchPublicAgentQuery } from '../shared/queries/fetch-public-agent-query';
import { checkCreditsQuery } from './queries/check-credits-query';
import { fetchUsageQuery } from './queries/fetch-usage-query';

/**
 * The agent's public config and whether it may chat: the usage check (maxTokensUsage, messagesLimit)
 * and the owner's credit check must both say continue. A check that fails to answer does not block:
 * the chat endpoint enforces the same rules and says so.
 */
export async function loadPanelConfig(
  api: string,
  agentId: string,
): Promise<{ agent: TPublicAgent; canChat: boolean }> {
  const usage = fetchUsageQuery(api, agentId).catch(() => true);
  const agent = await fetchPublicAgentQuery(api, agentId);
  const credits = agent.ownerID ? checkCreditsQuery(api, agent.ownerID).catch(() => true) : Promise.resolve(true);
  const [usageOk, creditsOk] = await Promise.all([usage, credits]);
  return { agent, canChat: usageOk && creditsOk };
}
