/**
 * What the knowledge services need from the outside world, in one place so tests can give their own:
 * web fetching, the embeddings provider, stored files, the processing queue, and the index cache.
 */
import type { TRegion } from '@parley/core';
import type { TDeps } from '../platform/deps';
import { createEmbeddingsProvider, embeddingsConfigFromEnv, type TEmbeddingsProvider } from '../providers/embeddings';
import { fileStorageFromEnv, type TFileStorage } from '../providers/file-storage';
import { createKbIndexCache, type TKbIndexCache } from './kb-index-cache';
import { cloudTasksKbQueue, type TKbTaskQueue } from './kb-task-queue';
import { kbAllowPrivateHostsFromEnv, type TFetch } from './web/fetch-url';

export interface TKbProviders {
  fetch: TFetch;
  /** Local stacks and tests may crawl 127.0.0.1; production never (SSRF guard). */
  allowPrivateHosts: boolean;
  /** The embeddings provider asked for `dimensions`, or null when none is configured (lexical search only). */
  embeddings: (dimensions: number) => TEmbeddingsProvider | null;
  files: (region: TRegion) => Promise<TFileStorage | null>;
  queue: TKbTaskQueue;
  cache: TKbIndexCache;
  /** Waits between requests to one site (robots.txt Crawl-delay). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The embeddings provider for an agent's dimension (`vg_kbDefaultDimension`); EMBEDDINGS_DIMENSIONS,
 * when set, wins (a model with a fixed size, or fewer dimensions for a very large knowledge base).
 */
export function embeddingsFromEnv(env: NodeJS.ProcessEnv) {
  return (dimensions: number): TEmbeddingsProvider | null => {
    const config = embeddingsConfigFromEnv(env);
    if (!config) return null;
    return createEmbeddingsProvider({ ...config, dimensions: env.EMBEDDINGS_DIMENSIONS ? config.dimensions : dimensions });
  };
}

/** The providers of a running function; `cache` lives as long as the function instance. */
export function productionKbProviders(deps: TDeps, cache: TKbIndexCache = createKbIndexCache()): TKbProviders {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    allowPrivateHosts: kbAllowPrivateHostsFromEnv(deps.env),
    embeddings: embeddingsFromEnv(deps.env),
    files: (region) => fileStorageFromEnv(deps.env, region),
    queue: cloudTasksKbQueue(),
    cache,
  };
}
