import type { TKbSearchResult, TRegion } from '@parley/core';
import { requireAgentAccess, type TAgentActor } from '../agents/agent-access';
import type { TDeps } from '../platform/deps';
import type { TKbProviders } from './kb-providers';
import { readKbManifest } from './kb-store';
import { retrieveKnowledge } from './retrieve-knowledge';
import { searchQueryFor } from './plan-search-query';

/**
 * What the chat would retrieve for a question asked out of any conversation: the query as the agent's
 * search method makes it (smart has no conversation to rewrite with here, so it searches the question
 * as is), and the ranked passages with their scores.
 */
export async function searchKnowledge(
  deps: TDeps,
  providers: Pick<TKbProviders, 'cache' | 'embeddings'>,
  actor: TAgentActor,
  region: TRegion,
  input: { agentId: string; query: string },
): Promise<TKbSearchResult> {
  const db = deps.db(region);
  const { agent } = await requireAgentAccess(db, input.agentId, actor);
  const [manifest, planned] = await Promise.all([
    readKbManifest(db, agent.ID),
    searchQueryFor({ llm: deps.llm, agent, history: [], message: input.query }),
  ]);
  const retrieval = await retrieveKnowledge({ db, region, agent, manifest, query: planned.query.query, providers });
  return {
    query: planned.query.query,
    method: planned.query.method,
    fellBack: planned.query.fellBack,
    ...retrieval,
  };
}
