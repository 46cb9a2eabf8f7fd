import { kbCharLimitOf, type TKbUsage, type TKnowledgeDocListItem, type TRegion } from '@parley/core';
import { requireAgentAccess, type TAgentActor } from '../agents/agent-access';
import type { TDeps } from '../platform/deps';
import { toKbListItem } from './kb-doc-access';
import { kbDocsOfAgent, workspaceKbCharCount } from './kb-store';

/** The agent's documents, newest first, and the workspace's use of its character limit. */
export async function listKnowledgeDocs(
  deps: TDeps,
  actor: TAgentActor,
  region: TRegion,
  agentId: string,
): Promise<{ docs: TKnowledgeDocListItem[]; usage: TKbUsage; workspaceId: string }> {
  const db = deps.db(region);
  const { workspace } = await requireAgentAccess(db, agentId, actor);
  const [docs, charCount] = await Promise.all([kbDocsOfAgent(db, agentId), workspaceKbCharCount(db, workspace.uid)]);
  return {
    docs: docs.map(toKbListItem),
    usage: { charCount, limit: kbCharLimitOf(workspace) },
    workspaceId: workspace.uid,
  };
}
