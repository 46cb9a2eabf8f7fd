import type { TAgent, TAgentPatch, TRegion } from '@parley/core';
import type { TDeps } from '../platform/deps';
import { requireAgentAccess, type TAgentActor } from './agent-access';
import { AppError } from '../platform/app-error';
import { AGENTS, readAgent } from './agent-store';

/**
 * Save validated editable fields of an agent, stamping lastModified (unix seconds). Starring is the
 * builder's bookmark, not an edit: a save of `starred` alone leaves lastModified as it was.
 */
export async function saveAgent(
  deps: TDeps,
  actor: TAgentActor,
  region: TRegion,
  agentId: string,
  patch: TAgentPatch,
): Promise<TAgent> {
  const db = deps.db(region);
  await requireAgentAccess(db, agentId, actor);
  await db
    .collection(AGENTS)
    .doc(agentId)
    .set(onlyStarred(patch) ? patch : { ...patch, lastModified: deps.nowSeconds() }, { merge: true });
  const saved = await readAgent(db, agentId);
  if (!saved) throw new AppError('not-found', 'The agent was deleted while saving.');
  return saved;
}

function onlyStarred(patch: TAgentPatch): boolean {
  const fields = Object.keys(patch);
  return fields.length === 1 && fields[0] === 'starred';
}
