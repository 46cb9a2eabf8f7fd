import type { TAgent, TAnalyticsEvent, TRegion } from '@parley/core';
import type { TDeps } from '../platform/deps';
import { countInBatch, monthlyMessages } from './agent-stats';

/** Analytics events of widgets (collection `analytics`): one document per event, as sent plus server time. */
export const ANALYTICS = 'analytics';

/** Records a `loads` event and answers the agent's visitor messages this month. */
export async function recordWidgetLoad(
  deps: TDeps,
  args: { region: TRegion; agent: TAgent; event: TAnalyticsEvent },
): Promise<{ monthlyMessages: number }> {
  const db = deps.db(args.region);
  const nowMs = deps.nowMs();
  const batch = db.batch();
  batch.set(db.collection(ANALYTICS).doc(), {
    ...args.event,
    agentId: args.agent.ID,
    ownerID: args.agent.ownerID,
    receivedAt: nowMs,
  });
  countInBatch(batch, db, { agentId: args.agent.ID, counter: 'loads', by: 1, nowMs });
  const [, monthly] = await Promise.all([batch.commit(), monthlyMessages(db, args.agent.ID, nowMs)]);
  return { monthlyMessages: monthly };
}
