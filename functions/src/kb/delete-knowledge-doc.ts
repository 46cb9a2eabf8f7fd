import type { TRegion } from '@parley/core';
import { logger } from 'firebase-functions/v2';
import { requireAgentAccess, type TAgentActor } from '../agents/agent-access';
import type { TDeps } from '../platform/deps';
import { storedKbFilePath } from './kb-file-path';
import type { TKbProviders } from './kb-providers';
import { deleteKbContent, deleteKbSegments, kbDocRef, readKbDoc, removeManifestEntryInBatch } from './kb-store';

/**
 * Deletes one of the agent's documents and everything of it: out of the search first (manifest), then
 * the document, its text, its index segments and its uploaded file. A document that is not there (or is
 * another agent's) is left alone: `deleted: false`.
 */
export async function deleteKnowledgeDoc(
  deps: TDeps,
  providers: Pick<TKbProviders, 'files'>,
  actor: TAgentActor,
  region: TRegion,
  input: { agentId: string; docId: string },
): Promise<{ deleted: boolean }> {
  const db = deps.db(region);
  const { workspace } = await requireAgentAccess(db, input.agentId, actor);
  const doc = await readKbDoc(db, input.docId);
  if (!doc || doc.agentId !== input.agentId) return { deleted: false };
  const batch = db.batch();
  removeManifestEntryInBatch(batch, db, doc.agentId, doc.ID);
  batch.delete(kbDocRef(db, doc.ID));
  await batch.commit();
  await Promise.all([deleteKbSegments(db, doc.ID), deleteKbContent(db, doc.ID)]);
  const path = doc.sourceKind === 'file' ? storedKbFilePath(doc.fileUrl ?? '', region, workspace.uid, doc.agentId) : null;
  if (path) {
    await (await providers.files(region))?.remove(path).catch((error: unknown) => logger.warn('knowledge file not removed', error));
  }
  return { deleted: true };
}
