/** The embeddings provider against the local fake OpenAI-compatible server (no network). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosineSimilarity } from '@parley/core';
import { fakeEmbedding, startFakeEmbeddings, type TFakeEmbeddings } from '../../../emulators/fakes/fake-embeddings';
import { createEmbeddingsProvider, EmbeddingsError, embeddingsConfigFromEnv } from './embeddings';

let fake: TFakeEmbeddings;
beforeAll(async () => {
  fake = await startFakeEmbeddings();
});
afterAll(() => fake.close());

describe('embeddingsConfigFromEnv', () => {
  it('is null without a base URL: retrieval is then lexical only', () => {
    expect(embeddingsConfigFromEnv({})).toBeNull();
  });

  it('falls back to the LLM settings, with the default model and dimension 1536', () => {
    expect(embeddingsConfigFromEnv({ LLM_BASE_URL: 'http://localhost:11434/v1/', LLM_API_KEY: 'sk-l' })).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'sk-l',
      model: 'text-embedding-3-small',
      dimensions: 1536,
    });
    expect(
      embeddingsConfigFromEnv({
        LLM_BASE_URL: 'http://llm/v1',
        EMBEDDINGS_BASE_URL: 'http://emb/v1',
        EMBEDDINGS_API_KEY: 'sk-e',
        EMBEDDINGS_MODEL: 'nomic-embed-text',
        EMBEDDINGS_DIMENSIONS: '768',
      }),
    ).toEqual({ baseUrl: 'http://emb/v1', apiKey: 'sk-e', model: 'nomic-embed-text', dimensions: 768 });
  });
});

describe('createEmbeddingsProvider', () => {
  it('sends the documented request in batches and returns vectors in input order', async () => {
    const provider = createEmbeddingsProvider({
      baseUrl: fake.url,
      apiKey: 'sk-test',
      model: 'text-embedding-3-small',
      dimensions: 1536,
      batchSize: 2,
    });
    const texts = ['Opening hours are nine to five', 'Refunds within thirty days', 'We ship worldwide', ''];
    const before = fake.requests.length;
    const { vectors, inputTokens } = await provider.embed(texts);
    expect(vectors).toHaveLength(4);
    vectors.forEach((v, i) => {
      expect(v).toBeInstanceOf(Float32Array);
      expect(v).toHaveLength(1536);
      expect(Array.from(v)).toEqual(Array.from(fakeEmbedding(texts[i] || ' ', 1536)));
    });
    expect(inputTokens).toBeGreaterThan(0);
    const sent = fake.requests.slice(before);
    expect(sent.map((r) => r.input)).toEqual([texts.slice(0, 2), [texts[2], ' ']]);
    expect(sent[0]).toMatchObject({
      model: 'text-embedding-3-small',
      dimensions: 1536,
      authorization: 'Bearer sk-test',
    });
  });

  it('asks for the configured dimension', async () => {
    const provider = createEmbeddingsProvider({ baseUrl: fake.url, model: 'm', dimensions: 256 });
    const { vectors } = await provider.embed(['short']);
    expect(vectors[0]).toHaveLength(256);
    expect(fake.requests.at(-1)!.dimensions).toBe(256);
  });

  it('gives similar texts similar vectors (the fake is a hashed bag of words)', () => {
    const a = fakeEmbedding('our refund policy for returned bikes');
    const b = fakeEmbedding('what is the refund policy on bikes');
    const c = fakeEmbedding('parking near the museum entrance');
    expect(cosineSimilarity(a, b)).toBeGreaterThan(cosineSimilarity(a, c) + 0.2);
  });

  it('fails clearly on provider errors, wrong dimensions and unreachable servers', async () => {
    const provider = createEmbeddingsProvider({ baseUrl: fake.url, model: 'm', dimensions: 64 });
    await expect(provider.embed(['ok', '[fake:error]'])).rejects.toMatchObject({
      kind: 'provider',
      message: 'The embeddings provider answered 500: The server had an error while processing your request.',
    });
    await expect(provider.embed(['[fake:dimensions]'])).rejects.toThrow('answered 63 dimensions instead of 64');
    const down = createEmbeddingsProvider({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm', dimensions: 8 });
    await expect(down.embed(['x'])).rejects.toBeInstanceOf(EmbeddingsError);
    const wrongPath = createEmbeddingsProvider({
      baseUrl: fake.url.replace('/v1', '/nope'),
      model: 'm',
      dimensions: 8,
    });
    await expect(wrongPath.embed(['x'])).rejects.toThrow(/answered 404/);
  });

  it('times out', async () => {
    const never = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const provider = createEmbeddingsProvider({ baseUrl: 'http://x', model: 'm', dimensions: 8, timeoutMs: 50 }, never);
    await expect(provider.embed(['x'])).rejects.toMatchObject({ kind: 'timeout' });
  });
});
