import { randomBytes as nodeRandomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { TRandomBytes, TRegion } from '@parley/core';
import { regionalStore } from './store';

/** What services need from the outside world; tests and the seed pass their own. */
export interface TDeps {
  db: (region: TRegion) => Firestore;
  nowSeconds: () => number;
  randomBytes: TRandomBytes;
}

export function productionDeps(): TDeps {
  return {
    db: regionalStore,
    nowSeconds: () => Math.floor(Date.now() / 1000),
    randomBytes: (n) => new Uint8Array(nodeRandomBytes(n)),
  };
}
