import {
  AGENT_BACKUP_ID_LENGTH,
  AGENT_BACKUPS_KEPT,
  randomString,
  type TAgentBackup,
  type TRegion,
} from '@parley/core';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import type { TCaller } from '../workspaces/caller';
import { requireAgentAccess } from './agent-access';
import { AGENT_BACKUPS, backupsOfAgent } from './agent-backup-store';

export const BACKUP_WRONG_WORKSPACE = 'workspaceId: this agent belongs to another workspace.';

/**
 * A version backup of the agent as the server holds it (saved after every Publish), without its
 * SECRET_API_KEY; the oldest beyond AGENT_BACKUPS_KEPT are removed. Members of the agent's workspace
 * only, and `workspaceId` must be that workspace; otherwise nothing is written.
 */
export async function saveAgentBackup(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
  input: { agentId: string; workspaceId: string },
): Promise<{ backup: Pick<TAgentBackup, 'ID' | 'ts'> }> {
  const db = deps.db(region);
  const { agent, workspace } = await requireAgentAccess(db, input.agentId, { kind: 'builder', caller });
  if (workspace.uid !== input.workspaceId) {
    throw new AppError('invalid-argument', BACKUP_WRONG_WORKSPACE, { field: 'workspaceId' });
  }
  const { SECRET_API_KEY: _secret, ...kept } = agent;
  const backup: TAgentBackup = {
    ID: randomString(AGENT_BACKUP_ID_LENGTH, deps.randomBytes),
    agentId: agent.ID,
    ownerID: workspace.uid,
    ts: deps.nowMs(),
    savedBy: caller.authUid,
    agent: kept,
  };
  await db.collection(AGENT_BACKUPS).doc(backup.ID).set(backup);

  const stale = (await backupsOfAgent(db, agent.ID)).slice(AGENT_BACKUPS_KEPT);
  if (stale.length) {
    const batch = db.batch();
    stale.forEach((old) => batch.delete(db.collection(AGENT_BACKUPS).doc(old.ID)));
    await batch.commit();
  }
  return { backup: { ID: backup.ID, ts: backup.ts } };
}
