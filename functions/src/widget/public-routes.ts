import {
  agentUsageStop,
  LOADS_RATE_LIMIT,
  LOADS_RATE_LIMITED,
  apiBasePath,
  CHAT_PATHS,
  ownerMayContinue,
  toPublicAgent,
  ZAnalyticsEventInput,
  ZId,
  type TRegion,
} from '@parley/core';
import { readAgent } from '../agents/agent-store';
import { AppError } from '../platform/app-error';
import { clientIp } from '../platform/client-ip';
import { productionDeps, type TDeps } from '../platform/deps';
import type { TRoute } from '../platform/http-router';
import { parseInput } from '../platform/parse-input';
import { addressKey, takeRateLimit } from '../platform/rate-limit';
import { readWorkspace } from '../workspaces/workspace-store';
import { monthlyMessages } from './agent-stats';
import { recordWidgetLoad } from './record-widget-load';

export const PUBLIC_AGENT_NOT_FOUND = 'This agent does not exist.';
export const PUBLIC_WORKSPACE_NOT_FOUND = 'This workspace does not exist.';

/**
 * Where the widget posts chat messages. Firebase Hosting buffers streamed answers, so production
 * points the widget at the function's own URL (PARLEY_CHAT_BASE_URL_EU / _NA, e.g.
 * https://europe-west1-<project>.cloudfunctions.net/eu-api); locally the Hosting path streams fine.
 */
export function chatUrl(deps: TDeps, region: TRegion, agentId: string): string {
  const base =
    deps.env[`PARLEY_CHAT_BASE_URL_${region.toUpperCase()}`]?.trim().replace(/\/+$/, '') || apiBasePath(region);
  return base + CHAT_PATHS.chat(agentId);
}

async function requireAgent(deps: TDeps, region: TRegion, rawId: string | undefined) {
  const agent = await readAgent(deps.db(region), parseInput(ZId, rawId));
  if (!agent) throw new AppError('not-found', PUBLIC_AGENT_NOT_FOUND);
  return agent;
}

/** Public widget calls (widget-and-channels §7). No credential; answers are projections. */
export function publicRoutes(region: TRegion): TRoute[] {
  return [
    {
      method: 'GET',
      path: '/public/agents/:agentId',
      handler: async (req, params) => {
        const deps = productionDeps();
        const agent = await requireAgent(deps, region, params.agentId);
        const offline = deps.llm === null;
        // Revalidated on every load, so a publish shows at once; unchanged agents answer 304.
        const etag = `W/"${agent.ID}-${agent.lastModified}-${offline ? 'off' : 'on'}"`;
        const headers = { ETag: etag, 'Cache-Control': 'no-cache' };
        if (req.get('if-none-match') === etag) return { status: 304, body: null, headers };
        const data = toPublicAgent(agent, { region, chatUrl: chatUrl(deps, region, agent.ID), offline });
        return { body: { data }, headers };
      },
    },
    {
      method: 'GET',
      path: '/public/users/:ownerId/check-credits',
      handler: async (_req, params) => {
        const workspace = await readWorkspace(productionDeps().db(region), parseInput(ZId, params.ownerId));
        if (!workspace) throw new AppError('not-found', PUBLIC_WORKSPACE_NOT_FOUND);
        return {
          body: { continue: ownerMayContinue(workspace.loadTokens), hasEverPaid: workspace.hasEverPaid === true },
        };
      },
    },
    {
      method: 'GET',
      path: '/v2/public/agents/:agentId/usage',
      handler: async (_req, params) => {
        const deps = productionDeps();
        const agent = await requireAgent(deps, region, params.agentId);
        const db = deps.db(region);
        const [workspace, monthly] = await Promise.all([
          readWorkspace(db, agent.ownerID),
          monthlyMessages(db, agent.ID, deps.nowMs()),
        ]);
        const stop = agentUsageStop({
          ownerCredits: workspace?.loadTokens ?? 0,
          tokensUsage: agent.tokensUsage,
          maxTokensUsage: agent.maxTokensUsage,
          monthlyMessages: monthly,
          messagesLimit: agent.messagesLimit,
        });
        return { body: { data: { shouldContinue: stop === null } } };
      },
    },
    {
      method: 'POST',
      path: '/agents/:agentId/analytics',
      handler: async (req, params) => {
        const deps = productionDeps();
        const agent = await requireAgent(deps, region, params.agentId);
        const event = parseInput(ZAnalyticsEventInput, req.body ?? {});
        if (event.region !== region)
          throw new AppError('invalid-argument', `region: this agent lives in ${region}.`, { field: 'region' });
        const ip = clientIp(req);
        if (
          ip &&
          !(await takeRateLimit(deps.db(region), `l_${agent.ID}_${addressKey(ip)}`, LOADS_RATE_LIMIT, deps.nowMs()))
        ) {
          throw new AppError('resource-exhausted', LOADS_RATE_LIMITED);
        }
        const country = req.get('x-appengine-country') ?? req.get('x-country-code') ?? '';
        // Where the visitor is (country and address) only when the builder turned geo analytics on; the
        // address the platform saw, never one the widget claims.
        const geo = agent.enableGeoAnalytics;
        const answer = await recordWidgetLoad(deps, {
          region,
          agent,
          event: {
            ...event,
            countryCode: geo ? event.countryCode || (/^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : '') : '',
            ipAddress: geo ? ip : '',
          },
        });
        return { body: answer };
      },
    },
  ];
}
