/** The demo of the local stack: a builder with a workspace in eu and two agents from templates. */
import type { TRegion, TTemplateKey } from '@parley/core';
import { DEMO_USER } from './local-config';
import type { LocalStackClient } from './local-client';

export const DEMO_AGENTS: { agentName: string; agentTemplate: TTemplateKey }[] = [
  { agentName: 'Support Assistant', agentTemplate: 'customer-support' },
  { agentName: 'Bram the Innkeeper', agentTemplate: 'game-npc' },
];

/** Idempotent: creates only what is missing. Returns true when it created the demo. */
export async function seedDemo(client: LocalStackClient): Promise<boolean> {
  const region: TRegion = DEMO_USER.region;
  const session = await client.signUpOrIn(DEMO_USER.email, DEMO_USER.password);
  const { account, created } = await client.call(region, 'ensureAccount', { region }, session);
  if (account.showOnboarding) {
    await client.call(region, 'completeOnboarding', { region, displayName: DEMO_USER.displayName }, session);
  }
  const { agents } = await client.call(region, 'listAgents', { workspaceId: account.uid }, session);
  const missing = DEMO_AGENTS.filter((demo) => !agents.some((agent) => agent.title === demo.agentName));
  for (const demo of missing) {
    await client.call(region, 'convertAgentTemplateToAgent', { ...demo, workspaceId: account.uid }, session);
  }
  return created || missing.length > 0;
}
