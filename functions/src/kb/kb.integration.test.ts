/**
 * The knowledge base against the local stack: sources added through the callables are processed by the
 * real Cloud Tasks queue (the Tasks emulator dispatching to `eu-processKnowledgeDoc`), become searchable,
 * ground and cite the chat's answers, and are deleted with everything of theirs. Web pages and sites are
 * local fake servers; embeddings come from the fake embeddings API the stack runs. The queue's retry
 * path, the idempotency of a task and the hourly refresh are exercised through their services.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KB_COLLECTIONS,
  KB_DEFAULT_DIMENSIONS,
  KB_DOC_NOT_FOUND,
  KB_FILE_NOT_UPLOADED,
  KB_GROUNDING_INSTRUCTIONS,
  KB_TASK_RETRY,
  kbCharLimitMessage,
  kbFetchHttpStatus,
  type TChatEvent,
  type TKbTaskPayload,
  type TKnowledgeDocListItem,
  type TRegion,
  ZKbSourceInput,
} from '@parley/core';
import type { TFakeLlmRequest } from '../../../emulators/fakes/fake-llm';
import { adminDb, newBuilder, stackClient, storedDoc, type TBuilder } from '../../../emulators/test-support';
import { sendChatMessage } from '../chat/send-chat-message';
import { addKnowledgeSource } from './add-knowledge-source';
import { productionDeps } from '../platform/deps';
import { createKbIndexCache } from './kb-index-cache';
import { productionKbProviders, type TKbProviders } from './kb-providers';
import type { TKbTaskQueue } from './kb-task-queue';
import { readKbManifest } from './kb-store';
import { processKnowledgeDoc } from './process-knowledge-doc';
import { refreshDueKnowledgeDocs } from './refresh-knowledge-docs';
import { retrieveKnowledge } from './retrieve-knowledge';
import { page, startFakeSite, type TFakeSite } from './web/fake-site';

const client = stackClient();
let builder: TBuilder;
let stranger: TBuilder;
const sites: TFakeSite[] = [];

const RETURNS =
  '# Returns policy\n\nParcels may be returned within 30 days. The refund reaches your card within five working days of the warehouse receiving the parcel.';

async function newAgent(name = 'Librarian', owner: TBuilder = builder): Promise<string> {
  const { agentCreated } = await client.call(
    'eu',
    'convertAgentTemplateToAgent',
    { agentName: name, agentTemplate: 'customer-support', workspaceId: owner.account.uid },
    owner.session,
  );
  return agentCreated.ID;
}

async function listDocs(agentId: string, owner: TBuilder = builder) {
  return client.call('eu', 'listKnowledgeDocs', { agentId }, owner.session);
}

/** Waits until the document leaves INITIALIZED and PENDING (the queue processed it). */
async function processed(agentId: string, docId: string, owner: TBuilder = builder): Promise<TKnowledgeDocListItem> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const doc = (await listDocs(agentId, owner)).docs.find((d) => d.ID === docId);
    if (!doc) throw new Error(`document ${docId} is gone`);
    if (doc.status === 'SUCCESS' || doc.status === 'ERROR') return doc;
    if (Date.now() > deadline) throw new Error(`document ${docId} still ${doc.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function addText(agentId: string, name: string, content: string, owner: TBuilder = builder) {
  return (
    await client.call('eu', 'addKnowledgeSource', { agentId, source: { kind: 'text', name, content } }, owner.session)
  ).doc;
}

async function fakeLlmRequests(): Promise<TFakeLlmRequest[]> {
  const url = process.env.PARLEY_FAKE_LLM_URL!.replace(/\/v1$/, '');
  return (await (await fetch(`${url}/__requests`)).json()) as TFakeLlmRequest[];
}

const doneOf = (events: TChatEvent[]) => {
  const done = events.find((e) => e.type === 'done');
  if (done?.type !== 'done') throw new Error(`no done event: ${JSON.stringify(events)}`);
  return done;
};

async function countWhere(collection: string, docId: string): Promise<number> {
  return (await adminDb('eu').collection(collection).where('docId', '==', docId).get()).size;
}

/** A queue that records instead of sending, for services called directly. */
function recordingQueue(): TKbTaskQueue & { tasks: { region: TRegion; task: TKbTaskPayload }[] } {
  const tasks: { region: TRegion; task: TKbTaskPayload }[] = [];
  return { tasks, enqueue: async (region, task) => void tasks.push({ region, task }) };
}

function directProviders(queue: TKbTaskQueue = recordingQueue()): TKbProviders {
  return { ...productionKbProviders(productionDeps(), createKbIndexCache()), queue };
}

async function site(routes: Parameters<typeof startFakeSite>[0]): Promise<TFakeSite> {
  const started = await startFakeSite(routes);
  sites.push(started);
  return started;
}

beforeAll(async () => {
  [builder, stranger] = await Promise.all([newBuilder(client, 'eu', 'librarian'), newBuilder(client, 'eu', 'other')]);
});

afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
});

describe('a text source', () => {
  it('is added at once, processed by the task queue, searched, cited by the chat, previewed and deleted', async () => {
    const agentId = await newAgent();
    const added = await addText(agentId, 'Returns policy', RETURNS);
    expect(added).toMatchObject({
      name: 'Returns policy',
      status: 'INITIALIZED',
      sourceType: 'doc',
      sourceKind: 'text',
    });
    expect(added).not.toHaveProperty('content');

    const doc = await processed(agentId, added.ID);
    expect(doc).toMatchObject({
      status: 'SUCCESS',
      charCount: RETURNS.length,
      chunkCount: 1,
      dimensions: KB_DEFAULT_DIMENSIONS,
    });
    expect(doc.warning).toBeUndefined();

    const { usage } = await listDocs(agentId);
    expect(usage.charCount).toBe(RETURNS.length);

    // Search shows what the chat would see: the query, the method, fused lexical and vector ranks.
    const query = 'How many working days until the refund reaches my card?';
    const search = await client.call('eu', 'searchKnowledge', { agentId, query }, builder.session);
    expect(search).toMatchObject({ query, method: 'simple', vectors: true, documents: 1, chunks: 1 });
    expect(search.passages[0]).toMatchObject({ number: 1, docId: added.ID, docName: 'Returns policy' });
    expect(Object.keys(search.passages[0]!.ranks ?? {}).sort()).toEqual(['lexical', 'vector']);

    // The chat grounds its prompt on the passage and cites the document.
    const chat = await client.chat('eu', agentId, { message: 'When do I get my refund?' });
    const done = doneOf(chat.events);
    expect(done.citations).toEqual([{ name: 'Returns policy' }]);
    const prompt = (await fakeLlmRequests()).at(-1)!.messages[0]!.content;
    expect(prompt).toContain(KB_GROUNDING_INSTRUCTIONS);
    expect(prompt).toContain('[1] Returns policy');
    expect(prompt).toContain('five working days');
    const start = chat.events[0];
    if (start?.type !== 'start') throw new Error('no start');
    const stored = await adminDb('eu').collection(`conversations/${start.conversationId}/messages`).orderBy('ts').get();
    expect(stored.docs.at(-1)!.data()).toMatchObject({ role: 'assistant', citations: [{ name: 'Returns policy' }] });

    // A message the knowledge does not cover cites nothing.
    const unrelated = await client.chat('eu', agentId, { message: 'xylophone zebra' });
    expect(doneOf(unrelated.events).citations).toBeUndefined();

    const preview = await client.call('eu', 'getKnowledgeDoc', { agentId, docId: added.ID }, builder.session);
    expect(preview).toMatchObject({ truncated: false, doc: { content: RETURNS, name: 'Returns policy' } });

    expect(await countWhere(KB_COLLECTIONS.segments, added.ID)).toBe(1);
    expect(await countWhere(KB_COLLECTIONS.contents, added.ID)).toBe(1);
    expect(await client.call('eu', 'deleteKnowledgeDoc', { agentId, docId: added.ID }, builder.session)).toEqual({
      deleted: true,
    });
    expect(await countWhere(KB_COLLECTIONS.segments, added.ID)).toBe(0);
    expect(await countWhere(KB_COLLECTIONS.contents, added.ID)).toBe(0);
    expect(await storedDoc('eu', `${KB_COLLECTIONS.docs}/${added.ID}`)).toBeUndefined();
    expect((await listDocs(agentId)).docs).toEqual([]);
    const after = await client.call('eu', 'searchKnowledge', { agentId, query: 'refund' }, builder.session);
    expect(after.passages).toEqual([]);
    expect(
      doneOf((await client.chat('eu', agentId, { message: 'When do I get my refund?' })).events).citations,
    ).toBeUndefined();
    // Deleting again is harmless.
    expect(await client.call('eu', 'deleteKnowledgeDoc', { agentId, docId: added.ID }, builder.session)).toEqual({
      deleted: false,
    });
  });

  it('is searchable by keywords only, with a warning, when the embeddings provider fails', async () => {
    const agentId = await newAgent();
    const added = await addText(agentId, 'Broken embeddings', 'Our warehouse is in Rotterdam. [fake:error]');
    const doc = await processed(agentId, added.ID);
    expect(doc).toMatchObject({ status: 'SUCCESS', dimensions: 0 });
    expect(doc.warning).toMatch(/keyword search only/);
    const search = await client.call(
      'eu',
      'searchKnowledge',
      { agentId, query: 'Rotterdam warehouse' },
      builder.session,
    );
    expect(search).toMatchObject({ vectors: false, passages: [{ docName: 'Broken embeddings' }] });
  });

  it('can be renamed, tagged and given a refresh rate; citations follow the new name', async () => {
    const agentId = await newAgent();
    const added = await addText(agentId, 'Old name', RETURNS);
    await processed(agentId, added.ID);
    const { doc } = await client.call(
      'eu',
      'updateKnowledgeDoc',
      { agentId, docId: added.ID, name: 'Refunds', tags: ['billing', 'billing', 'faq'], refreshRate: '7d' },
      builder.session,
    );
    expect(doc).toMatchObject({ name: 'Refunds', tags: ['billing', 'faq'], refreshRate: '7d', nextRefreshAt: null });
    expect(doneOf((await client.chat('eu', agentId, { message: 'refund card days' })).events).citations).toEqual([
      { name: 'Refunds' },
    ]);
  });

  it("follows its organisation's predefined tags, and only those when the organisation says so", async () => {
    const agentId = await newAgent();
    expect((await listDocs(agentId)).tagRules).toEqual({ predefinedTags: [], onlyPredefined: false });
    // An organisation (agency-shell §3.5) that owns this agent, with 'Allow Only Predefined Tags'.
    const org = adminDb('eu').collection('orgs').doc(`org-${agentId}`);
    await org.set({
      ID: `org-${agentId}`,
      name: 'Acme',
      widgetIDs: [agentId],
      predefinedTags: ['billing', 'faq'],
      disallowAnyTags: true,
    });
    expect((await listDocs(agentId)).tagRules).toEqual({ predefinedTags: ['billing', 'faq'], onlyPredefined: true });

    const text = (tags: string[]) => ({ kind: 'text' as const, name: 'Refunds', content: RETURNS, tags });
    const allowed = 'Only these tags are allowed: billing, faq.';
    await expect(
      client.call('eu', 'addKnowledgeSource', { agentId, source: text(['billing', 'vip']) }, builder.session),
    ).rejects.toMatchObject({ status: 'INVALID_ARGUMENT', message: allowed });
    expect((await listDocs(agentId)).docs).toEqual([]);

    const { doc: added } = await client.call(
      'eu',
      'addKnowledgeSource',
      { agentId, source: text(['faq']) },
      builder.session,
    );
    expect(added.tags).toEqual(['faq']);
    await expect(
      client.call('eu', 'updateKnowledgeDoc', { agentId, docId: added.ID, tags: ['faq', 'vip'] }, builder.session),
    ).rejects.toMatchObject({ status: 'INVALID_ARGUMENT', message: allowed });
    expect((await listDocs(agentId)).docs[0]).toMatchObject({ name: 'Refunds', tags: ['faq'] });

    // Another agent of the same workspace that the organisation does not own takes any tag.
    const free = await newAgent('Free');
    const { doc: freeDoc } = await client.call(
      'eu',
      'addKnowledgeSource',
      { agentId: free, source: text(['vip']) },
      builder.session,
    );
    expect(freeDoc.tags).toEqual(['vip']);

    // Without the restriction the predefined tags are suggestions only; a tag kept from then survives
    // renaming after the restriction is back.
    await org.update({ disallowAnyTags: false });
    await client.call('eu', 'updateKnowledgeDoc', { agentId, docId: added.ID, tags: ['faq', 'vip'] }, builder.session);
    await org.update({ disallowAnyTags: true });
    const { doc: renamed } = await client.call(
      'eu',
      'updateKnowledgeDoc',
      { agentId, docId: added.ID, name: 'Refund policy', tags: ['faq', 'vip'] },
      builder.session,
    );
    expect(renamed).toMatchObject({ name: 'Refund policy', tags: ['faq', 'vip'] });
  });
});

describe('web sources', () => {
  it('a page: fetched, named after its title, cited with its address', async () => {
    const shop = await site(() => ({
      '/shipping': { body: page('Shipping times', 'Parcels to Norway take four days by courier.') },
    }));
    const agentId = await newAgent();
    const { doc: added } = await client.call(
      'eu',
      'addKnowledgeSource',
      { agentId, source: { kind: 'url', url: `${shop.origin}/shipping` } },
      builder.session,
    );
    expect(added).toMatchObject({ sourceType: 'url', sourceKind: 'url', refreshRate: '24h', status: 'INITIALIZED' });
    const doc = await processed(agentId, added.ID);
    expect(doc).toMatchObject({ status: 'SUCCESS', name: 'Shipping times' });
    expect(doc.nextRefreshAt).toBe(doc.lastFetchedAt! + 24 * 3_600_000);
    const done = doneOf((await client.chat('eu', agentId, { message: 'How long to Norway?' })).events);
    expect(done.citations).toEqual([{ name: 'Shipping times', url: `${shop.origin}/shipping` }]);
  });

  it('a site: crawled within its page and depth limits, robots.txt honoured, each page cited by its address', async () => {
    const shop = await site((origin) => ({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private' },
      '/': {
        body: page('Acme help', 'Welcome to the help centre.', [
          `${origin}/faq`,
          `${origin}/private`,
          `${origin}/deep`,
        ]),
      },
      '/faq': { body: page('FAQ', 'Gift cards never expire and can be used online.', [`${origin}/deeper`]) },
      '/private': { body: page('Private', 'Secret staff notes.') },
      '/deep': { body: page('Deep', 'Opening hours are nine to five.') },
      '/deeper': { body: page('Deeper', 'Too far away to be read.') },
    }));
    const agentId = await newAgent();
    const { doc: added } = await client.call(
      'eu',
      'addKnowledgeSource',
      { agentId, source: { kind: 'site', url: `${shop.origin}/`, maxPages: 10, maxDepth: 1 } },
      builder.session,
    );
    expect(added).toMatchObject({ maxPages: 10, maxDepth: 1 });
    const doc = await processed(agentId, added.ID);
    expect(doc).toMatchObject({ status: 'SUCCESS', name: 'Acme help' });
    expect(doc.pages!.map((p) => p.url).sort()).toEqual([
      `${shop.origin}/`,
      `${shop.origin}/deep`,
      `${shop.origin}/faq`,
    ]);
    expect(shop.hits).not.toContain('/private');
    expect(shop.hits).not.toContain('/deeper');
    const search = await client.call(
      'eu',
      'searchKnowledge',
      { agentId, query: 'do gift cards expire' },
      builder.session,
    );
    expect(search.passages[0]).toMatchObject({ url: `${shop.origin}/faq`, docName: 'Acme help' });
  });

  it('a page that answers 503 once is retried by the queue and then read', async () => {
    let calls = 0;
    const server = await startFlakySite(() => (++calls === 1 ? { status: 503 } : { status: 200 }));
    const agentId = await newAgent();
    const { doc: added } = await client.call(
      'eu',
      'addKnowledgeSource',
      { agentId, source: { kind: 'url', url: `${server.origin}/hours`, name: 'Hours' } },
      builder.session,
    );
    const doc = await processed(agentId, added.ID);
    expect(doc.status).toBe('SUCCESS');
    expect(calls).toBeGreaterThanOrEqual(2);
  }, 40_000);

  it('a page that keeps failing gets the reason on the last attempt, and earlier attempts ask for a retry', async () => {
    const down = await site(() => ({ '/down': { status: 503, body: 'down' } }));
    const agentId = await newAgent();
    const providers = directProviders();
    const { doc: added } = await client.call(
      'eu',
      'addKnowledgeSource',
      { agentId, source: { kind: 'url', url: `${down.origin}/down`, name: 'Down' } },
      builder.session,
    );
    // Let the queue's first attempt happen, then drive the attempts ourselves with its queuedAt.
    const stored = (await storedDoc('eu', `${KB_COLLECTIONS.docs}/${added.ID}`))!;
    const task: TKbTaskPayload = { docId: added.ID, queuedAt: stored.queuedAt as number, mode: 'index' };
    await expect(processKnowledgeDoc(productionDeps(), providers, { region: 'eu', task, attempt: 0 })).rejects.toThrow(
      kbFetchHttpStatus(503),
    );
    const last = await processKnowledgeDoc(productionDeps(), providers, {
      region: 'eu',
      task,
      attempt: KB_TASK_RETRY.maxAttempts - 1,
    });
    expect(last).toBe('failed');
    expect(await storedDoc('eu', `${KB_COLLECTIONS.docs}/${added.ID}`)).toMatchObject({
      status: 'ERROR',
      error: kbFetchHttpStatus(503),
    });
  });
});

/** A one-route site whose answer is decided per request. */
async function startFlakySite(answer: () => { status: number }): Promise<TFakeSite> {
  const { createServer } = await import('node:http');
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '/');
    if (req.url === '/robots.txt') return void res.writeHead(404).end();
    const { status } = answer();
    res.writeHead(status, { 'content-type': 'text/html' });
    res.end(status === 200 ? page('Opening hours', 'We open at eight on Saturdays.') : 'busy');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  const fake: TFakeSite = {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  sites.push(fake);
  return fake;
}

describe('files', () => {
  it('a PDF uploaded with the upload operation is extracted and searchable', async () => {
    const agentId = await newAgent();
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    pdf
      .addPage([595, 842])
      .drawText('The espresso machine warranty lasts two years.', { x: 50, y: 780, size: 12, font });
    const bytes = await pdf.save();
    const { data } = await client.call(
      'eu',
      'uploadFile',
      {
        agentId,
        userId: builder.account.uid,
        base64Payload: Buffer.from(bytes).toString('base64'),
        targetPath: 'kb/warranty.pdf',
        temporary: false,
      },
      builder.session,
    );
    const { doc: added } = await client.call(
      'eu',
      'addKnowledgeSource',
      { agentId, source: { kind: 'file', name: 'warranty.pdf', fileUrl: data.url } },
      builder.session,
    );
    expect(added).toMatchObject({ sourceType: 'doc', sourceKind: 'file', fileName: 'warranty.pdf' });
    const doc = await processed(agentId, added.ID);
    expect(doc.status).toBe('SUCCESS');
    const search = await client.call('eu', 'searchKnowledge', { agentId, query: 'espresso warranty' }, builder.session);
    expect(search.passages[0]).toMatchObject({ docName: 'warranty.pdf' });
    expect(search.passages[0]!.text).toContain('two years');
  });

  it("refuses a file address that is not this agent's upload, writing nothing", async () => {
    const agentId = await newAgent();
    await expect(
      client.call(
        'eu',
        'addKnowledgeSource',
        { agentId, source: { kind: 'file', name: 'x.pdf', fileUrl: 'https://elsewhere.example/x.pdf' } },
        builder.session,
      ),
    ).rejects.toMatchObject({ status: 'INVALID_ARGUMENT', message: KB_FILE_NOT_UPLOADED });
    expect((await listDocs(agentId)).docs).toEqual([]);
  });
});

describe('the task', () => {
  it('run twice writes the same chunks once; a task overtaken by a newer request does nothing', async () => {
    const agentId = await newAgent();
    const added = await addText(agentId, 'Returns', RETURNS);
    await processed(agentId, added.ID);
    const before = (await storedDoc('eu', `${KB_COLLECTIONS.docs}/${added.ID}`))!;
    const task: TKbTaskPayload = { docId: added.ID, queuedAt: before.queuedAt as number, mode: 'index' };
    const providers = directProviders();
    expect(await processKnowledgeDoc(productionDeps(), providers, { region: 'eu', task, attempt: 0 })).toBe('done');
    expect(await processKnowledgeDoc(productionDeps(), providers, { region: 'eu', task, attempt: 0 })).toBe('done');
    const after = (await storedDoc('eu', `${KB_COLLECTIONS.docs}/${added.ID}`))!;
    expect(after).toMatchObject({ status: 'SUCCESS', gen: before.gen, chunkCount: before.chunkCount });
    expect(await countWhere(KB_COLLECTIONS.segments, added.ID)).toBe(before.segmentCount);
    const manifest = (await storedDoc('eu', `${KB_COLLECTIONS.indexes}/${agentId}`))!;
    expect(Object.keys(manifest.docs as object)).toEqual([added.ID]);

    const stale = { ...task, queuedAt: task.queuedAt - 1 };
    expect(await processKnowledgeDoc(productionDeps(), providers, { region: 'eu', task: stale, attempt: 0 })).toBe(
      'stale',
    );
  });
});

describe('the index cache', () => {
  it('loads a build once for all messages, again only when the document changes, and drops deleted ones', async () => {
    const agentId = await newAgent();
    const added = await addText(agentId, 'Returns', RETURNS);
    await processed(agentId, added.ID);
    const cache = createKbIndexCache();
    const providers = { ...directProviders(), cache };
    const agent = { ID: agentId, vg_kbDefaultDimension: KB_DEFAULT_DIMENSIONS };
    const db = adminDb('eu');
    const retrieve = async (query: string) =>
      retrieveKnowledge({ db, region: 'eu', agent, manifest: await readKbManifest(db, agentId), query, providers });

    for (const query of ['refund', 'parcel returned', 'card working days']) {
      expect((await retrieve(query)).passages[0]?.docId).toBe(added.ID);
    }
    expect(cache.stats()).toMatchObject({ agents: 1, docLoads: 1 });

    // A new build (re-indexed with other text) is loaded once; the old one is gone from the search.
    await adminDb('eu').doc(`${KB_COLLECTIONS.contents}/${added.ID}_0`).update({ text: 'Gift cards never expire.' });
    const task: TKbTaskPayload = { docId: added.ID, queuedAt: Date.now(), mode: 'index' };
    await adminDb('eu').doc(`${KB_COLLECTIONS.docs}/${added.ID}`).update({ queuedAt: task.queuedAt });
    expect(await processKnowledgeDoc(productionDeps(), providers, { region: 'eu', task, attempt: 0 })).toBe('done');
    expect((await retrieve('gift cards')).passages[0]?.text).toBe('Gift cards never expire.');
    expect((await retrieve('refund')).passages).toEqual([]);
    expect(cache.stats().docLoads).toBe(2);

    await client.call('eu', 'deleteKnowledgeDoc', { agentId, docId: added.ID }, builder.session);
    expect(await retrieve('gift cards')).toMatchObject({ passages: [], documents: 0 });
    expect(cache.stats()).toMatchObject({ chunks: 0, docLoads: 2 });
  });
});

describe('the hourly refresh', () => {
  it('queues due web sources, re-indexes only what changed, and keeps the old build when a refresh fails', async () => {
    let body = page('Prices', 'A latte costs three euros.');
    let status = 200;
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      if (req.url === '/robots.txt') return void res.writeHead(404).end();
      res.writeHead(status, { 'content-type': 'text/html' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
    sites.push({ origin, hits: [], close: () => new Promise<void>((resolve) => server.close(() => resolve())) });

    const agentId = await newAgent();
    const { doc: added } = await client.call(
      'eu',
      'addKnowledgeSource',
      { agentId, source: { kind: 'url', url: `${origin}/prices`, refreshRate: '1h' } },
      builder.session,
    );
    await processed(agentId, added.ID);
    const ref = adminDb('eu').doc(`${KB_COLLECTIONS.docs}/${added.ID}`);
    const first = (await ref.get()).data()!;

    const queue = recordingQueue();
    const providers = directProviders(queue);
    const runTask = async () => {
      const { task } = queue.tasks.at(-1)!;
      return processKnowledgeDoc(productionDeps(), providers, { region: 'eu', task, attempt: 0 });
    };
    const later = (hours: number) => ({ ...productionDeps(), nowMs: () => Date.now() + hours * 3_600_000 });

    // Not due yet: nothing queued.
    expect(await refreshDueKnowledgeDocs(productionDeps(), providers, 'eu')).not.toContain(added.ID);

    // Due, unchanged: fetched again, same build.
    expect(await refreshDueKnowledgeDocs(later(2), providers, 'eu')).toContain(added.ID);
    expect(queue.tasks.at(-1)!.task).toMatchObject({ docId: added.ID, mode: 'refresh' });
    expect(await runTask()).toBe('unchanged');
    const unchanged = (await ref.get()).data()!;
    expect(unchanged).toMatchObject({ status: 'SUCCESS', gen: first.gen, updatedAt: first.updatedAt });
    expect(unchanged.lastFetchedAt).toBeGreaterThan(first.lastFetchedAt);

    // The page fails: the build in use stays, with a warning.
    status = 500;
    expect(await refreshDueKnowledgeDocs(later(4), providers, 'eu')).toContain(added.ID);
    await expect(runTask()).rejects.toThrow();
    const { task } = queue.tasks.at(-1)!;
    expect(
      await processKnowledgeDoc(productionDeps(), providers, {
        region: 'eu',
        task,
        attempt: KB_TASK_RETRY.maxAttempts - 1,
      }),
    ).toBe('failed');
    expect((await ref.get()).data()).toMatchObject({
      status: 'SUCCESS',
      gen: first.gen,
      warning: expect.stringMatching(/last refresh failed/),
    });

    // Changed: re-indexed, the old build removed, the new words found.
    status = 200;
    body = page('Prices', 'A cappuccino costs four euros.');
    expect(await refreshDueKnowledgeDocs(later(6), providers, 'eu')).toContain(added.ID);
    expect(await runTask()).toBe('done');
    const changed = (await ref.get()).data()!;
    expect(changed.gen).not.toBe(first.gen);
    expect(changed.warning ?? null).toBeNull();
    const segments = await adminDb('eu').collection(KB_COLLECTIONS.segments).where('docId', '==', added.ID).get();
    expect(segments.docs.map((d) => d.get('gen'))).toEqual([changed.gen]);
    const search = await client.call('eu', 'searchKnowledge', { agentId, query: 'cappuccino' }, builder.session);
    expect(search.passages[0]!.text).toContain('four euros');
  });
});

describe("the workspace's character limit", () => {
  it('refuses a text that would pass it, and fails a web source that turns out too big, writing nothing else', async () => {
    const limited = await newBuilder(client, 'eu', 'limited');
    await adminDb('eu')
      .doc(`users/${limited.account.uid}`)
      .set({ internal: { customPlan: { limits: { maxKbDocsCharCount: 100 } } } }, { merge: true });
    const agentId = await newAgent('Small plan', limited);
    await expect(addText(agentId, 'Too long', 'x'.repeat(101), limited)).rejects.toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: kbCharLimitMessage(100),
    });
    expect((await listDocs(agentId, limited)).docs).toEqual([]);
    expect((await listDocs(agentId, limited)).usage).toEqual({ charCount: 0, limit: 100 });

    // Sources added at the same moment cannot pass the limit together. (Called on the service: the
    // functions emulator runs one call at a time, which would hide the race.)
    const actor = {
      kind: 'builder' as const,
      caller: { authUid: limited.session.uid, email: limited.email.toLowerCase() },
    };
    const add = (name: string, content: string) =>
      addKnowledgeSource(productionDeps(), { queue: recordingQueue() }, actor, 'eu', {
        agentId,
        source: ZKbSourceInput.parse({ kind: 'text', name, content }),
      });
    const racing = await Promise.allSettled([add('Left', 'l'.repeat(60)), add('Right', 'r'.repeat(60))]);
    expect(racing.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(1);
    for (const refused of racing.filter((r) => r.status === 'rejected')) {
      expect(refused.reason).toMatchObject({ code: 'failed-precondition', message: kbCharLimitMessage(100) });
    }
    const after = await listDocs(agentId, limited);
    expect(after.usage.charCount).toBeLessThanOrEqual(100);
    for (const doc of after.docs)
      await client.call('eu', 'deleteKnowledgeDoc', { agentId, docId: doc.ID }, limited.session);

    const big = await site(() => ({ '/big': { body: page('Big page', 'word '.repeat(200)) } }));
    const { doc } = await client.call(
      'eu',
      'addKnowledgeSource',
      { agentId, source: { kind: 'url', url: `${big.origin}/big` } },
      limited.session,
    );
    expect(await processed(agentId, doc.ID, limited)).toMatchObject({
      status: 'ERROR',
      error: kbCharLimitMessage(100),
    });
  });
});

describe("an agent's own knowledge only", () => {
  it("never searches, previews, cites or changes another agent's documents", async () => {
    const mine = await newAgent('Mine');
    const theirs = await newAgent('Theirs', stranger);
    const secret = await addText(theirs, 'Their secret', 'The vault combination is purple elephant seven.', stranger);
    await processed(theirs, secret.ID, stranger);
    await addText(mine, 'Mine', RETURNS);

    const search = await client.call(
      'eu',
      'searchKnowledge',
      { agentId: mine, query: 'vault combination purple elephant' },
      builder.session,
    );
    expect(search.passages.map((p) => p.docId)).not.toContain(secret.ID);
    await expect(
      client.call('eu', 'getKnowledgeDoc', { agentId: mine, docId: secret.ID }, builder.session),
    ).rejects.toMatchObject({ status: 'NOT_FOUND', message: KB_DOC_NOT_FOUND });
    await expect(
      client.call('eu', 'updateKnowledgeDoc', { agentId: mine, docId: secret.ID, name: 'Mine now' }, builder.session),
    ).rejects.toMatchObject({ status: 'NOT_FOUND' });
    expect(await client.call('eu', 'deleteKnowledgeDoc', { agentId: mine, docId: secret.ID }, builder.session)).toEqual(
      {
        deleted: false,
      },
    );
    const chat = await client.chat('eu', mine, { message: 'What is the vault combination?' });
    expect(JSON.stringify((await fakeLlmRequests()).at(-1))).not.toContain('purple elephant');
    expect(doneOf(chat.events).citations ?? []).not.toContainEqual({ name: 'Their secret' });
    expect(await storedDoc('eu', `${KB_COLLECTIONS.docs}/${secret.ID}`)).toMatchObject({ name: 'Their secret' });
  });
});

describe('search methods and offline mode', () => {
  it('smart asks the model to rewrite the question with the conversation, and charges that call', async () => {
    const agentId = await newAgent();
    await client.call(
      'eu',
      'saveAgent',
      {
        agentId,
        agent: {
          vg_kb_llm: {
            searchMethod: 'smart',
            searchPrompt: 'Rewrite as a query.',
            modelId: 'gpt-4o-mini',
            temprature: 0.1,
            maxTokens: 64,
          },
        },
      },
      builder.session,
    );
    const added = await addText(agentId, 'Returns policy', RETURNS);
    await processed(agentId, added.ID);
    const first = await client.chat('eu', agentId, { message: 'I want to send back a parcel.' });
    const start = first.events[0];
    if (start?.type !== 'start') throw new Error('no start');
    await client.chat('eu', agentId, {
      conversationId: start.conversationId,
      message: 'How long does the refund take?',
    });
    const rewrite = (await fakeLlmRequests()).find(
      (r) =>
        r.messages[0]?.content === 'Rewrite as a query.' &&
        r.messages[1]?.content.includes('How long does the refund take?'),
    );
    expect(rewrite).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.1, max_tokens: 64 });
    expect(rewrite!.messages[1]!.content).toContain('I want to send back a parcel.');
    const logs = await adminDb('eu').collection('creditLogs').where('agentId', '==', agentId).get();
    expect(logs.docs.map((d) => d.get('modelId'))).toContain('gpt-4o-mini');
  });

  it('offline, the answer is the best passages themselves, cited', async () => {
    const agentId = await newAgent();
    const added = await addText(agentId, 'Returns policy', RETURNS);
    await processed(agentId, added.ID);
    const events: TChatEvent[] = [];
    await sendChatMessage(
      { ...productionDeps(), llm: null },
      { region: 'eu', agentId, request: { message: 'refund card working days' }, kb: directProviders() },
      (e) => events.push(e),
    );
    const text = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(text).toContain('> Parcels may be returned within 30 days.');
    expect(doneOf(events)).toMatchObject({ offline: true, credits: 0, citations: [{ name: 'Returns policy' }] });
  });
});

describe('the legacy REST calls', () => {
  it('PUT collection, POST points and GET the document, with the agent secret', async () => {
    const agentId = await newAgent();
    const key = (await storedDoc('eu', `agents/${agentId}`))!.SECRET_API_KEY as string;
    const put = await client.rest('eu', 'PUT', `/qdrant/collections/${agentId}`, {
      bearer: key,
      body: { name: agentId },
    });
    expect(put).toMatchObject({ status: 200, body: { success: true } });
    const post = await client.rest('eu', 'POST', `/qdrant/collections/${agentId}/points`, {
      bearer: key,
      body: { text: 'Our shop is closed on Sundays.\n\nOpen Monday to Saturday.' },
    });
    expect(post).toMatchObject({
      status: 200,
      body: { success: true, data: { doc: { name: 'Our shop is closed on Sundays.' } } },
    });
    const docId = (post.body.data as { doc: { ID: string } }).doc.ID;
    await processed(agentId, docId);
    const get = await client.rest('eu', 'GET', `/v2/agents/${agentId}/kb/${docId}`, { bearer: key });
    expect(get).toMatchObject({
      status: 200,
      body: {
        success: true,
        data: { ID: docId, status: 'SUCCESS', content: 'Our shop is closed on Sundays.\n\nOpen Monday to Saturday.' },
      },
    });
    const bad = await client.rest('eu', 'POST', `/qdrant/collections/${agentId}/points`, {
      bearer: key,
      body: { text: '  ' },
    });
    expect(bad).toMatchObject({ status: 400, body: { success: false } });
  });
});
