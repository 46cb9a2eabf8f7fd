import type { Firestore } from 'firebase-admin/firestore';
import { KB_DOC_NOT_FOUND, ZKnowledgeDocListItem, type TKbStoredDoc, type TKnowledgeDocListItem } from '@parley/core';
import { requireAgentAccess, type TAgentActor } from '../agents/agent-access';
import { AppError } from '../platform/app-error';
import { readKbDoc } from './kb-store';

/** A document as the dashboard lists it: its fields, without the text or the storage bookkeeping. */
export function toKbListItem(doc: TKbStoredDoc): TKnowledgeDocListItem {
  return ZKnowledgeDocListItem.parse(doc);
}

/**
 * The agent (when the actor may act on it) and one of its own documents. A document of another agent
 * is not-found, exactly like one that does not exist: no agent reads another's knowledge.
 */
export async function requireKbDocAccess(db: Firestore, agentId: string, docId: string, actor: TAgentActor) {
  const access = await requireAgentAccess(db, agentId, actor);
  const doc = await readKbDoc(db, docId);
  if (!doc || doc.agentId !== agentId) throw new AppError('not-found', KB_DOC_NOT_FOUND, { field: 'docId' });
  return { ...access, doc };
}
