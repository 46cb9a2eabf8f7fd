import { findTemplate, newAgentFromTemplate, type TRegion, type TTemplateKey } from '@parley/core';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import type { TCaller } from '../workspaces/caller';
import { requireMembership } from '../workspaces/workspace-access';
import { readPersonalWorkspace } from '../workspaces/workspace-store';
import { AGENTS } from './agent-store';

/** Create an agent from a template in the caller's workspace (the personal one unless named) and region. */
export async function convertAgentTemplateToAgent(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
  input: { agentName: string; agentTemplate: TTemplateKey; workspaceId?: string | undefined },
) {
  const db = deps.db(region);
  const workspace = input.workspaceId
    ? await requireMembership(db, input.workspaceId, caller)
    : await readPersonalWorkspace(db, caller.authUid);
  if (!workspace)
    throw new AppError('failed-precondition', `You have no workspace in the ${region.toUpperCase()} region.`);

  const agent = newAgentFromTemplate({
    template: findTemplate(input.agentTemplate),
    agentName: input.agentName,
    workspaceUid: workspace.uid,
    region,
    nowSeconds: deps.nowSeconds(),
    randomBytes: deps.randomBytes,
  });
  await db.collection(AGENTS).doc(agent.ID).create(agent);
  return { agentCreated: { ID: agent.ID, region, enableNodes: agent.enableNodes, title: agent.title } };
}
