import { AGENT_NOT_FOUND, otherRegion, type TAgent, type TRegion } from '@parley/core';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import type { TCaller } from '../workspaces/caller';
import { isMember } from '../workspaces/workspace-access';
import { readWorkspace } from '../workspaces/workspace-store';
import { requireAgentAccess } from './agent-access';
import { readAgent } from './agent-store';

export type TGetAgentResult =
  { status: 'found'; agent: TAgent; workspaceId: string } | { status: 'other-region'; region: TRegion };

/**
 * The agent for the agent shell. Not in this region: look in the other one and tell the caller to
 * switch, but only if they could open it there. Otherwise not-found.
 */
export async function getAgent(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
  agentId: string,
): Promise<TGetAgentResult> {
  const db = deps.db(region);
  if (await readAgent(db, agentId)) {
    const { agent, workspace } = await requireAgentAccess(db, agentId, { kind: 'builder', caller });
    return { status: 'found', agent, workspaceId: workspace.uid };
  }
  const other = otherRegion(region);
  const elsewhere = await readAgent(deps.db(other), agentId);
  if (elsewhere) {
    const workspace = await readWorkspace(deps.db(other), elsewhere.ownerID);
    if (workspace && isMember(workspace, caller)) return { status: 'other-region', region: other };
  }
  throw new AppError('not-found', AGENT_NOT_FOUND);
}
