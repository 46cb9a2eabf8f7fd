/**
 * What the agent's settings change on the server: the secret key regenerated, a handoff request and
 * answer feedback recorded, the visitor's country kept only with geo analytics, the answer language
 * with AI translate.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, type TAgent, type TConversation } from '@parley/core';
import type { TFakeLlmRequest } from '../../../emulators/fakes/fake-llm';
import { adminDb, newBuilder, stackClient, storedDoc, type TBuilder } from '../../../emulators/test-support';

const client = stackClient();
let owner: TBuilder;
let stranger: TBuilder;

async function newAgent(name: string, fields: Partial<TAgent> = {}): Promise<string> {
  const { agentCreated } = await client.call(
    'eu',
    'convertAgentTemplateToAgent',
    { agentName: name, agentTemplate: 'customer-support' },
    owner.session,
  );
  if (Object.keys(fields).length) {
    await client.call('eu', 'saveAgent', { agentId: agentCreated.ID, agent: fields }, owner.session);
  }
  return agentCreated.ID;
}

async function conversationOf(agentId: string, message: string) {
  const chat = await client.chat('eu', agentId, { message });
  const start = chat.events.find((e) => e.type === 'start');
  const done = chat.events.find((e) => e.type === 'done');
  if (start?.type !== 'start' || done?.type !== 'done') throw new Error('the chat did not answer');
  return { conversationId: start.conversationId, messageId: done.messageId };
}

async function llmRequests(): Promise<TFakeLlmRequest[]> {
  const url = process.env.PARLEY_FAKE_LLM_URL!.replace(/\/v1$/, '');
  return (await (await fetch(`${url}/__requests`)).json()) as TFakeLlmRequest[];
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([newBuilder(client, 'eu', 'settings'), newBuilder(client, 'eu', 'outsider')]);
});

describe('regenerateAgentSecret', () => {
  it('gives a new vg_ key that works at once, and the old one stops working', async () => {
    const agentId = await newAgent('Keyed');
    const before = (await storedDoc('eu', `agents/${agentId}`)) as TAgent;
    const { agent } = await client.call('eu', 'regenerateAgentSecret', { agentId }, owner.session);
    expect(agent.SECRET_API_KEY).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(agent.SECRET_API_KEY).not.toBe(before.SECRET_API_KEY);
    expect(agent.lastModified).toBeGreaterThanOrEqual(before.lastModified);
    expect(await storedDoc('eu', `agents/${agentId}`)).toMatchObject({ SECRET_API_KEY: agent.SECRET_API_KEY });

    const save = (bearer: string) =>
      client.rest('eu', 'POST', `/v2/agents/${agentId}`, { bearer, body: { description: 'by key' } });
    expect((await save(before.SECRET_API_KEY)).status).toBe(401);
    expect((await save(agent.SECRET_API_KEY)).status).toBe(200);
  });

  it('refuses a stranger and changes nothing', async () => {
    const agentId = await newAgent('Guarded key');
    const before = await storedDoc('eu', `agents/${agentId}`);
    await expect(client.call('eu', 'regenerateAgentSecret', { agentId }, stranger.session)).rejects.toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect(await storedDoc('eu', `agents/${agentId}`)).toEqual(before);
  });
});

describe('POST /v2/public/agents/{id}/handoff', () => {
  it('records the request on the conversation when handoff is on', async () => {
    const agentId = await newAgent('Handoff', { enableHumanHandoff: true });
    const { conversationId } = await conversationOf(agentId, 'I want a human');
    const res = await client.rest('eu', 'POST', PUBLIC_PATHS.handoff(agentId), { body: { conversationId } });
    expect(res).toEqual({ status: 200, body: { recorded: true } });
    const stored = (await storedDoc('eu', `conversations/${conversationId}`)) as TConversation;
    expect(stored.handoffRequestedAt).toEqual(expect.any(Number));
    expect(stored.messageCount).toBe(2);
    // The builder sees it in the Chats tab.
    const { conversations } = await client.call('eu', 'listConversations', { agentId }, owner.session);
    expect(conversations.find((c) => c.ID === conversationId)?.handoffRequestedAt).toBe(stored.handoffRequestedAt);
  });

  it('keeps a record without messages for an agent that keeps no history', async () => {
    const agentId = await newAgent('Handoff no history', { enableHumanHandoff: true, recordChatHistory: false });
    const { conversationId } = await conversationOf(agentId, 'Hello');
    expect(await storedDoc('eu', `conversations/${conversationId}`)).toBeUndefined();
    const res = await client.rest('eu', 'POST', PUBLIC_PATHS.handoff(agentId), {
      body: { conversationId, origin: 'test' },
    });
    expect(res.status).toBe(200);
    expect(await storedDoc('eu', `conversations/${conversationId}`)).toMatchObject({
      agentId,
      origin: 'test',
      messageCount: 0,
      handoffRequestedAt: expect.any(Number),
    });
  });

  it('is refused when handoff is off, for another agent conversation, and for bad input, changing nothing', async () => {
    // The customer-support template hands over; this agent does not.
    const off = await newAgent('No handoff', { enableHumanHandoff: false });
    const { conversationId } = await conversationOf(off, 'Hello');
    const before = await storedDoc('eu', `conversations/${conversationId}`);
    const refused = await client.rest('eu', 'POST', PUBLIC_PATHS.handoff(off), { body: { conversationId } });
    expect(refused).toMatchObject({
      status: 412,
      body: { error: 'This agent does not hand conversations over to a person.' },
    });
    const on = await newAgent('Other handoff', { enableHumanHandoff: true });
    const foreign = await client.rest('eu', 'POST', PUBLIC_PATHS.handoff(on), { body: { conversationId } });
    expect(foreign.status).toBe(404);
    const bad = await client.rest('eu', 'POST', PUBLIC_PATHS.handoff(on), { body: { conversationId: 'x' } });
    expect(bad.status).toBe(400);
    expect(await storedDoc('eu', `conversations/${conversationId}`)).toEqual(before);
  });
});

describe('POST /v2/public/agents/{id}/feedback', () => {
  it('records a thumbs up or down on the answer, and takes it back', async () => {
    const agentId = await newAgent('Rated', { ui: { widgetType: 'popup', enableFixedFeedbackBtns: true } });
    const { conversationId, messageId } = await conversationOf(agentId, 'Rate me');
    const path = `conversations/${conversationId}/messages/${messageId}`;
    const rate = (rating: 'up' | 'down' | null) =>
      client.rest('eu', 'POST', PUBLIC_PATHS.feedback(agentId), { body: { conversationId, messageId, rating } });
    expect(await rate('down')).toEqual({ status: 200, body: { recorded: true } });
    expect(await storedDoc('eu', path)).toMatchObject({ role: 'assistant', feedback: 'down' });
    expect((await rate('up')).status).toBe(200);
    expect((await storedDoc('eu', path))!.feedback).toBe('up');
    expect(await rate(null)).toEqual({ status: 200, body: { recorded: true } });
    expect(await storedDoc('eu', path)).not.toHaveProperty('feedback');
    const { messages } = await client.call('eu', 'getConversation', { agentId, conversationId }, owner.session);
    expect(messages.at(-1)).not.toHaveProperty('feedback');
  });

  it('is refused when the buttons are off or the message is not an answer of this agent', async () => {
    const off = await newAgent('Unrated');
    const { conversationId, messageId } = await conversationOf(off, 'Hi');
    const res = await client.rest('eu', 'POST', PUBLIC_PATHS.feedback(off), {
      body: { conversationId, messageId, rating: 'up' },
    });
    expect(res).toMatchObject({ status: 412, body: { error: 'This agent does not take feedback on answers.' } });
    const on = await newAgent('Rated elsewhere', { ui: { widgetType: 'popup', enableFixedFeedbackBtns: true } });
    const foreign = await client.rest('eu', 'POST', PUBLIC_PATHS.feedback(on), {
      body: { conversationId, messageId, rating: 'up' },
    });
    expect(foreign).toMatchObject({ status: 404, body: { error: 'This answer does not exist.' } });
    expect(await storedDoc('eu', `conversations/${conversationId}/messages/${messageId}`)).not.toHaveProperty(
      'feedback',
    );
  });
});

describe('geo analytics', () => {
  const event = {
    region: 'eu',
    record: 'loads',
    ts: Date.now(),
    browser: 'Firefox',
    origin: 'web-chat',
    platform: 'Windows',
    countryCode: '',
    ipAddress: '',
  };
  const load = (agentId: string) =>
    fetch(`${client.baseUrl}/api/eu${PUBLIC_PATHS.analytics(agentId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-country-code': 'nl' },
      body: JSON.stringify(event),
    });
  const countries = async (agentId: string) =>
    (await adminDb('eu').collection('analytics').where('agentId', '==', agentId).get()).docs.map((d) =>
      d.get('countryCode'),
    );

  it('records the country of a load only when enableGeoAnalytics is on', async () => {
    const off = await newAgent('No geo');
    const on = await newAgent('Geo', { enableGeoAnalytics: true });
    expect((await load(off)).status).toBe(200);
    expect((await load(on)).status).toBe(200);
    expect(await countries(off)).toEqual(['']);
    expect(await countries(on)).toEqual(['NL']);
  });
});

describe('AI translate', () => {
  it('asks the model to answer in AITranslateTo and to translate the visitor message', async () => {
    const agentId = await newAgent('Translator', {
      lang: 'de',
      enableAITranslate: true,
      AITranslateTo: 'fr',
      translateUserResponse: true,
    });
    await client.chat('eu', agentId, { message: 'translate marker 7781' });
    const request = (await llmRequests()).find((r) => r.messages.at(-1)?.content === 'translate marker 7781')!;
    expect(request.messages[0]!.content).toContain('Answer in French (fr), whatever language the visitor writes in.');
    expect(request.messages[0]!.content).toContain("First translate the visitor's message into French");
    expect(request.messages[0]!.content).not.toContain('German');
  });
});
