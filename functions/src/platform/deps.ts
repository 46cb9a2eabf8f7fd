import { randomBytes as nodeRandomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { TRandomBytes, TRegion } from '@parley/core';
import { createLlmProvider, llmConfigFromEnv, type TLlmProvider } from '../providers/llm';
import { regionalStore } from './store';

/** What services need from the outside world; tests and the seed pass their own. */
export interface TDeps {
  db: (region: TRegion) => Firestore;
  nowSeconds: () => number;
  nowMs: () => number;
  randomBytes: TRandomBytes;
  /** The LLM provider, or null when none is configured (offline mode). */
  llm: TLlmProvider | null;
  env: NodeJS.ProcessEnv;
}

export function productionDeps(): TDeps {
  const config = llmConfigFromEnv(process.env);
  return {
    db: regionalStore,
    nowSeconds: () => Math.floor(Date.now() / 1000),
    nowMs: () => Date.now(),
    randomBytes: (n) => new Uint8Array(nodeRandomBytes(n)),
    llm: config ? createLlmProvider(config) : null,
    env: process.env,
  };
}
