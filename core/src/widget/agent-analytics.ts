import { z } from 'zod';
import { ZId } from '../agents/agent-calls';
import { ANALYTICS_DAYS } from '../chat/chat-limits';

/** One UTC day of an agent's activity. */
export const ZAnalyticsDay = z.object({
  /** YYYY-MM-DD, UTC. */
  date: z.string(),
  loads: z.number().int(),
  messages: z.number().int(),
  credits: z.number().int(),
});
export type TAnalyticsDay = z.infer<typeof ZAnalyticsDay>;

/** getAgentAnalytics: the last ANALYTICS_DAYS days, oldest first, every day present (zeros included). */
export const ZGetAgentAnalyticsInput = z.object({ agentId: ZId });
export const ZGetAgentAnalyticsOutput = z.object({
  days: z.array(ZAnalyticsDay).length(ANALYTICS_DAYS),
  monthlyMessages: z.number().int(),
  tokensUsage: z.number(),
  maxTokensUsage: z.number(),
  messagesLimit: z.number(),
});

/** The UTC day key of a unix-ms instant, and of the month. */
export function dayKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
export function monthKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** The last `count` UTC day keys up to and including the day of `nowMs`, oldest first. */
export function lastDayKeys(nowMs: number, count: number = ANALYTICS_DAYS): string[] {
  const today = Date.UTC(new Date(nowMs).getUTCFullYear(), new Date(nowMs).getUTCMonth(), new Date(nowMs).getUTCDate());
  return Array.from({ length: count }, (_, i) => dayKey(today - (count - 1 - i) * 86_400_000));
}
