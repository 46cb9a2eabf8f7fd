import { KB_REFRESH_BATCH, KB_REFRESH_RATE_MS, type TRegion } from '@parley/core';
import { logger } from 'firebase-functions/v2';
import type { TDeps } from '../platform/deps';
import type { TKbProviders } from './kb-providers';
import { kbDocRef, kbDocsDueForRefresh } from './kb-store';

/**
 * The hourly refresh (a plain service: the scheduled function calls it, so can tests): web sources whose
 * refresh rate has come due are queued to be fetched again; the task re-indexes only when the text
 * changed. Documents being processed are left alone. Returns the ids queued.
 */
export async function refreshDueKnowledgeDocs(
  deps: TDeps,
  providers: Pick<TKbProviders, 'queue'>,
  region: TRegion,
): Promise<string[]> {
  const db = deps.db(region);
  const nowMs = deps.nowMs();
  const due = await kbDocsDueForRefresh(db, nowMs, KB_REFRESH_BATCH);
  const queued: string[] = [];
  for (const doc of due) {
    const ref = kbDocRef(db, doc.ID);
    const every = KB_REFRESH_RATE_MS[doc.refreshRate];
    // Not a web source, or never refreshed: off the schedule for good.
    if (doc.sourceType !== 'url' || every === null) {
      await ref.update({ nextRefreshAt: null });
      continue;
    }
    if (doc.status === 'INITIALIZED' || doc.status === 'PENDING') continue;
    // Not due again before this refresh has had its chance; the task sets the real next date.
    await ref.update({ queuedAt: nowMs, nextRefreshAt: nowMs + every });
    try {
      await providers.queue.enqueue(region, { docId: doc.ID, queuedAt: nowMs, mode: 'refresh' });
      queued.push(doc.ID);
    } catch (error) {
      logger.error('knowledge refresh not queued', error);
    }
  }
  return queued;
}
