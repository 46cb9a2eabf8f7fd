import {
  kbCharLimitOf,
  kbTagRulesOf,
  type TKbTagRules,
  type TKbUsage,
  type TKnowledgeDocListItem,
  type TRegion,
} from '@parley/core';
import { requireAgentAccess, type TAgentActor } from '../agents/agent-access';
import { orgTagSettingsOfAgent } from '../orgs/org-store';
import type { TDeps } from '../platform/deps';
import { toKbListItem } from './kb-doc-access';
import { kbDocsOfAgent, workspaceKbCharCount } from './kb-store';

/**
 * The agent's documents, newest first, the workspace's use of its character limit, and the tags its
 * organisation predefines (offered when tagging; with 'Allow Only Predefined Tags', the only ones allowed).
 */
export async function listKnowledgeDocs(
  deps: TDeps,
  actor: TAgentActor,
  region: TRegion,
  agentId: string,
): Promise<{ docs: TKnowledgeDocListItem[]; usage: TKbUsage; tagRules: TKbTagRules; workspaceId: string }> {
  const db = deps.db(region);
  const { workspace } = await requireAgentAccess(db, agentId, actor);
  const [docs, charCount, org] = await Promise.all([
    kbDocsOfAgent(db, agentId),
    workspaceKbCharCount(db, workspace.uid),
    orgTagSettingsOfAgent(db, agentId),
  ]);
  return {
    docs: docs.map(toKbListItem),
    usage: { charCount, limit: kbCharLimitOf(workspace) },
    tagRules: kbTagRulesOf(org),
    workspaceId: workspace.uid,
  };
}
