import { ZFeedbackRequest, ZHandoffRequest, ZId, type TRegion } from '@parley/core';
import { productionDeps } from '../platform/deps';
import type { TRoute } from '../platform/http-router';
import { parseInput } from '../platform/parse-input';
import { rateAnswer } from './rate-answer';
import { requestHandoff } from './request-handoff';

/** The chat panel's public calls besides the chat: ask for a person, rate an answer (core `visitor-actions.ts`). */
export function visitorActionRoutes(region: TRegion): TRoute[] {
  return [
    {
      method: 'POST',
      path: '/v2/public/agents/:agentId/handoff',
      handler: async (req, params) => ({
        body: await requestHandoff(productionDeps(), {
          region,
          agentId: parseInput(ZId, params.agentId),
          request: parseInput(ZHandoffRequest, req.body ?? {}),
        }),
      }),
    },
    {
      method: 'POST',
      path: '/v2/public/agents/:agentId/feedback',
      handler: async (req, params) => ({
        body: await rateAnswer(productionDeps(), {
          region,
          agentId: parseInput(ZId, params.agentId),
          request: parseInput(ZFeedbackRequest, req.body ?? {}),
        }),
      }),
    },
  ];
}
