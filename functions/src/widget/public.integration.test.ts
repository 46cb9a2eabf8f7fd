/** The public widget endpoints (widget-and-channels §7) and the dashboard's Chats and Analytics callables. */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath, CHAT_PATHS, dayKey, type TAgent, type TConversationsCursor } from '@parley/core';
import { addMember, adminDb, newBuilder, stackClient, storedDoc, type TBuilder } from '../../../emulators/test-support';

const client = stackClient();
let owner: TBuilder;
let agentId: string;
let agent: TAgent;

beforeAll(async () => {
  owner = await newBuilder(client, 'eu', 'public');
  const { agentCreated } = await client.call(
    'eu',
    'convertAgentTemplateToAgent',
    { agentName: 'Public Face', agentTemplate: 'customer-support' },
    owner.session,
  );
  agentId = agentCreated.ID;
  await adminDb('eu')
    .doc(`agents/${agentId}`)
    // Geo analytics on: the loads event keeps the visitor's country (off, see visitor-actions.integration.test.ts).
    .update({ VF_DIALOGUE_API_KEY: 'vf-key-should-stay-private', enableGeoAnalytics: true });
  agent = (await storedDoc('eu', `agents/${agentId}`)) as TAgent;
});

describe('GET /public/agents/{id}', () => {
  it('answers what the widget renders and nothing secret', async () => {
    const res = await fetch(`${client.baseUrl}/api/eu/public/agents/${agentId}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const { data } = JSON.parse(text) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      ID: agentId,
      title: 'Public Face',
      ownerID: owner.account.uid,
      region: 'eu',
      offline: false,
      chatUrl: apiBasePath('eu') + CHAT_PATHS.chat(agentId),
      vg_initMessages: agent.vg_initMessages,
    });
    const workspace = (await storedDoc('eu', `users/${owner.account.uid}`))!;
    for (const secret of [
      agent.SECRET_API_KEY,
      workspace.workspaceSecret as string,
      'vf-key-should-stay-private',
      owner.email,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(agent.vg_systemPrompt.slice(0, 50));
    for (const key of [
      'SECRET_API_KEY',
      'VF_DIALOGUE_API_KEY',
      'vg_systemPrompt',
      'tokensUsage',
      'userId',
      'loadTokens',
    ]) {
      expect(data).not.toHaveProperty(key);
    }
  });

  it('lets the browser revalidate: unchanged 304, changed 200', async () => {
    const url = `${client.baseUrl}/api/eu/public/agents/${agentId}`;
    const etag = (await fetch(url)).headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
    await client.call('eu', 'saveAgent', { agentId, agent: { title: 'Public Face 2' } }, owner.session);
    await new Promise((r) => setTimeout(r, 1100)); // lastModified is in seconds
    await client.call('eu', 'saveAgent', { agentId, agent: { title: 'Public Face 3' } }, owner.session);
    const changed = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { data: { title: string } }).data.title).toBe('Public Face 3');
  });

  it('answers 404 for an unknown agent and 400 for a malformed id', async () => {
    expect(await client.rest('eu', 'GET', '/public/agents/NoSuchAgent12345')).toEqual({
      status: 404,
      body: { success: false, error: 'This agent does not exist.' },
    });
    expect((await client.rest('eu', 'GET', `/public/agents/${encodeURIComponent('a b')}`)).status).toBe(400);
    // An eu agent is not served by na.
    expect((await client.rest('na', 'GET', `/public/agents/${agentId}`)).status).toBe(404);
  });
});

describe('POST /agents/{id}/analytics', () => {
  const event = {
    region: 'eu',
    record: 'loads',
    ts: Date.now(),
    browser: 'Firefox',
    origin: 'web-chat',
    platform: 'Windows',
    countryCode: 'de',
    ipAddress: '',
  };

  it('records the loads event and answers the monthly messages', async () => {
    const before = Number((await storedDoc('eu', `agentStats/${agentId}_d_${dayKey(Date.now())}`))?.loads ?? 0);
    // As behind Google's front end, which appends the visitor's address to X-Forwarded-For (what the
    // client itself put there comes first and is not trusted).
    const answer = await fetch(`${client.baseUrl}/api/eu/agents/${agentId}/analytics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.1, 203.0.113.7' },
      body: JSON.stringify(event),
    });
    const res = { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
    expect(res).toEqual({ status: 200, body: { monthlyMessages: expect.any(Number) } });
    const snap = await adminDb('eu').collection('analytics').where('agentId', '==', agentId).get();
    expect(snap.docs.map((d) => d.data())).toContainEqual(
      expect.objectContaining({
        record: 'loads',
        browser: 'Firefox',
        origin: 'web-chat',
        platform: 'Windows',
        countryCode: 'DE',
        region: 'eu',
      }),
    );
    // The server fills the address it saw when the widget sends none.
    expect(snap.docs[0]!.get('ipAddress')).toBe('203.0.113.7');
    expect((await storedDoc('eu', `agentStats/${agentId}_d_${dayKey(Date.now())}`))!.loads).toBe(before + 1);

    await client.chat('eu', agentId, { message: 'counted' });
    const after = await client.rest('eu', 'POST', `/agents/${agentId}/analytics`, { body: event });
    expect(after.body.monthlyMessages).toBe((res.body.monthlyMessages as number) + 1);
  });

  it('answers bad input with 400 naming the field, recording nothing', async () => {
    const count = async () => (await adminDb('eu').collection('analytics').where('agentId', '==', agentId).get()).size;
    const before = await count();
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ ...event, record: 'clicks' }, /^record/],
      [{ ...event, origin: 'elsewhere' }, /^origin/],
      [{ ...event, countryCode: 'DEU' }, /countryCode must be a two-letter country code/],
      [{ ...event, ipAddress: '<script>' }, /ipAddress must be an IP address/],
      [{ ...event, region: 'na' }, /^region/],
      [{ ...event, ts: 'yesterday' }, /^ts/],
    ];
    for (const [body, message] of bad) {
      const res = await client.rest('eu', 'POST', `/agents/${agentId}/analytics`, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    expect(await count()).toBe(before);
  });
});

