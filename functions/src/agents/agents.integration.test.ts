import { beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_KEYS, type TAgent } from '@parley/core';
import { adminDb, newBuilder, stackClient, storedDoc, type TBuilder } from '../../../emulators/test-support';

const client = stackClient();
let builder: TBuilder;

beforeAll(async () => {
  builder = await newBuilder(client, 'eu', 'agents');
});

async function createAgent(template: (typeof TEMPLATE_KEYS)[number] = 'customer-support', name = 'Helpdesk') {
  const { agentCreated } = await client.call(
    'eu',
    'convertAgentTemplateToAgent',
    { agentName: name, agentTemplate: template, workspaceId: builder.account.uid },
    builder.session,
  );
  return agentCreated;
}

describe('convertAgentTemplateToAgent', () => {
  it('creates the agent in the caller workspace and region with every default', async () => {
    const created = await createAgent('customer-support', '  Helpdesk ');
    expect(created).toMatchObject({ region: 'eu', enableNodes: true, title: 'Helpdesk' });
    const stored = (await storedDoc('eu', `agents/${created.ID}`)) as TAgent;
    expect(created.ID).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(stored).toMatchObject({
      ID: created.ID,
      ownerID: builder.account.uid,
      title: 'Helpdesk',
      messageDelayMS: 1000,
      maxTokensUsage: 0,
      lang: 'en',
      recordChatHistory: true,
      vg_defaultModel: 'gpt-4o',
      vg_temperature: 0.5,
      vg_maxTokens: 1024,
      vg_kbDefaultDimension: 1536,
      vgOptions: { maxChunkSize: 2424 },
      region: 'parley-eu',
      agentPlatform: 'vg',
    });
    expect(stored.SECRET_API_KEY).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(stored.vg_systemPrompt).toContain('customer support');
    expect(stored.vg_initMessages.length).toBeGreaterThan(0);
    expect(await storedDoc('na', `agents/${created.ID}`)).toBeUndefined();
  });

  it('defaults to the personal workspace and tells when nodes are off', async () => {
    const { agentCreated } = await client.call(
      'eu',
      'convertAgentTemplateToAgent',
      { agentName: 'Bram', agentTemplate: 'game-npc' },
      builder.session,
    );
    expect(agentCreated.enableNodes).toBe(false);
    expect(await storedDoc('eu', `agents/${agentCreated.ID}`)).toMatchObject({ ownerID: builder.account.uid });
  });

  it('refuses an empty name or an unknown template with a clear message, creating nothing', async () => {
    const count = async () =>
      (await adminDb('eu').collection('agents').where('ownerID', '==', builder.account.uid).get()).size;
    const before = await count();
    await expect(
      client.call(
        'eu',
        'convertAgentTemplateToAgent',
        { agentName: ' ', agentTemplate: 'blank-template' },
        builder.session,
      ),
    ).rejects.toMatchObject({ status: 'INVALID_ARGUMENT', message: 'Please provide a name for the agent.' });
    await expect(
      client.call('eu', 'convertAgentTemplateToAgent', { agentName: 'x', agentTemplate: 'nope' }, builder.session),
    ).rejects.toMatchObject({ status: 'INVALID_ARGUMENT', message: expect.stringContaining('agentTemplate') });
    expect(await count()).toBe(before);
  });

  it('says so when the builder has no workspace in that region', async () => {
    await expect(
      client.call(
        'na',
        'convertAgentTemplateToAgent',
        { agentName: 'x', agentTemplate: 'blank-template' },
        builder.session,
      ),
    ).rejects.toMatchObject({ status: 'FAILED_PRECONDITION', message: 'You have no workspace in the NA region.' });
  });
});

