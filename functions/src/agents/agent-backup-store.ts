import type { Firestore } from 'firebase-admin/firestore';
import { ZAgentBackup, type TAgentBackup } from '@parley/core';
import { AppError } from '../platform/app-error';

/** Top-level, queried by agentId (collection-group queries do not work on the local Firestore). */
export const AGENT_BACKUPS = 'agentBackups';

function toAgentBackup(data: unknown): TAgentBackup {
  const parsed = ZAgentBackup.safeParse(data);
  if (!parsed.success) throw new AppError('internal', 'Stored agent backup is malformed.');
  return parsed.data;
}

/**
 * Every backup of the agent, newest first (ties by ID). Sorted here rather than by the query: the
 * local Firestore ignores cursors, and the backups of one agent are few (AGENT_BACKUPS_KEPT).
 */
export async function backupsOfAgent(db: Firestore, agentId: string): Promise<TAgentBackup[]> {
  const snap = await db.collection(AGENT_BACKUPS).where('agentId', '==', agentId).get();
  return snap.docs.map((doc) => toAgentBackup(doc.data())).sort((a, b) => b.ts - a.ts || b.ID.localeCompare(a.ID));
}
