/**
 * Server budgets of design.md §7, measured inside a local stack (`tsx emulators/stack.ts exec`) whose
 * fake LLM answers after a fixed delay (PARLEY_FAKE_LLM_DELAY_MS). Prints one JSON object.
 *  - chat: server time before the first streamed token, over the LLM's own latency (p50 ≤ 50 ms);
 *  - public agent config: handler time (Server-Timing) p50 ≤ 20 ms;
 *  - chat with knowledge: the chat budget again for an agent grounded on the bench corpus (bench-kb-chat.ts).
 */
import { newBuilder, stackClient } from '../emulators/test-support';
import { benchChatWithKnowledge } from './bench-kb-chat';

const RUNS = { chat: 30, config: 100 };
const client = stackClient();
const delay = Number(process.env.PARLEY_FAKE_LLM_DELAY_MS ?? 0);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const round = (n: number) => Number(n.toFixed(1));

const builder = await newBuilder(client, 'eu', 'bench');
const { agentCreated } = await client.call(
  'eu',
  'convertAgentTemplateToAgent',
  { agentName: 'Bench', agentTemplate: 'customer-support' },
  builder.session,
);
const agentId = agentCreated.ID;

// Warm up: the functions emulator loads the function on first use.
await client.chat('eu', agentId, { message: 'warm up' });
await fetch(`${client.baseUrl}/api/eu/public/agents/${agentId}`);

const serverFirstToken: number[] = [];
const clientFirstToken: number[] = [];
const beforeLlm: number[] = [];
for (let i = 0; i < RUNS.chat; i++) {
  // A new conversation each time: the per-conversation rate limit would stop one at 10 a minute.
  // As the dashboard's test panel: the only place the server reports its timing.
  const chat = await client.chat('eu', agentId, { message: `Question number ${i}`, visitor: { origin: 'test' } });
  const done = chat.events.find((e) => e.type === 'done');
  if (done?.type !== 'done' || !done.timing || done.timing.firstTokenMs === null) throw new Error(`chat ${i} failed`);
  serverFirstToken.push(done.timing.firstTokenMs - delay);
  beforeLlm.push(done.timing.beforeLlmMs);
  clientFirstToken.push(chat.firstDeltaMs! - delay);
}

const handler: number[] = [];
for (let i = 0; i < RUNS.config; i++) {
  const res = await fetch(`${client.baseUrl}/api/eu/public/agents/${agentId}`);
  await res.arrayBuffer();
  const dur = /handler;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
  if (!dur) throw new Error('no Server-Timing header');
  handler.push(Number(dur));
}

// The same budget with knowledge present: retrieval on every message, the index cached per instance.
const chatWithKnowledge = await benchChatWithKnowledge(client, builder, delay);

console.log(
  JSON.stringify({
    chat: {
      llmDelayMs: delay,
      runs: RUNS.chat,
      serverOverFirstTokenP50Ms: round(percentile(serverFirstToken, 50)),
      serverOverFirstTokenP95Ms: round(percentile(serverFirstToken, 95)),
      serverBeforeLlmRequestP50Ms: round(percentile(beforeLlm, 50)),
      clientOverFirstTokenP50Ms: round(percentile(clientFirstToken, 50)),
      budgetP50Ms: 50,
    },
    publicAgentConfig: {
      runs: RUNS.config,
      handlerP50Ms: round(percentile(handler, 50)),
      handlerP95Ms: round(percentile(handler, 95)),
      budgetP50Ms: 20,
    },
    chatWithKnowledge,
  }),
);
