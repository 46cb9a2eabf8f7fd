import { KB_PREVIEW_MAX_CHARS, type TKnowledgeDoc, type TRegion } from '@parley/core';
import type { TAgentActor } from '../agents/agent-access';
import type { TDeps } from '../platform/deps';
import { requireKbDocAccess, toKbListItem } from './kb-doc-access';
import { readKbContent } from './kb-store';

/** One of the agent's documents with its extracted text (up to `maxChars`; `truncated` says it was cut). */
export async function getKnowledgeDoc(
  deps: TDeps,
  actor: TAgentActor,
  region: TRegion,
  input: { agentId: string; docId: string },
  maxChars: number = KB_PREVIEW_MAX_CHARS,
): Promise<{ doc: TKnowledgeDoc; truncated: boolean }> {
  const db = deps.db(region);
  const { doc } = await requireKbDocAccess(db, input.agentId, input.docId, actor);
  const content = await readKbContent(db, doc.ID, doc.contentParts ?? 0, maxChars);
  return { doc: { ...toKbListItem(doc), content: content.text }, truncated: content.truncated };
}
