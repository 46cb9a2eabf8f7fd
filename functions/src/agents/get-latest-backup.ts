import type { TAgentBackup, TRegion } from '@parley/core';
import type { TDeps } from '../platform/deps';
import type { TCaller } from '../workspaces/caller';
import { requireAgentAccess } from './agent-access';
import { backupsOfAgent } from './agent-backup-store';

/** The agent's latest version backup, or null when it has none. Members of its workspace only. */
export async function getLatestBackup(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
  agentId: string,
): Promise<{ backup: Pick<TAgentBackup, 'ID' | 'ts' | 'agent'> | null }> {
  const db = deps.db(region);
  await requireAgentAccess(db, agentId, { kind: 'builder', caller });
  const [latest] = await backupsOfAgent(db, agentId);
  return { backup: latest ? { ID: latest.ID, ts: latest.ts, agent: latest.agent } : null };
}
