import { KB_QUEUE_FAILED, type TKnowledgeDocListItem, type TRegion } from '@parley/core';
import type { TAgentActor } from '../agents/agent-access';
import type { TDeps } from '../platform/deps';
import { requireKbDocAccess, toKbListItem } from './kb-doc-access';
import type { TKbProviders } from './kb-providers';
import { kbDocRef } from './kb-store';

/**
 * Processes a document again now ("Re-index"): web sources are fetched again, everything is extracted,
 * chunked and indexed again. The build in use stays searchable until the new one replaces it.
 */
export async function reindexKnowledgeDoc(
  deps: TDeps,
  providers: Pick<TKbProviders, 'queue'>,
  actor: TAgentActor,
  region: TRegion,
  input: { agentId: string; docId: string },
): Promise<{ doc: TKnowledgeDocListItem }> {
  const db = deps.db(region);
  const { doc } = await requireKbDocAccess(db, input.agentId, input.docId, actor);
  const queuedAt = deps.nowMs();
  const ref = kbDocRef(db, doc.ID);
  await ref.update({ status: 'INITIALIZED', queuedAt, error: null, warning: null });
  const next = { ...doc, status: 'INITIALIZED' as const, queuedAt, error: undefined, warning: undefined };
  try {
    await providers.queue.enqueue(region, { docId: doc.ID, queuedAt, mode: 'index' });
  } catch {
    await ref.update({ status: 'ERROR', error: KB_QUEUE_FAILED });
    return { doc: toKbListItem({ ...next, status: 'ERROR', error: KB_QUEUE_FAILED }) };
  }
  return { doc: toKbListItem(next) };
}
