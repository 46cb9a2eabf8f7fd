/**
 * The LLM provider: any server speaking OpenAI's chat completions API with streaming
 * (POST {LLM_BASE_URL}/chat/completions, `stream: true`), which also covers local model servers.
 * Configured by LLM_BASE_URL and LLM_API_KEY (sent as a bearer token); with no base URL there is no provider and the chat
 * answers in offline mode.
 */
import { createSseParser, LLM_FIRST_TOKEN_TIMEOUT_MS, LLM_TOTAL_TIMEOUT_MS, type TPromptMessage } from '@parley/core';

export interface TLlmRequest {
  model: string;
  temperature: number;
  maxTokens: number;
  messages: TPromptMessage[];
  /** Aborts the call, e.g. when the visitor went away. */
  signal?: AbortSignal;
}

export type TLlmChunk = { type: 'delta'; text: string } | { type: 'usage'; inputTokens: number; outputTokens: number };

export interface TLlmProvider {
  /** Streams the answer. Throws LlmError when the provider fails, is too slow, or answers nonsense. */
  streamChat(request: TLlmRequest): AsyncIterable<TLlmChunk>;
}

export type TLlmErrorKind = 'timeout' | 'provider';

export class LlmError extends Error {
  constructor(
    readonly kind: TLlmErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export interface TLlmConfig {
  baseUrl: string;
  apiKey?: string;
  firstTokenTimeoutMs?: number;
  totalTimeoutMs?: number;
}

/** Timeouts may be shortened by LLM_FIRST_TOKEN_TIMEOUT_MS / LLM_TOTAL_TIMEOUT_MS (tests do). */
export function llmConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TLlmConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl) return null;
  const positive = (value: string | undefined) => (Number(value) > 0 ? Number(value) : undefined);
  const firstTokenTimeoutMs = positive(env.LLM_FIRST_TOKEN_TIMEOUT_MS);
  const totalTimeoutMs = positive(env.LLM_TOTAL_TIMEOUT_MS);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
    ...(firstTokenTimeoutMs ? { firstTokenTimeoutMs } : {}),
    ...(totalTimeoutMs ? { totalTimeoutMs } : {}),
  };
}

interface TCompletionChunk {
  choices?: { delta?: { content?: string | null } }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string };
}

/** Reads a stream chunk by chunk, failing if a chunk takes longer than `ms` to come. */
async function* withIdleTimeout(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  firstMs: number,
  deadline: number,
): AsyncGenerator<Uint8Array> {
  let first = true;
  while (true) {
    const wait = Math.min(first ? firstMs : Infinity, deadline - Date.now());
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new LlmError('timeout', 'The model took too long to answer.')),
        Math.max(0, wait),
      );
    });
    try {
      const { done, value } = await Promise.race([reader.read(), timeout]);
      if (done) return;
      first = false;
      yield value;
    } finally {
      clearTimeout(timer);
    }
  }
}

export function createLlmProvider(config: TLlmConfig): TLlmProvider {
  const firstMs = config.firstTokenTimeoutMs ?? LLM_FIRST_TOKEN_TIMEOUT_MS;
  const totalMs = config.totalTimeoutMs ?? LLM_TOTAL_TIMEOUT_MS;

  return {
    async *streamChat(request) {
      if (request.signal?.aborted) throw new LlmError('provider', 'The visitor went away.');
      const deadline = Date.now() + totalMs;
      const abort = new AbortController();
      const connectTimer = setTimeout(() => abort.abort(), firstMs);
      const cancelled = () => abort.abort();
      request.signal?.addEventListener('abort', cancelled);
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/chat/completions`, {
          method: 'POST',
          signal: abort.signal,
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: request.model,
            temperature: request.temperature,
            max_tokens: request.maxTokens,
            messages: request.messages,
            stream: true,
            stream_options: { include_usage: true },
          }),
        });
      } catch (error) {
        clearTimeout(connectTimer);
        request.signal?.removeEventListener('abort', cancelled);
        if (request.signal?.aborted) throw new LlmError('provider', 'The visitor went away.');
        if (abort.signal.aborted) throw new LlmError('timeout', 'The model took too long to answer.');
        throw new LlmError('provider', `The model could not be reached: ${(error as Error).message}`);
      }
      clearTimeout(connectTimer);
      if (!response.ok || !response.body) {
        const body = await response.text().catch(() => '');
        let detail = body.slice(0, 300);
        try {
          detail = (JSON.parse(body) as TCompletionChunk).error?.message ?? detail;
        } catch {
          // not JSON: keep the text
        }
        throw new LlmError('provider', `The model answered ${response.status}: ${detail}`);
      }

      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const pending: TLlmChunk[] = [];
      let finished = false;
      let failure: string | null = null;
      const parser = createSseParser(({ data }) => {
        if (data === '[DONE]') {
          finished = true;
          return;
        }
        let chunk: TCompletionChunk;
        try {
          chunk = JSON.parse(data) as TCompletionChunk;
        } catch {
          failure = 'The model sent an unreadable answer.';
          return;
        }
        if (chunk.error) failure = chunk.error.message ?? 'The model reported an error.';
        const text = chunk.choices?.[0]?.delta?.content;
        if (text) pending.push({ type: 'delta', text });
        if (chunk.usage) {
          pending.push({
            type: 'usage',
            inputTokens: chunk.usage.prompt_tokens ?? 0,
            outputTokens: chunk.usage.completion_tokens ?? 0,
          });
        }
      });

      try {
        for await (const bytes of withIdleTimeout(reader, firstMs, deadline)) {
          parser.push(decoder.decode(bytes, { stream: true }));
          yield* pending.splice(0);
          if (failure) throw new LlmError('provider', failure);
          if (finished) break;
        }
        parser.end();
        yield* pending.splice(0);
        if (failure) throw new LlmError('provider', failure);
      } catch (error) {
        if (error instanceof LlmError) throw error;
        throw new LlmError('provider', `The model stream broke: ${(error as Error).message}`);
      } finally {
        request.signal?.removeEventListener('abort', cancelled);
        await reader.cancel().catch(() => undefined);
      }
    },
  };
}
