/**
 * The embeddings provider: any server speaking OpenAI's embeddings API
 * (POST {base}/embeddings with `model`, `input` (a list) and `dimensions`; the answer
 * `{ data: [{ embedding, index }], model, usage: { prompt_tokens } }`). Configured by EMBEDDINGS_BASE_URL
 * (else LLM_BASE_URL), EMBEDDINGS_API_KEY (else LLM_API_KEY), EMBEDDINGS_MODEL (default
 * text-embedding-3-small) and EMBEDDINGS_DIMENSIONS (default vg_kbDefaultDimension, 1536). With no base URL
 * there is no provider, and retrieval is lexical only. Inputs are sent in batches; the vectors come back in
 * input order whatever order the server lists them in.
 */
import {
  KB_DEFAULT_DIMENSIONS,
  KB_DEFAULT_EMBEDDINGS_MODEL,
  KB_EMBEDDINGS_BATCH_SIZE,
  KB_EMBEDDINGS_TIMEOUT_MS,
} from '@parley/core';

export interface TEmbeddingsConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  dimensions: number;
  batchSize?: number;
  timeoutMs?: number;
}

export interface TEmbeddingsResult {
  vectors: Float32Array[];
  inputTokens: number;
}

export interface TEmbeddingsProvider {
  readonly model: string;
  readonly dimensions: number;
  /** One vector per text, in order. Throws EmbeddingsError when the provider fails or answers nonsense. */
  embed(texts: readonly string[], options?: { signal?: AbortSignal }): Promise<TEmbeddingsResult>;
}

export type TEmbeddingsErrorKind = 'timeout' | 'provider';

export class EmbeddingsError extends Error {
  constructor(
    readonly kind: TEmbeddingsErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'EmbeddingsError';
  }
}

export function embeddingsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TEmbeddingsConfig | null {
  const baseUrl = (env.EMBEDDINGS_BASE_URL ?? env.LLM_BASE_URL)?.trim();
  if (!baseUrl) return null;
  const apiKey = env.EMBEDDINGS_API_KEY ?? env.LLM_API_KEY;
  const dimensions = Number(env.EMBEDDINGS_DIMENSIONS);
  const timeoutMs = Number(env.EMBEDDINGS_TIMEOUT_MS);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    ...(apiKey ? { apiKey } : {}),
    model: env.EMBEDDINGS_MODEL?.trim() || KB_DEFAULT_EMBEDDINGS_MODEL,
    dimensions: Number.isInteger(dimensions) && dimensions > 0 ? dimensions : KB_DEFAULT_DIMENSIONS,
    ...(timeoutMs > 0 ? { timeoutMs } : {}),
  };
}

interface TEmbeddingsResponse {
  data?: { embedding?: unknown; index?: unknown }[];
  usage?: { prompt_tokens?: number };
  error?: { message?: string };
}

export function createEmbeddingsProvider(
  config: TEmbeddingsConfig,
  fetchImpl: (input: string, init?: RequestInit) => Promise<Response> = globalThis.fetch,
): TEmbeddingsProvider {
  const batchSize = Math.max(1, config.batchSize ?? KB_EMBEDDINGS_BATCH_SIZE);
  const timeoutMs = config.timeoutMs ?? KB_EMBEDDINGS_TIMEOUT_MS;

  async function embedBatch(inputs: readonly string[], signal?: AbortSignal): Promise<TEmbeddingsResult> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    const cancel = () => abort.abort();
    signal?.addEventListener('abort', cancel);
    try {
      let response: Response;
      try {
        response = await fetchImpl(`${config.baseUrl}/embeddings`, {
          method: 'POST',
          signal: abort.signal,
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            input: inputs,
            dimensions: config.dimensions,
            encoding_format: 'float',
          }),
        });
      } catch (error) {
        if (signal?.aborted) throw new EmbeddingsError('provider', 'The embeddings request was cancelled.');
        if (abort.signal.aborted)
          throw new EmbeddingsError('timeout', 'The embeddings provider took too long to answer.');
        throw new EmbeddingsError(
          'provider',
          `The embeddings provider could not be reached: ${(error as Error).message}`,
        );
      }
      let body: TEmbeddingsResponse;
      const text = await response.text().catch(() => '');
      try {
        body = JSON.parse(text) as TEmbeddingsResponse;
      } catch {
        throw new EmbeddingsError(
          'provider',
          response.ok
            ? 'The embeddings provider sent an unreadable answer.'
            : `The embeddings provider answered ${response.status}: ${text.slice(0, 300)}`,
        );
      }
      if (!response.ok) {
        throw new EmbeddingsError(
          'provider',
          `The embeddings provider answered ${response.status}: ${body.error?.message ?? text.slice(0, 300)}`,
        );
      }
      const vectors = new Array<Float32Array | undefined>(inputs.length);
      for (const item of body.data ?? []) {
        const index = item.index;
        if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= inputs.length) {
          throw new EmbeddingsError('provider', 'The embeddings provider answered with an unknown input index.');
        }
        if (!Array.isArray(item.embedding) || !item.embedding.every((x) => typeof x === 'number')) {
          throw new EmbeddingsError('provider', 'The embeddings provider answered without a vector.');
        }
        if (item.embedding.length !== config.dimensions) {
          throw new EmbeddingsError(
            'provider',
            `The embeddings provider answered ${item.embedding.length} dimensions instead of ${config.dimensions}.`,
          );
        }
        vectors[index] = Float32Array.from(item.embedding as number[]);
      }
      if (vectors.some((v) => v === undefined) || vectors.length !== inputs.length) {
        throw new EmbeddingsError('provider', 'The embeddings provider left some inputs without a vector.');
      }
      return { vectors: vectors as Float32Array[], inputTokens: body.usage?.prompt_tokens ?? 0 };
    } catch (error) {
      if (error instanceof EmbeddingsError) throw error;
      if (abort.signal.aborted)
        throw new EmbeddingsError('timeout', 'The embeddings provider took too long to answer.');
      throw new EmbeddingsError('provider', `The embeddings request failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  return {
    model: config.model,
    dimensions: config.dimensions,
    async embed(texts, options = {}) {
      const vectors: Float32Array[] = [];
      let inputTokens = 0;
      for (let start = 0; start < texts.length; start += batchSize) {
        // The API refuses empty strings: send a single space instead.
        const batch = texts.slice(start, start + batchSize).map((t) => (t.trim() === '' ? ' ' : t));
        const result = await embedBatch(batch, options.signal);
        vectors.push(...result.vectors);
        inputTokens += result.inputTokens;
      }
      return { vectors, inputTokens };
    },
  };
}
