import { z } from 'zod';
import { ID_PATTERN } from '../ids/ids';
import { ZRegion } from '../regions/regions';
import { ZAgent, ZAgentListItem, ZAgentPatch } from './agent';
import { ZAgentBackup } from './agent-backup';
import { ZTemplateKey } from './templates';
import { AGENT_NAME_REQUIRED } from './agent-messages';

export const ZId = z.string().regex(ID_PATTERN, 'Invalid id.');

/** convertAgentTemplateToAgent (widget-and-channels §7). `workspaceId` defaults to the personal workspace. */
export const ZConvertAgentTemplateInput = z.object({
  agentName: z.string().trim().min(1, AGENT_NAME_REQUIRED).max(100, 'An agent name can be at most 100 characters.'),
  agentTemplate: ZTemplateKey,
  workspaceId: ZId.optional(),
});
export const ZConvertAgentTemplateOutput = z.object({
  agentCreated: z.object({ ID: z.string(), region: ZRegion, enableNodes: z.boolean(), title: z.string() }),
});

export const ZListAgentsInput = z.object({ workspaceId: ZId });
export const ZListAgentsOutput = z.object({ agents: z.array(ZAgentListItem) });

/** getAgent: the agent in this region, or where it lives instead. */
export const ZGetAgentInput = z.object({ agentId: ZId });
export const ZGetAgentOutput = z.discriminatedUnion('status', [
  z.object({ status: z.literal('found'), agent: ZAgent, workspaceId: z.string() }),
  z.object({ status: z.literal('other-region'), region: ZRegion }),
]);

/** saveAgent (callable) and POST /v2/agents/{agentId} (REST): a patch of editable fields. */
export const ZSaveAgentInput = z.object({ agentId: ZId, agent: ZAgentPatch });
export const ZSaveAgentOutput = z.object({ agent: ZAgent });

/** REST answer of POST /v2/agents/{agentId}: the spec's `error` field, empty on success. */
export const ZSaveAgentRestOutput = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  data: ZAgent.optional(),
});

/**
 * regenerateAgentSecret: a new SECRET_API_KEY (`vg_` plus 20 random characters) for the agent; the old
 * one stops working at once. Members of the agent's workspace only.
 */
export const ZRegenerateAgentSecretInput = z.object({ agentId: ZId });
export const ZRegenerateAgentSecretOutput = z.object({ agent: ZAgent });

/**
 * saveAgentBackup (agency-shell §8): after a Publish, a version backup of the agent as the server holds
 * it. `workspaceId` must be the agent's workspace. Members of that workspace only.
 */
export const ZSaveAgentBackupInput = z.object({ agentId: ZId, workspaceId: ZId });
export const ZSaveAgentBackupOutput = z.object({ backup: ZAgentBackup.pick({ ID: true, ts: true }) });

/** getLatestBackup (agency-shell §8): the agent's latest version backup, or null. Members only. */
export const ZGetLatestBackupInput = z.object({ agentId: ZId });
export const ZGetLatestBackupOutput = z.object({
  backup: ZAgentBackup.pick({ ID: true, ts: true, agent: true }).nullable(),
});
