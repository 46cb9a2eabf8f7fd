/**
 * Version backups (saveAgentBackup, getLatestBackup): a copy of the server's agent without its secret,
 * the latest one readable, only the newest AGENT_BACKUPS_KEPT kept, the wrong workspace refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_BACKUPS_KEPT, type TAgent, type TAgentBackup } from '@parley/core';
import { adminDb, newBuilder, stackClient, storedDoc, type TBuilder } from '../../../emulators/test-support';
import { BACKUP_WRONG_WORKSPACE } from './save-agent-backup';

const client = stackClient();
let owner: TBuilder;
let stranger: TBuilder;

async function newAgent(name: string): Promise<string> {
  const { agentCreated } = await client.call(
    'eu',
    'convertAgentTemplateToAgent',
    { agentName: name, agentTemplate: 'customer-support' },
    owner.session,
  );
  return agentCreated.ID;
}

async function backupsOf(agentId: string): Promise<TAgentBackup[]> {
  const snap = await adminDb('eu').collection('agentBackups').where('agentId', '==', agentId).get();
  return snap.docs.map((d) => d.data() as TAgentBackup).sort((a, b) => b.ts - a.ts);
}

function withoutSecret(agent: TAgent): Omit<TAgent, 'SECRET_API_KEY'> {
  const { SECRET_API_KEY: _secret, ...rest } = agent;
  return rest;
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newBuilder(client, 'eu', 'backups'), newBuilder(client, 'eu', 'outsider')]);
});

describe('saveAgentBackup', () => {
  it("stores the server's agent without its secret, and getLatestBackup returns it", async () => {
    const agentId = await newAgent('Backed up');
    await client.call('eu', 'saveAgent', { agentId, agent: { description: 'Published copy' } }, owner.session);
    expect(await client.call('eu', 'getLatestBackup', { agentId }, owner.session)).toEqual({ backup: null });

    const before = Date.now();
    const { backup } = await client.call(
      'eu',
      'saveAgentBackup',
      { agentId, workspaceId: owner.account.uid },
      owner.session,
    );
    const server = (await storedDoc('eu', `agents/${agentId}`)) as TAgent;
    const stored = (await storedDoc('eu', `agentBackups/${backup.ID}`)) as TAgentBackup;
    expect(stored).toEqual({
      ID: backup.ID,
      agentId,
      ownerID: owner.account.uid,
      ts: backup.ts,
      savedBy: owner.session.uid,
      agent: withoutSecret(server),
    });
    expect(stored.agent).not.toHaveProperty('SECRET_API_KEY');
    expect(stored.agent.description).toBe('Published copy');
    expect(backup.ts).toBeGreaterThanOrEqual(before);

    const latest = await client.call('eu', 'getLatestBackup', { agentId }, owner.session);
    expect(latest).toEqual({ backup: { ID: backup.ID, ts: backup.ts, agent: withoutSecret(server) } });
  });

  it(`keeps the newest ${AGENT_BACKUPS_KEPT}, and the latest is the one just saved`, async () => {
    const agentId = await newAgent('Many versions');
    const server = (await storedDoc('eu', `agents/${agentId}`)) as TAgent;
    // Older backups, saved long ago.
    const batch = adminDb('eu').batch();
    for (let i = 1; i <= AGENT_BACKUPS_KEPT; i++) {
      const old: TAgentBackup = {
        ID: `old-${agentId}-${i}`,
        agentId,
        ownerID: owner.account.uid,
        ts: 1_700_000_000_000 + i,
        savedBy: owner.session.uid,
        agent: withoutSecret(server),
      };
      batch.set(adminDb('eu').doc(`agentBackups/${old.ID}`), old);
    }
    await batch.commit();

    const save = () => client.call('eu', 'saveAgentBackup', { agentId, workspaceId: owner.account.uid }, owner.session);
    await save();
    const { backup: newest } = await save();

    const kept = await backupsOf(agentId);
    expect(kept).toHaveLength(AGENT_BACKUPS_KEPT);
    expect(kept[0]!.ID).toBe(newest.ID);
    expect(kept.map((b) => b.ID)).not.toContain(`old-${agentId}-1`);
    expect(kept.map((b) => b.ID)).not.toContain(`old-${agentId}-2`);
    expect(kept.map((b) => b.ID)).toContain(`old-${agentId}-3`);
    expect((await client.call('eu', 'getLatestBackup', { agentId }, owner.session)).backup?.ID).toBe(newest.ID);
  });

  it("refuses a workspaceId that is not the agent's, and writes nothing", async () => {
    const agentId = await newAgent('Wrong workspace');
    await expect(
      client.call('eu', 'saveAgentBackup', { agentId, workspaceId: stranger.account.uid }, owner.session),
    ).rejects.toMatchObject({ status: 'INVALID_ARGUMENT', message: BACKUP_WRONG_WORKSPACE });
    expect(await backupsOf(agentId)).toEqual([]);
  });

  it('refuses a stranger, even naming the right workspace, and writes nothing', async () => {
    const agentId = await newAgent('Not yours');
    await expect(
      client.call('eu', 'saveAgentBackup', { agentId, workspaceId: owner.account.uid }, stranger.session),
    ).rejects.toMatchObject({ status: 'PERMISSION_DENIED' });
    await expect(client.call('eu', 'getLatestBackup', { agentId }, stranger.session)).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect(await backupsOf(agentId)).toEqual([]);
  });
});
