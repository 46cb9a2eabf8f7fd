import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { dayKey, lastDayKeys, monthKey, type TAnalyticsDay } from '@parley/core';

/**
 * Per-agent counters, one document per UTC day and per month (collection `agentStats`):
 * loads of the widget, visitor messages, credits spent. Incremented, never read-modify-written.
 */
export const AGENT_STATS = 'agentStats';

export type TStatCounter = 'loads' | 'messages' | 'credits';

const dayDocId = (agentId: string, day: string) => `${agentId}_d_${day}`;
const monthDocId = (agentId: string, month: string) => `${agentId}_m_${month}`;

/** Adds `by` to a counter of the day and month of `nowMs`. */
export function countInBatch(
  batch: WriteBatch,
  db: Firestore,
  args: { agentId: string; counter: TStatCounter; by: number; nowMs: number },
): void {
  const day = dayKey(args.nowMs);
  const month = monthKey(args.nowMs);
  const inc = { [args.counter]: FieldValue.increment(args.by) };
  batch.set(
    db.collection(AGENT_STATS).doc(dayDocId(args.agentId, day)),
    { agentId: args.agentId, day, ...inc },
    { merge: true },
  );
  batch.set(
    db.collection(AGENT_STATS).doc(monthDocId(args.agentId, month)),
    { agentId: args.agentId, month, ...inc },
    { merge: true },
  );
}

export async function monthlyMessages(db: Firestore, agentId: string, nowMs: number): Promise<number> {
  const snap = await db
    .collection(AGENT_STATS)
    .doc(monthDocId(agentId, monthKey(nowMs)))
    .get();
  return Number(snap.get('messages') ?? 0);
}

/** The last days, oldest first, every day present. */
export async function lastDays(db: Firestore, agentId: string, nowMs: number): Promise<TAnalyticsDay[]> {
  const days = lastDayKeys(nowMs);
  const snaps = await db.getAll(...days.map((day) => db.collection(AGENT_STATS).doc(dayDocId(agentId, day))));
  return days.map((date, i) => ({
    date,
    loads: Number(snaps[i]?.get('loads') ?? 0),
    messages: Number(snaps[i]?.get('messages') ?? 0),
    credits: Number(snaps[i]?.get('credits') ?? 0),
  }));
}
