import type { TCallableOutput, TRegion } from '@parley/core';
import { requireAgentAccess } from '../agents/agent-access';
import type { TDeps } from '../platform/deps';
import type { TCaller } from '../workspaces/caller';
import { lastDays, monthlyMessages } from './agent-stats';

/** The Analytics tab: loads, messages and credits per day for the last 30 days, and the agent's usage. */
export async function getAgentAnalytics(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
  agentId: string,
): Promise<TCallableOutput<'getAgentAnalytics'>> {
  const db = deps.db(region);
  const { agent } = await requireAgentAccess(db, agentId, { kind: 'builder', caller });
  const nowMs = deps.nowMs();
  const [days, monthly] = await Promise.all([lastDays(db, agentId, nowMs), monthlyMessages(db, agentId, nowMs)]);
  return {
    days,
    monthlyMessages: monthly,
    tokensUsage: agent.tokensUsage,
    maxTokensUsage: agent.maxTokensUsage,
    messagesLimit: agent.messagesLimit,
  };
}