describe('listAgents and getAgent', () => {
  it('lists the workspace agents starred first, then newest', async () => {
    const fresh = await newBuilder(client, 'eu', 'lister');
    const make = async (name: string) =>
      (
        await client.call(
          'eu',
          'convertAgentTemplateToAgent',
          { agentName: name, agentTemplate: 'blank-template', workspaceId: fresh.account.uid },
          fresh.session,
        )
      ).agentCreated.ID;
    const a = await make('A');
    const b = await make('B');
    await adminDb('eu').doc(`agents/${b}`).update({ lastModified: 2_000_000_000 });
    await adminDb('eu').doc(`agents/${a}`).update({ lastModified: 1_000_000_000 });
    await client.call('eu', 'saveAgent', { agentId: a, agent: { starred: true } }, fresh.session);
    const { agents } = await client.call('eu', 'listAgents', { workspaceId: fresh.account.uid }, fresh.session);
    expect(agents.map((x) => x.title)).toEqual(['A', 'B']);
    // Starring is not an edit: A keeps its lastModified.
    expect(agents[0]!.lastModified).toBe(1_000_000_000);
    expect(Object.keys(agents[0]!)).not.toContain('SECRET_API_KEY');
  });

  it('finds an agent asked for in the wrong region and names the right one', async () => {
    const created = await createAgent('blank-template', 'Elsewhere');
    const answer = await client.call('na', 'getAgent', { agentId: created.ID }, builder.session);
    expect(answer).toEqual({ status: 'other-region', region: 'eu' });
    const here = await client.call('eu', 'getAgent', { agentId: created.ID }, builder.session);
    expect(here).toMatchObject({ status: 'found', workspaceId: builder.account.uid, agent: { title: 'Elsewhere' } });
  });

  it('answers not found for an unknown agent in both regions, and hides another tenant’s agent region', async () => {
    await expect(client.call('eu', 'getAgent', { agentId: 'doesNotExist1234' }, builder.session)).rejects.toMatchObject(
      {
        status: 'NOT_FOUND',
      },
    );
    const created = await createAgent('blank-template', 'Private');
    const stranger = await newBuilder(client, 'na', 'stranger');
    await expect(client.call('na', 'getAgent', { agentId: created.ID }, stranger.session)).rejects.toMatchObject({
      status: 'NOT_FOUND',
    });
  });
});

describe('saving an agent', () => {
  it('saves through the callable, stamps lastModified and keeps server-owned fields', async () => {
    const created = await createAgent();
    await adminDb('eu').doc(`agents/${created.ID}`).update({ lastModified: 1 });
    const before = (await storedDoc('eu', `agents/${created.ID}`)) as TAgent;
    const { agent } = await client.call(
      'eu',
      'saveAgent',
      {
        agentId: created.ID,
        agent: {
          title: 'Renamed',
          vg_temperature: 0.2,
          SECRET_API_KEY: 'vg_forged',
          tokensUsage: -5,
          ownerID: 'x',
        } as never,
      },
      builder.session,
    );
    expect(agent).toMatchObject({ title: 'Renamed', vg_temperature: 0.2 });
    expect(agent.lastModified).toBeGreaterThan(1);
    const after = (await storedDoc('eu', `agents/${created.ID}`)) as TAgent;
    expect(after.SECRET_API_KEY).toBe(before.SECRET_API_KEY);
    expect(after.tokensUsage).toBe(0);
    expect(after.ownerID).toBe(builder.account.uid);
  });

  it('POST /v2/agents/{id} saves the whole agent with the workspace secret and rejects a small chunk size', async () => {
    const created = await createAgent();
    const { workspaces } = await client.call('eu', 'listWorkspaces', {}, builder.session);
    const secret = workspaces.find((w) => w.uid === builder.account.uid)!.workspaceSecret;
    const whole = (await storedDoc('eu', `agents/${created.ID}`)) as TAgent;

    const ok = await client.rest('eu', 'POST', `/v2/agents/${created.ID}`, {
      bearer: secret,
      body: { ...whole, title: 'Via REST', lastModified: 5 },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, data: { title: 'Via REST' } });
    expect((ok.body.data as TAgent).lastModified).toBeGreaterThan(5);

    const bad = await client.rest('eu', 'POST', `/v2/agents/${created.ID}`, {
      bearer: whole.SECRET_API_KEY,
      body: { ...whole, title: 'Should not land', vgOptions: { maxChunkSize: 999 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: 'Max chunk size must be greater than 1000' });
    expect(await storedDoc('eu', `agents/${created.ID}`)).toMatchObject({ title: 'Via REST' });
  });

  it('answers 404 for an unknown path and 400 for a malformed agent id', async () => {
    expect((await client.rest('eu', 'GET', '/nope')).status).toBe(404);
    const { workspaces } = await client.call('eu', 'listWorkspaces', {}, builder.session);
    const bad = await client.rest('eu', 'POST', '/v2/agents/bad%20id!', {
      bearer: workspaces[0]!.workspaceSecret,
      body: {},
    });
    expect(bad.status).toBe(400);
  });
});
