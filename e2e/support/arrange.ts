/**
 * Arranging data through the stack's own callables where the UI path is covered elsewhere, so a test
 * spends its time on what it is about.
 */
import type { TRegion, TTemplateKey } from '@parley/core';
import type { LocalStackClient } from '../../emulators/local-client';
import type { TBuilder } from '../../emulators/test-support';

/** An agent made from a template in the builder's personal workspace (or `workspaceId`); its id. */
export async function createAgent(
  client: LocalStackClient,
  builder: TBuilder,
  region: TRegion,
  agentName: string,
  agentTemplate: TTemplateKey = 'customer-support',
  workspaceId?: string,
): Promise<string> {
  const { agentCreated } = await client.call(
    region,
    'convertAgentTemplateToAgent',
    { agentName, agentTemplate, ...(workspaceId ? { workspaceId } : {}) },
    builder.session,
  );
  return agentCreated.ID;
}
