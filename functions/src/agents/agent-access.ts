import { AGENT_ACCESS_DENIED, AGENT_NOT_FOUND, type TAgent, type TWorkspace } from '@parley/core';
import type { Firestore } from 'firebase-admin/firestore';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../platform/app-error';
import type { TCaller } from '../workspaces/caller';
import { isMember } from '../workspaces/workspace-access';
import { readWorkspace } from '../workspaces/workspace-store';
import { readAgent } from './agent-store';

/** Who is acting on an agent: a signed-in builder, or a bearer secret from the REST API. */
export type TAgentActor = { kind: 'builder'; caller: TCaller } | { kind: 'secret'; secret: string };

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function mayAct(actor: TAgentActor, agent: TAgent, workspace: TWorkspace): boolean {
  if (actor.kind === 'builder') return isMember(workspace, actor.caller);
  return sameSecret(actor.secret, workspace.workspaceSecret) || sameSecret(actor.secret, agent.SECRET_API_KEY);
}

/**
 * The agent and its workspace when the actor may act on it: a member of the owner workspace, or the
 * bearer of the workspace secret or the agent's SECRET_API_KEY. A stranger learns nothing: not-found.
 */
export async function requireAgentAccess(
  db: Firestore,
  agentId: string,
  actor: TAgentActor,
): Promise<{ agent: TAgent; workspace: TWorkspace }> {
  const agent = await readAgent(db, agentId);
  if (!agent) throw new AppError('not-found', AGENT_NOT_FOUND);
  const workspace = await readWorkspace(db, agent.ownerID);
  if (!workspace || !mayAct(actor, agent, workspace)) {
    throw new AppError(actor.kind === 'builder' ? 'permission-denied' : 'unauthenticated', AGENT_ACCESS_DENIED);
  }
  return { agent, workspace };
}
