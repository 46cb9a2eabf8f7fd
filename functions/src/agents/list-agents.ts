import { ZAgentListItem, type TAgentListItem, type TRegion } from '@parley/core';
import type { TDeps } from '../platform/deps';
import type { TCaller } from '../workspaces/caller';
import { requireMembership } from '../workspaces/workspace-access';
import { agentsOfWorkspace } from './agent-store';

/** The workspace's agents: starred first, then the most recently changed. */
export async function listAgents(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
  workspaceId: string,
): Promise<TAgentListItem[]> {
  const db = deps.db(region);
  await requireMembership(db, workspaceId, caller);
  const agents = await agentsOfWorkspace(db, workspaceId);
  return agents
    .map((agent) => ZAgentListItem.parse(agent))
    .sort((a, b) => Number(b.starred) - Number(a.starred) || b.lastModified - a.lastModified);
}
