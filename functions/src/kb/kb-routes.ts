import { kbNameFromText, ZId, ZKbCollectionInput, ZKbPointsInput, type TRegion } from '@parley/core';
import { requireAgentAccess } from '../agents/agent-access';
import { actorFromBearer } from '../platform/bearer-actor';
import { productionDeps } from '../platform/deps';
import type { TRoute } from '../platform/http-router';
import { parseInput } from '../platform/parse-input';
import { addKnowledgeSource } from './add-knowledge-source';
import { getKnowledgeDoc } from './get-knowledge-doc';
import type { TKbProviders } from './kb-providers';
import { ensureKbManifest } from './kb-store';

/**
 * The spec's legacy knowledge calls for API clients (widget-and-channels §7), authorised like
 * POST /v2/agents/{id}: the workspace secret, the agent's SECRET_API_KEY or a session token.
 */
export function kbRoutes(region: TRegion, providers: () => Pick<TKbProviders, 'queue'>): TRoute[] {
  return [
    {
      // The agent's one collection exists (it always does once the agent exists): answers success.
      method: 'PUT',
      path: '/qdrant/collections/:agentId',
      handler: async (req, params) => {
        const actor = await actorFromBearer(req);
        const agentId = parseInput(ZId, params.agentId);
        parseInput(ZKbCollectionInput, req.body ?? {});
        const deps = productionDeps();
        const db = deps.db(region);
        const { agent } = await requireAgentAccess(db, agentId, actor);
        await ensureKbManifest(db, agent.ID, agent.ownerID);
        return { body: { success: true, result: true, status: 'ok' } };
      },
    },
    {
      // `text` becomes a text source, processed like one added in the dashboard.
      method: 'POST',
      path: '/qdrant/collections/:agentId/points',
      handler: async (req, params) => {
        const actor = await actorFromBearer(req);
        const agentId = parseInput(ZId, params.agentId);
        const body = parseInput(ZKbPointsInput, req.body ?? {});
        const { doc } = await addKnowledgeSource(productionDeps(), providers(), actor, region, {
          agentId,
          source: {
            kind: 'text',
            name: body.name ?? kbNameFromText(body.text),
            content: body.text,
            tags: [],
            refreshRate: 'never',
          },
        });
        return { body: { success: true, data: { doc } } };
      },
    },
    {
      method: 'GET',
      path: '/v2/agents/:agentId/kb/:docId',
      handler: async (req, params) => {
        const actor = await actorFromBearer(req);
        const agentId = parseInput(ZId, params.agentId);
        const docId = parseInput(ZId, params.docId);
        const { doc, truncated } = await getKnowledgeDoc(productionDeps(), actor, region, { agentId, docId });
        return { body: { success: true, data: doc, truncated } };
      },
    },
  ];
}
