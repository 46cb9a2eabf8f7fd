/**
 * The agents' search indexes kept in memory by one function instance, so a chat message does not
 * rebuild them: each agent's KbAgentIndex is brought up to date with its manifest on use — documents
 * whose build (`gen`) changed are loaded (their segments, in one round of reads), removed ones dropped,
 * the rest untouched. Updates of one agent run one at a time. Least recently used agents are dropped
 * past `maxChunks` chunks in all.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { KB_INDEX_CACHE_MAX_CHUNKS, KbAgentIndex, kbManifestEntries, type TKbManifest } from '@parley/core';
import { readKbSegments } from './kb-store';

export interface TKbIndexCache {
  /** The agent's index, current with `manifest`, for query vectors of `dimensions` (0: lexical only). */
  indexFor(db: Firestore, key: string, manifest: TKbManifest, dimensions: number): Promise<KbAgentIndex>;
  /** Forgets an agent's index (its knowledge is empty now). */
  drop(key: string): void;
  /** How many segment loads it has done (tests and the bench check that a warm index is not rebuilt). */
  stats(): { agents: number; chunks: number; docLoads: number };
}

interface TEntry {
  index: KbAgentIndex;
  /** The update in progress, if any; the next waits for it. */
  chain: Promise<void>;
}

export function createKbIndexCache(maxChunks: number = KB_INDEX_CACHE_MAX_CHUNKS): TKbIndexCache {
  const entries = new Map<string, TEntry>();
  let docLoads = 0;

  const inSync = (index: KbAgentIndex, manifest: TKbManifest) => {
    const wanted = kbManifestEntries(manifest);
    return wanted.length === index.docCount && wanted.every(([id, entry]) => index.genOf(id) === entry.gen);
  };

  async function bringUpToDate(db: Firestore, index: KbAgentIndex, manifest: TKbManifest): Promise<void> {
    const wanted = kbManifestEntries(manifest);
    const keep = new Set(wanted.map(([id]) => id));
    for (const id of index.docIds()) if (!keep.has(id)) index.removeDoc(id);
    const stale = wanted.filter(([id, entry]) => index.genOf(id) !== entry.gen);
    const loaded = await Promise.all(
      stale.map(async ([id, entry]) => ({ id, entry, segments: await readKbSegments(db, id, entry.gen, entry.segments) })),
    );
    for (const { id, entry, segments } of loaded) {
      docLoads++;
      // A build being replaced right now: leave it out; the next message loads the new one.
      if (segments === null) index.removeDoc(id);
      else index.setDoc(id, entry.gen, segments, entry.name);
    }
  }

  function evict(keepKey: string) {
    let total = [...entries.values()].reduce((sum, e) => sum + e.index.chunkCount, 0);
    for (const [key, entry] of entries) {
      if (total <= maxChunks) break;
      if (key === keepKey) continue;
      entries.delete(key);
      total -= entry.index.chunkCount;
    }
  }

  return {
    async indexFor(db, key, manifest, dimensions) {
      let entry = entries.get(key);
      if (!entry || entry.index.dimensions !== dimensions) {
        entry = { index: new KbAgentIndex(dimensions), chain: Promise.resolve() };
      }
      // Most recently used last.
      entries.delete(key);
      entries.set(key, entry);
      const current = entry;
      if (!inSync(current.index, manifest)) {
        current.chain = current.chain
          .catch(() => undefined)
          .then(() => (inSync(current.index, manifest) ? undefined : bringUpToDate(db, current.index, manifest)));
        await current.chain;
        evict(key);
      }
      return current.index;
    },
    drop(key) {
      entries.delete(key);
    },
    stats() {
      return {
        agents: entries.size,
        chunks: [...entries.values()].reduce((sum, e) => sum + e.index.chunkCount, 0),
        docLoads,
      };
    },
  };
}
