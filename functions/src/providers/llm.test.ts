/** The LLM provider against the local fake OpenAI-compatible server (no network). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type TFakeLlm } from '../../../emulators/fakes/fake-llm';
import { createLlmProvider, LlmError, llmConfigFromEnv, type TLlmChunk } from './llm';

let fake: TFakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({ slowMs: 2000 });
});
afterAll(async () => {
  await fake.close();
});

const ask = (message: string) => ({
  model: 'gpt-4o-mini',
  temperature: 0.3,
  maxTokens: 200,
  messages: [
    { role: 'system' as const, content: 'Be brief.' },
    { role: 'user' as const, content: message },
  ],
});

async function collect(iterable: AsyncIterable<TLlmChunk>): Promise<{ chunks: TLlmChunk[]; error: unknown }> {
  const chunks: TLlmChunk[] = [];
  try {
    for await (const chunk of iterable) chunks.push(chunk);
    return { chunks, error: null };
  } catch (error) {
    return { chunks, error };
  }
}

describe('llmConfigFromEnv', () => {
  it('is null without a base URL (offline mode)', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ LLM_BASE_URL: '  ' })).toBeNull();
  });

  it('reads the base URL, key and timeouts', () => {
    expect(
      llmConfigFromEnv({
        LLM_BASE_URL: 'http://localhost:11434/v1/',
        LLM_API_KEY: 'sk-x',
        LLM_FIRST_TOKEN_TIMEOUT_MS: '900',
      }),
    ).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: 'sk-x', firstTokenTimeoutMs: 900 });
  });
});

describe('createLlmProvider', () => {
  it('streams the answer in pieces, then the usage, sending the documented request', async () => {
    const llm = createLlmProvider({ baseUrl: fake.url, apiKey: 'sk-test' });
    const { chunks, error } = await collect(llm.streamChat(ask('Hello there, friend')));
    expect(error).toBeNull();
    const text = chunks.map((c) => (c.type === 'delta' ? c.text : '')).join('');
    expect(text).toBe('You said: Hello there, friend');
    expect(chunks.filter((c) => c.type === 'delta').length).toBeGreaterThan(1);
    expect(chunks.at(-1)).toEqual({
      type: 'usage',
      inputTokens: Math.ceil((9 + 19) / 4),
      outputTokens: Math.ceil(text.length / 4),
    });
    expect(fake.requests.at(-1)).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.3,
      max_tokens: 200,
      stream: true,
      authorization: 'Bearer sk-test',
      messages: ask('Hello there, friend').messages,
    });
  });

  it('fails with the provider’s message when it answers an error', async () => {
    const { chunks, error } = await collect(createLlmProvider({ baseUrl: fake.url }).streamChat(ask('[fake:error]')));
    expect(chunks).toEqual([]);
    expect(error).toBeInstanceOf(LlmError);
    expect(error).toMatchObject({
      kind: 'provider',
      message: 'The model answered 500: The server had an error while processing your request.',
    });
  });

  it('keeps what came before a broken stream, then fails', async () => {
    const { chunks, error } = await collect(
      createLlmProvider({ baseUrl: fake.url }).streamChat(ask('one two three four five six seven eight [fake:break]')),
    );
    expect(chunks.length).toBeGreaterThan(0);
    expect(error).toMatchObject({ kind: 'provider' });
  });

  it('times out when the first token is too slow', async () => {
    const started = Date.now();
    const { error } = await collect(
      createLlmProvider({ baseUrl: fake.url, firstTokenTimeoutMs: 300 }).streamChat(ask('[fake:slow]')),
    );
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('says so when the model cannot be reached', async () => {
    const { error } = await collect(createLlmProvider({ baseUrl: 'http://127.0.0.1:9/v1' }).streamChat(ask('hi')));
    expect(error).toMatchObject({ kind: 'provider' });
    expect((error as Error).message).toMatch(/^The model could not be reached/);
  });

  it('stops when the caller aborts', async () => {
    const abort = new AbortController();
    const pending = collect(
      createLlmProvider({ baseUrl: fake.url }).streamChat({ ...ask('[fake:slow]'), signal: abort.signal }),
    );
    setTimeout(() => abort.abort(), 100);
    const { error } = await pending;
    expect(error).toMatchObject({ kind: 'provider', message: 'The visitor went away.' });
  });
});
