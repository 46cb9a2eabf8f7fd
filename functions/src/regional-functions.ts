import { apiBasePath, CLOUD_REGION, type TRegion } from '@parley/core';
import { onRequest } from 'firebase-functions/v2/https';
import { agentRoutes } from './agents/agent-routes';
import { convertAgentTemplateToAgent } from './agents/convert-agent-template-to-agent';
import { getAgent } from './agents/get-agent';
import { getLatestBackup } from './agents/get-latest-backup';
import { listAgents } from './agents/list-agents';
import { regenerateAgentSecret } from './agents/regenerate-agent-secret';
import { saveAgent } from './agents/save-agent';
import { saveAgentBackup } from './agents/save-agent-backup';
import { chatRoutes } from './chat/chat-routes';
import { getConversation } from './chat/get-conversation';
import { listConversations } from './chat/list-conversations';
import { builderCallable } from './platform/callable';
import { productionDeps } from './platform/deps';
import { createRouter } from './platform/http-router';
import { completeOnboarding } from './workspaces/complete-onboarding';
import { ensureAccount } from './workspaces/ensure-account';
import { fileRoutes } from './uploads/file-routes';
import { uploadFunctions } from './uploads/upload-functions';
import { getAgentAnalytics } from './widget/get-agent-analytics';
import { publicRoutes } from './widget/public-routes';
import { visitorActionRoutes } from './widget/visitor-action-routes';
import { listWorkspaces } from './workspaces/list-workspaces';
import { kbFunctions } from './kb/kb-functions';
import { createKbIndexCache } from './kb/kb-index-cache';
import { kbRoutes } from './kb/kb-routes';
import { productionKbProviders } from './kb/kb-providers';

/** Every function of one region; deployed as the group `eu` or `na` (see index.ts). */
export function regionalFunctions(region: TRegion) {
  // The chat's and the search's knowledge indexes, kept for the life of the function instance.
  const kbCache = createKbIndexCache();
  const kb = () => productionKbProviders(productionDeps(), kbCache);
  return {
    ...kbFunctions(region, kb),
    ...uploadFunctions(region),
    ensureAccount: builderCallable('ensureAccount', region, ({ deps, caller, input }) =>
      ensureAccount(deps, caller, input.region),
    ),
    completeOnboarding: builderCallable('completeOnboarding', region, async ({ deps, caller, input }) => ({
      account: await completeOnboarding(deps, caller, input),
    })),
    listWorkspaces: builderCallable('listWorkspaces', region, async ({ deps, caller }) => ({
      workspaces: await listWorkspaces(deps, caller),
    })),
    convertAgentTemplateToAgent: builderCallable('convertAgentTemplateToAgent', region, ({ deps, caller, input }) =>
      convertAgentTemplateToAgent(deps, caller, region, input),
    ),
    listAgents: builderCallable('listAgents', region, async ({ deps, caller, input }) => ({
      agents: await listAgents(deps, caller, region, input.workspaceId),
    })),
    getAgent: builderCallable('getAgent', region, ({ deps, caller, input }) =>
      getAgent(deps, caller, region, input.agentId),
    ),
    saveAgent: builderCallable('saveAgent', region, async ({ deps, caller, input }) => ({
      agent: await saveAgent(deps, { kind: 'builder', caller }, region, input.agentId, input.agent),
    })),
    listConversations: builderCallable('listConversations', region, ({ deps, caller, input }) =>
      listConversations(deps, caller, region, input),
    ),
    getConversation: builderCallable('getConversation', region, ({ deps, caller, input }) =>
      getConversation(deps, caller, region, input),
    ),
    getAgentAnalytics: builderCallable('getAgentAnalytics', region, ({ deps, caller, input }) =>
      getAgentAnalytics(deps, caller, region, input.agentId),
    ),
    regenerateAgentSecret: builderCallable('regenerateAgentSecret', region, async ({ deps, caller, input }) => ({
      agent: await regenerateAgentSecret(deps, caller, region, input.agentId),
    })),
    saveAgentBackup: builderCallable('saveAgentBackup', region, ({ deps, caller, input }) =>
      saveAgentBackup(deps, caller, region, input),
    ),
    getLatestBackup: builderCallable('getLatestBackup', region, ({ deps, caller, input }) =>
      getLatestBackup(deps, caller, region, input.agentId),
    ),
    api: onRequest(
      { region: CLOUD_REGION[region], timeoutSeconds: 120 },
      createRouter(
        [
          ...agentRoutes(region),
          ...publicRoutes(region),
          ...visitorActionRoutes(region),
          ...chatRoutes(region, kb),
          ...fileRoutes(region),
          ...kbRoutes(region, kb),
        ],
        apiBasePath(region),
      ),
    ),
  };
}