describe('the Chats and Analytics tabs', () => {
  it('lists conversations newest first, a page at a time, and shows a transcript', async () => {
    const { agentCreated } = await client.call(
      'eu',
      'convertAgentTemplateToAgent',
      { agentName: 'Busy', agentTemplate: 'blank-template' },
      owner.session,
    );
    const id = agentCreated.ID;
    const started: string[] = [];
    for (const message of ['first visitor', 'second visitor', 'third visitor']) {
      const chat = await client.chat('eu', id, { message });
      const start = chat.events[0];
      if (start?.type === 'start') started.push(start.conversationId);
    }
    const page1 = await client.call('eu', 'listConversations', { agentId: id, limit: 2 }, owner.session);
    expect(page1.conversations.map((c) => c.preview)).toEqual(['third visitor', 'second visitor']);
    expect(page1.next).toEqual({
      before: page1.conversations[1]!.lastMessageAt,
      skipIds: [page1.conversations[1]!.ID],
    });
    const page2 = await client.call(
      'eu',
      'listConversations',
      { agentId: id, limit: 2, cursor: page1.next! },
      owner.session,
    );
    expect(page2).toEqual({ conversations: [expect.objectContaining({ preview: 'first visitor' })], next: null });

    const { conversation, messages } = await client.call(
      'eu',
      'getConversation',
      { agentId: id, conversationId: started[0]! },
      owner.session,
    );
    expect(conversation.ID).toBe(started[0]);
    expect(messages.map((m) => [m.role, m.text])).toEqual([
      ['user', 'first visitor'],
      ['assistant', 'You said: first visitor'],
    ]);
    // A conversation of another agent is not found through this one.
    await expect(
      client.call('eu', 'getConversation', { agentId, conversationId: started[0]! }, owner.session),
    ).rejects.toMatchObject({ status: 'NOT_FOUND' });
  });

  it('pages through conversations that share a millisecond without skipping or repeating one', async () => {
    const { agentCreated } = await client.call(
      'eu',
      'convertAgentTemplateToAgent',
      { agentName: 'Crowded', agentTemplate: 'blank-template' },
      owner.session,
    );
    const id = agentCreated.ID;
    const at = Date.now();
    const instants = [at, at - 1000, at - 1000, at - 1000, at - 1000, at - 2000];
    const ids = instants.map((_, i) => `Tie${String(i).padStart(21, '0')}`);
    const batch = adminDb('eu').batch();
    instants.forEach((lastMessageAt, i) =>
      batch.set(adminDb('eu').collection('conversations').doc(ids[i]!), {
        ID: ids[i],
        agentId: id,
        ownerID: owner.account.uid,
        origin: 'web-chat',
        ts: lastMessageAt,
        lastMessageAt,
        messageCount: 2,
        preview: `visitor ${i}`,
      }),
    );
    await batch.commit();
    const shown: string[] = [];
    let cursor: TConversationsCursor | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await client.call(
        'eu',
        'listConversations',
        { agentId: id, limit: 2, ...(cursor ? { cursor } : {}) },
        owner.session,
      );
      shown.push(...page.conversations.map((c) => c.ID));
      if (!page.next) break;
      cursor = page.next;
    }
    expect(shown.length).toBe(ids.length);
    expect(new Set(shown)).toEqual(new Set(ids));
    expect(shown[0]).toBe(ids[0]);
    expect(shown.at(-1)).toBe(ids.at(-1));
  });

  it('gives 30 days of loads, messages and credits', async () => {
    const member = await newBuilder(client, 'eu', 'viewer');
    await addMember('eu', owner.account.uid, member.email);
    const analytics = await client.call('eu', 'getAgentAnalytics', { agentId }, member.session);
    expect(analytics.days).toHaveLength(30);
    const today = analytics.days.at(-1)!;
    expect(today.date).toBe(dayKey(Date.now()));
    expect(today.loads).toBeGreaterThanOrEqual(1);
    expect(today.messages).toBeGreaterThanOrEqual(1);
    expect(today.credits).toBeGreaterThanOrEqual(1);
    expect(analytics.tokensUsage).toBeGreaterThan(0);
    expect(analytics.days[0]!.date < today.date).toBe(true);
  });
});
