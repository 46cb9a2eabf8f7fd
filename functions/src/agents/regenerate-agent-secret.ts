import { newSecret, type TAgent, type TRegion } from '@parley/core';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import type { TCaller } from '../workspaces/caller';
import { requireAgentAccess } from './agent-access';
import { AGENTS, readAgent } from './agent-store';

/**
 * A new SECRET_API_KEY for the agent (`vg_` plus 20 random characters), stamping lastModified; the old
 * key stops working at once. Members of the agent's workspace only; anyone else changes nothing.
 */
export async function regenerateAgentSecret(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
  agentId: string,
): Promise<TAgent> {
  const db = deps.db(region);
  await requireAgentAccess(db, agentId, { kind: 'builder', caller });
  await db
    .collection(AGENTS)
    .doc(agentId)
    .update({ SECRET_API_KEY: newSecret(deps.randomBytes), lastModified: deps.nowSeconds() });
  const saved = await readAgent(db, agentId);
  if (!saved) throw new AppError('not-found', 'The agent was deleted meanwhile.');
  return saved;
}
