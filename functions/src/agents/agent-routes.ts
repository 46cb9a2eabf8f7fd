import { ZAgentPatch, ZId, type TRegion } from '@parley/core';
import { actorFromBearer } from '../platform/bearer-actor';
import { productionDeps } from '../platform/deps';
import type { TRoute } from '../platform/http-router';
import { parseInput } from '../platform/parse-input';
import { saveAgent } from './save-agent';

/** REST paths of agents (agency-shell §7). */
export function agentRoutes(region: TRegion): TRoute[] {
  return [
    {
      method: 'POST',
      path: '/v2/agents/:agentId',
      handler: async (req, params) => {
        const actor = await actorFromBearer(req);
        const agentId = parseInput(ZId, params.agentId);
        const patch = parseInput(ZAgentPatch, req.body ?? {});
        const agent = await saveAgent(productionDeps(), actor, region, agentId, patch);
        return { body: { success: true, data: agent } };
      },
    },
  ];
}
