import {
  kbNextRefreshAt,
  kbTagRulesOf,
  kbTagsError,
  type TKbRefreshRate,
  type TKnowledgeDocListItem,
  type TRegion,
} from '@parley/core';
import type { TAgentActor } from '../agents/agent-access';
import { orgTagSettingsOfAgent } from '../orgs/org-store';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import { requireKbDocAccess, toKbListItem } from './kb-doc-access';
import { kbDocRef, setManifestEntryInBatch } from './kb-store';

/** Renames a document, sets its tags or its refresh rate (web sources are scheduled by it). */
export async function updateKnowledgeDoc(
  deps: TDeps,
  actor: TAgentActor,
  region: TRegion,
  input: { agentId: string; docId: string; name?: string; tags?: string[]; refreshRate?: TKbRefreshRate },
): Promise<{ doc: TKnowledgeDocListItem }> {
  const db = deps.db(region);
  const { doc } = await requireKbDocAccess(db, input.agentId, input.docId, actor);
  // Only tags being added are checked: a document keeps tags it had before its org restricted them.
  const addedTags = input.tags?.filter((tag) => !doc.tags.includes(tag)) ?? [];
  if (addedTags.length) {
    const tagsError = kbTagsError(addedTags, kbTagRulesOf(await orgTagSettingsOfAgent(db, doc.agentId)));
    if (tagsError) throw new AppError('invalid-argument', tagsError, { field: 'tags' });
  }
  const next = {
    ...doc,
    ...(input.name !== undefined ? { name: input.name, autoName: false } : {}),
    ...(input.tags !== undefined ? { tags: input.tags } : {}),
    ...(input.refreshRate !== undefined ? { refreshRate: input.refreshRate } : {}),
  };
  const web = doc.sourceType === 'url' && doc.lastFetchedAt;
  const nextRefreshAt = web ? kbNextRefreshAt(next) : null;
  const batch = db.batch();
  batch.update(kbDocRef(db, doc.ID), {
    name: next.name,
    autoName: next.autoName ?? false,
    tags: next.tags,
    refreshRate: next.refreshRate,
    nextRefreshAt,
  });
  // Citations use the new name at once; the index itself is not rebuilt for a name.
  if (input.name !== undefined && doc.status === 'SUCCESS' && doc.gen) {
    setManifestEntryInBatch(batch, db, {
      agentId: doc.agentId,
      ownerID: doc.ownerID,
      docId: doc.ID,
      entry: {
        gen: doc.gen,
        segments: doc.segmentCount ?? 0,
        name: next.name,
        dimensions: doc.dimensions,
        chunkCount: doc.chunkCount,
        updatedAt: doc.updatedAt,
      },
    });
  }
  await batch.commit();
  return { doc: toKbListItem({ ...next, nextRefreshAt }) };
}
