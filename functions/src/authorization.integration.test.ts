/**
 * Authorization matrix: every callable and builder endpoint × every role (signed out, another
 * workspace, member, owner; and for REST each bearer kind). A denied call changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLABLE_NAMES, type TCallableName } from '@parley/core';
import type { TSession } from '../../emulators/local-client';
import { addMember, adminDb, newBuilder, stackClient, type TBuilder } from '../../emulators/test-support';

const client = stackClient();
type TRole = 'signed-out' | 'stranger' | 'member' | 'owner';
const ROLES: TRole[] = ['signed-out', 'stranger', 'member', 'owner'];

let owner: TBuilder;
let member: TBuilder;
let stranger: TBuilder;
let agentId: string;
let otherAgentKey: string;
let secrets: { owner: string; stranger: string; agent: string };
let conversationId: string;
/** Knowledge documents of the owner's agent: one to read and change, one to delete. */
let kbDocId: string;
let kbDeleteDocId: string;
let otherAgentId: string;

const sessionOf = (role: TRole): TSession | null =>
  role === 'signed-out' ? null : { stranger, member, owner }[role].session;

async function agentSnapshot() {
  const agent = (await adminDb('eu').doc(`agents/${agentId}`).get()).data();
  const count = (await adminDb('eu').collection('agents').where('ownerID', '==', owner.account.uid).get()).size;
  // The agent's knowledge as a builder set it (processing moves status and counts on by itself).
  const kb = (await adminDb('eu').collection('kbDocs').where('agentId', '==', agentId).get()).docs
    .map((d) => ({ id: d.id, name: d.get('name'), tags: d.get('tags'), refreshRate: d.get('refreshRate') }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const backups = (await adminDb('eu').collection('agentBackups').where('agentId', '==', agentId).get()).docs
    .map((d) => d.id)
    .sort();
  return { agent, count, kb, backups };
}

beforeAll(async () => {
  [owner, member, stranger] = await Promise.all([
    newBuilder(client, 'eu', 'owner'),
    newBuilder(client, 'eu', 'member'),
    newBuilder(client, 'eu', 'stranger'),
  ]);
  await addMember('eu', owner.account.uid, member.email);
  const made = await client.call(
    'eu',
    'convertAgentTemplateToAgent',
    { agentName: 'Guarded', agentTemplate: 'customer-support', workspaceId: owner.account.uid },
    owner.session,
  );
  agentId = made.agentCreated.ID;
  const other = await client.call(
    'eu',
    'convertAgentTemplateToAgent',
    { agentName: 'Other', agentTemplate: 'blank-template' },
    stranger.session,
  );
  const secretOf = async (uid: string) =>
    (await adminDb('eu').doc(`users/${uid}`).get()).get('workspaceSecret') as string;
  const chat = await client.chat('eu', agentId, { message: 'Hello from a visitor' });
  const start = chat.events.find((e) => e.type === 'start');
  if (start?.type !== 'start') throw new Error('the chat did not start');
  conversationId = start.conversationId;
  otherAgentKey = (await adminDb('eu').doc(`agents/${other.agentCreated.ID}`).get()).get('SECRET_API_KEY') as string;
  const addText = async (name: string) =>
    (
      await client.call(
        'eu',
        'addKnowledgeSource',
        { agentId, source: { kind: 'text', name, content: `${name}: the shop opens at nine.` } },
        owner.session,
      )
    ).doc.ID;
  otherAgentId = other.agentCreated.ID;
  kbDocId = await addText('Opening hours');
  kbDeleteDocId = await addText('To delete');
  secrets = {
    owner: await secretOf(owner.account.uid),
    stranger: await secretOf(stranger.account.uid),
    agent: (await adminDb('eu').doc(`agents/${agentId}`).get()).get('SECRET_API_KEY') as string,
  };
});

/** Each callable on the owner's workspace or agent, and who may call it. */
const CASES: { name: TCallableName; input: () => Record<string, unknown>; allowed: TRole[]; writes: boolean }[] = [
  { name: 'ensureAccount', input: () => ({ region: 'eu' }), allowed: ['stranger', 'member', 'owner'], writes: false },
  { name: 'listWorkspaces', input: () => ({}), allowed: ['stranger', 'member', 'owner'], writes: false },
  {
    name: 'listAgents',
    input: () => ({ workspaceId: owner.account.uid }),
    allowed: ['member', 'owner'],
    writes: false,
  },
  { name: 'getAgent', input: () => ({ agentId }), allowed: ['member', 'owner'], writes: false },
  {
    name: 'saveAgent',
    input: () => ({ agentId, agent: { description: `changed ${Math.random()}` } }),
    allowed: ['member', 'owner'],
    writes: true,
  },
  {
    name: 'convertAgentTemplateToAgent',
    input: () => ({ agentName: 'Intruder', agentTemplate: 'blank-template', workspaceId: owner.account.uid }),
    allowed: ['member', 'owner'],
    writes: true,
  },
  { name: 'listConversations', input: () => ({ agentId }), allowed: ['member', 'owner'], writes: false },
  { name: 'getConversation', input: () => ({ agentId, conversationId }), allowed: ['member', 'owner'], writes: false },
  { name: 'getAgentAnalytics', input: () => ({ agentId }), allowed: ['member', 'owner'], writes: false },
  {
    name: 'uploadFile',
    input: () => ({
      agentId,
      userId: owner.account.uid,
      // A 1×1 PNG.
      base64Payload: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      targetPath: 'images/pixel.png',
      temporary: true,
    }),
    allowed: ['member', 'owner'],
    writes: true,
  },
  { name: 'regenerateAgentSecret', input: () => ({ agentId }), allowed: ['member', 'owner'], writes: true },
  {
    name: 'saveAgentBackup',
    input: () => ({ agentId, workspaceId: owner.account.uid }),
    allowed: ['member', 'owner'],
    writes: true,
  },
  { name: 'getLatestBackup', input: () => ({ agentId }), allowed: ['member', 'owner'], writes: false },
  {
    name: 'addKnowledgeSource',
    input: () => ({ agentId, source: { kind: 'text', name: 'Added', content: 'Returns are free.' } }),
    allowed: ['member', 'owner'],
    writes: true,
  },
  { name: 'listKnowledgeDocs', input: () => ({ agentId }), allowed: ['member', 'owner'], writes: false },
  { name: 'getKnowledgeDoc', input: () => ({ agentId, docId: kbDocId }), allowed: ['member', 'owner'], writes: false },
  {
    name: 'searchKnowledge',
    input: () => ({ agentId, query: 'opening hours' }),
    allowed: ['member', 'owner'],
    writes: false,
  },
  {
    name: 'reindexKnowledgeDoc',
    input: () => ({ agentId, docId: kbDocId }),
    allowed: ['member', 'owner'],
    writes: true,
  },
  {
    name: 'updateKnowledgeDoc',
    input: () => ({ agentId, docId: kbDocId, name: `Renamed ${Math.random()}`, tags: ['x'] }),
    allowed: ['member', 'owner'],
    writes: true,
  },
  // The member deletes it; the owner's delete then finds nothing, which is still allowed.
  {
    name: 'deleteKnowledgeDoc',
    input: () => ({ agentId, docId: kbDeleteDocId }),
    allowed: ['member', 'owner'],
    writes: true,
  },
];

describe('callables', () => {
  it('the matrix covers every callable', () => {
    const covered = new Set<string>([...CASES.map((c) => c.name), 'completeOnboarding']);
    expect(CALLABLE_NAMES.filter((name) => !covered.has(name))).toEqual([]);
  });

  for (const testCase of CASES) {
    for (const role of ROLES) {
      const allowed = testCase.allowed.includes(role);
      it(`${testCase.name} as ${role}: ${allowed ? 'allowed' : 'denied'}`, async () => {
        const before = await agentSnapshot();
        const outcome = await client
          .call('eu', testCase.name, testCase.input(), sessionOf(role))
          .then(() => 'ok')
          .catch((e: { status: string }) => e.status);
        if (allowed) {
          expect(outcome).toBe('ok');
          return;
        }
        expect(outcome).toBe(role === 'signed-out' ? 'UNAUTHENTICATED' : 'PERMISSION_DENIED');
        expect(await agentSnapshot()).toEqual(before);
      });
    }
  }

  it('completeOnboarding signed out is denied', async () => {
    await expect(
      client.call('eu', 'completeOnboarding', { region: 'eu', displayName: 'x' }, null),
    ).rejects.toMatchObject({ status: 'UNAUTHENTICATED' });
  });
});

/**
 * Every kind of bearer the REST calls meet, and the status each must get (401 unknown, 403 known but
 * not allowed). The agent's key is read afresh: regenerateAgentSecret above gave the agent a new one.
 */
const BEARERS: [string, () => string | undefined, number][] = [
  ['no bearer', () => undefined, 401],
  ['a made-up secret', () => 'vg_notARealSecret123456', 401],
  ["another workspace's secret", () => secrets.stranger, 401],
  ["another agent's key", () => otherAgentKey, 401],
  ['a garbage session token', () => 'not-a-token', 401],
  ["a stranger's session token", () => stranger.session.idToken, 403],
  ["a member's session token", () => member.session.idToken, 200],
  ['the workspace secret', () => secrets.owner, 200],
  ["the agent's SECRET_API_KEY", () => secrets.agent, 200],
];
const readAgentKey = async () => {
  secrets.agent = (await adminDb('eu').doc(`agents/${agentId}`).get()).get('SECRET_API_KEY') as string;
};

describe('POST /v2/agents/{agentId}', () => {
  beforeAll(readAgentKey);

  for (const [label, bearer, status] of BEARERS) {
    it(`with ${label}: ${status}`, async () => {
      const before = await agentSnapshot();
      const res = await client.rest('eu', 'POST', `/v2/agents/${agentId}`, {
        ...(bearer() ? { bearer: bearer()! } : {}),
        body: { title: `Saved with ${label}` },
      });
      expect(res.status).toBe(status);
      if (status === 200) {
        expect(res.body).toMatchObject({ success: true, data: { title: `Saved with ${label}` } });
      } else {
        expect(res.body).toMatchObject({ success: false, error: expect.any(String) });
        expect(await agentSnapshot()).toEqual(before);
      }
    });
  }
});

/** The legacy knowledge calls (widget-and-channels §7), authorised like POST /v2/agents/{id}. */
describe('knowledge REST calls', () => {
  beforeAll(readAgentKey);

  const calls: { label: string; method: string; path: () => string; body?: unknown }[] = [
    {
      label: 'PUT /qdrant/collections/{agentId}',
      method: 'PUT',
      path: () => `/qdrant/collections/${agentId}`,
      body: { name: 'kb' },
    },
    {
      label: 'POST /qdrant/collections/{agentId}/points',
      method: 'POST',
      path: () => `/qdrant/collections/${agentId}/points`,
      body: { text: 'Parking is free after six.' },
    },
    { label: 'GET /v2/agents/{agentId}/kb/{docId}', method: 'GET', path: () => `/v2/agents/${agentId}/kb/${kbDocId}` },
  ];

  for (const call of calls) {
    for (const [label, bearer, status] of BEARERS) {
      it(`${call.label} with ${label}: ${status}`, async () => {
        const before = await agentSnapshot();
        const manifestBefore = (await adminDb('eu').doc(`kbIndexes/${agentId}`).get()).exists;
        const res = await client.rest('eu', call.method, call.path(), {
          ...(bearer() ? { bearer: bearer()! } : {}),
          ...(call.body ? { body: call.body } : {}),
        });
        expect(res.status).toBe(status);
        if (status === 200) {
          expect(res.body).toMatchObject({ success: true });
        } else {
          expect(res.body).toMatchObject({ success: false, error: expect.any(String) });
          expect(await agentSnapshot()).toEqual(before);
          expect((await adminDb('eu').doc(`kbIndexes/${agentId}`).get()).exists).toBe(manifestBefore);
        }
      });
    }
  }

  it("an agent's own credential does not read another agent's document through its own path", async () => {
    const res = await client.rest('eu', 'GET', `/v2/agents/${otherAgentId}/kb/${kbDocId}`, { bearer: otherAgentKey });
    expect(res).toMatchObject({ status: 404, body: { success: false } });
  });
});
