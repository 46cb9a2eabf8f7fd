import type { Firestore } from 'firebase-admin/firestore';
import { ZAgent, type TAgent } from '@parley/core';
import { AppError } from '../platform/app-error';

export const AGENTS = 'agents';

export function toAgent(data: unknown): TAgent {
  const parsed = ZAgent.safeParse(data);
  if (!parsed.success) throw new AppError('internal', 'Stored agent is malformed.');
  return parsed.data;
}

export async function readAgent(db: Firestore, agentId: string): Promise<TAgent | null> {
  const snap = await db.collection(AGENTS).doc(agentId).get();
  return snap.exists ? toAgent(snap.data()) : null;
}

export async function agentsOfWorkspace(db: Firestore, workspaceUid: string): Promise<TAgent[]> {
  const snap = await db.collection(AGENTS).where('ownerID', '==', workspaceUid).get();
  return snap.docs.map((doc) => toAgent(doc.data()));
}
