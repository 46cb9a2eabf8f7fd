import {
  KB_FILE_NOT_UPLOADED,
  KB_QUEUE_FAILED,
  kbCharLimitError,
  kbCharLimitOf,
  kbSourceType,
  kbTagRulesOf,
  kbTagsError,
  newKbDocId,
  type TKbSourceInput,
  type TKbStoredDoc,
  type TKnowledgeDocListItem,
  type TRegion,
} from '@parley/core';
import { logger } from 'firebase-functions/v2';
import { requireAgentAccess, type TAgentActor } from '../agents/agent-access';
import { orgTagSettingsOfAgent } from '../orgs/org-store';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import { toKbListItem } from './kb-doc-access';
import { storedKbFilePath } from './kb-file-path';
import type { TKbProviders } from './kb-providers';
import { kbDocRef, workspaceKbCharCount, writeKbContent } from './kb-store';

function defaultName(source: TKbSourceInput): string {
  if (source.kind === 'site') return source.name ?? new URL(source.url).hostname;
  if (source.kind === 'url') return source.name ?? source.url;
  return source.name;
}

/**
 * Adds a knowledge source to an agent and answers at once: the document is INITIALIZED and its
 * processing is queued. Refused before anything is written when the actor may not, the tags are not
 * allowed, the file is not this agent's upload, or the workspace's `maxKbDocsCharCount` is reached
 * (and, should a source added at the same moment take the room, removed again and refused).
 */
export async function addKnowledgeSource(
  deps: TDeps,
  providers: Pick<TKbProviders, 'queue'>,
  actor: TAgentActor,
  region: TRegion,
  input: { agentId: string; source: TKbSourceInput },
): Promise<{ doc: TKnowledgeDocListItem }> {
  const db = deps.db(region);
  const { agent, workspace } = await requireAgentAccess(db, input.agentId, actor);
  const { source } = input;
  const tagsError = kbTagsError(source.tags, kbTagRulesOf(await orgTagSettingsOfAgent(db, agent.ID)));
  if (tagsError) throw new AppError('invalid-argument', tagsError, { field: 'source.tags' });
  if (source.kind === 'file' && !storedKbFilePath(source.fileUrl, region, workspace.uid, agent.ID)) {
    throw new AppError('invalid-argument', KB_FILE_NOT_UPLOADED, { field: 'source.fileUrl' });
  }
  // A text's size is known now; other sources count at least a character until they are read.
  const adding = source.kind === 'text' ? source.content.length : 1;
  const limit = kbCharLimitOf(workspace);
  const overLimit = (used: number) => kbCharLimitError({ used, adding, limit });
  const limitError = overLimit(await workspaceKbCharCount(db, workspace.uid));
  if (limitError) throw new AppError('failed-precondition', limitError, { field: 'source' });

  const nowMs = deps.nowMs();
  const docId = newKbDocId(deps.randomBytes);
  const doc: TKbStoredDoc = {
    ID: docId,
    agentId: agent.ID,
    ownerID: workspace.uid,
    ...(actor.kind === 'builder' ? { userId: actor.caller.authUid } : {}),
    name: defaultName(source),
    ...(source.kind !== 'text' && source.kind !== 'file' && !source.name ? { autoName: true } : {}),
    url: source.kind === 'text' ? '' : source.kind === 'file' ? source.fileUrl : source.url,
    tags: source.tags,
    sourceType: kbSourceType(source.kind),
    sourceKind: source.kind,
    status: 'INITIALIZED',
    refreshRate: source.refreshRate,
    charCount: source.kind === 'text' ? source.content.length : 0,
    dimensions: 0,
    chunkCount: 0,
    ts: nowMs,
    updatedAt: nowMs,
    queuedAt: nowMs,
    lastFetchedAt: null,
    nextRefreshAt: null,
    ...(source.kind === 'site' ? { maxPages: source.maxPages, maxDepth: source.maxDepth } : {}),
    ...(source.kind === 'file' ? { fileName: source.name, fileUrl: source.fileUrl } : {}),
  };
  // Written first, then counted again: of sources added at the same moment, none passes the limit
  // unseen (in a close race both may be refused, never both let through).
  const ref = kbDocRef(db, docId);
  await ref.set(doc);
  const raceError = overLimit(await workspaceKbCharCount(db, workspace.uid, docId));
  if (raceError) {
    await ref.delete();
    throw new AppError('failed-precondition', raceError, { field: 'source' });
  }
  if (source.kind === 'text') {
    doc.contentParts = await writeKbContent(db, { agentId: agent.ID, docId, text: source.content });
    await ref.update({ contentParts: doc.contentParts });
  }
  try {
    await providers.queue.enqueue(region, { docId, queuedAt: nowMs, mode: 'index' });
  } catch (error) {
    logger.error('knowledge task not queued', error);
    doc.status = 'ERROR';
    doc.error = KB_QUEUE_FAILED;
    await ref.update({ status: doc.status, error: doc.error });
  }
  return { doc: toKbListItem(doc) };
}
