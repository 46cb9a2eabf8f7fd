import { describe, expect, it } from 'vitest';
import { DEMO_USER } from './local-config';
import { DEMO_AGENTS, seedDemo } from './seed';
import { stackClient } from './test-support';

describe('the demo seed', () => {
  it('creates a builder with a workspace in eu and two agents from templates, once', async () => {
    const client = stackClient();
    expect(await seedDemo(client)).toBe(true);
    expect(await seedDemo(client)).toBe(false);

    const session = await client.signIn(DEMO_USER.email, DEMO_USER.password);
    const { account } = await client.call('eu', 'ensureAccount', { region: 'eu' }, session);
    expect(account).toMatchObject({ region: 'eu', showOnboarding: false, displayName: DEMO_USER.displayName });
    const { agents } = await client.call('eu', 'listAgents', { workspaceId: account.uid }, session);
    expect(agents.map((a) => a.title).sort()).toEqual(DEMO_AGENTS.map((a) => a.agentName).sort());
  });
});
