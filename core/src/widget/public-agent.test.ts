import { describe, expect, it } from 'vitest';
import { newAgentFromTemplate } from '../agents/agent-defaults';
import { findTemplate } from '../agents/templates';
import { toPublicAgent } from './public-agent';

const agent = {
  ...newAgentFromTemplate({
    template: findTemplate('customer-support'),
    agentName: 'Helpdesk',
    workspaceUid: 'owner123owner12',
    region: 'eu',
    nowSeconds: 1_800_000_000,
    randomBytes: (n) => new Uint8Array(n).fill(7),
  }),
  VF_DIALOGUE_API_KEY: 'vf-secret-key',
};

describe('toPublicAgent', () => {
  const projected = toPublicAgent(agent, { region: 'eu', chatUrl: '/api/eu/v2/public/agents/x/chat', offline: true });
  const text = JSON.stringify(projected);

  it('carries what the widget renders', () => {
    expect(projected).toMatchObject({
      ID: agent.ID,
      title: 'Helpdesk',
      proactiveMessage: agent.proactiveMessage,
      vg_initMessages: agent.vg_initMessages,
      fontFamily: 'DM Sans',
      region: 'eu',
      offline: true,
    });
  });

  it('never carries a secret, key, prompt or internal field', () => {
    expect(text).not.toContain(agent.SECRET_API_KEY);
    expect(text).not.toContain('vf-secret-key');
    for (const key of [
      'SECRET_API_KEY',
      'VF_DIALOGUE_API_KEY',
      'vg_systemPrompt',
      'vg_initPrompt',
      'tokensUsage',
      'userId',
      'nodes',
      'vapiConfig',
      'voiceConfig',
    ]) {
      expect(projected).not.toHaveProperty(key);
    }
    expect(text).not.toContain(agent.vg_systemPrompt.slice(0, 40));
  });
});
