import { describe, expect, it } from 'vitest';
import { ZAgent, ZAgentPatch } from './agent';
import { DEFAULT_AGENT_DESCRIPTION, newAgentFromTemplate } from './agent-defaults';
import { findTemplate } from './templates';

const counter = () => {
  let i = 0;
  return (n: number) => Uint8Array.from({ length: n }, () => i++ % 62);
};

function create(key: Parameters<typeof findTemplate>[0]) {
  return newAgentFromTemplate({
    template: findTemplate(key),
    agentName: '  Helpdesk  ',
    workspaceUid: 'W'.repeat(15),
    region: 'eu',
    nowSeconds: 1_800_000_000,
    randomBytes: counter(),
  });
}

describe('newAgentFromTemplate', () => {
  it('carries every default of widget-and-channels §9', () => {
    const agent = create('blank-template');
    expect(agent.ID).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(agent.SECRET_API_KEY).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(agent.description).toBe(DEFAULT_AGENT_DESCRIPTION);
    expect(agent.description).toBe('Your virtual assistant.');
    expect(agent.proactiveMessage.length).toBeGreaterThan(0);
    expect(agent.messageDelayMS).toBe(1000);
    expect(agent.maxTokensUsage).toBe(0);
    expect(agent.lang).toBe('en');
    expect(agent.recordChatHistory).toBe(true);
    expect(agent.vg_defaultModel).toBe('gpt-4o');
    expect(agent.vg_temperature).toBe(0.5);
    expect(agent.vg_maxTokens).toBe(1024);
    expect(agent.vg_kbDefaultDimension).toBe(1536);
    expect(agent.vgOptions.maxChunkSize).toBe(2424);
    expect(agent.fontFamily).toBe('DM Sans');
    expect(agent.voiceConfig.transcriber).toEqual({
      provider: 'deepgram',
      modelId: 'nova-2',
      language: 'en',
      utteranceThreshold: 50,
    });
    expect(agent.voiceConfig.speechGen.voiceId).toBe('asteria');
    expect(agent.voiceConfig.config.backgroundNoise).toBe('restaurant');
  });

  it('is owned by the workspace, stamped, named, in its region', () => {
    const agent = create('blank-template');
    expect(agent.title).toBe('Helpdesk');
    expect(agent.ownerID).toBe('W'.repeat(15));
    expect(agent.region).toBe('parley-eu');
    expect(agent.lastModified).toBe(1_800_000_000);
    expect(agent.tokensUsage).toBe(0);
    expect(agent.agentPlatform).toBe('vg');
  });

  it("applies the template's own content over the defaults", () => {
    const support = create('customer-support');
    expect(support.vg_systemPrompt).toContain('customer support');
    expect(support.enableNodes).toBe(true);
    expect(support.nodes[0]?.type).toBe('start');
    expect(support.nodes.at(-1)?.type).toBe('end');
    expect(support.voiceConfig.transcriber.utteranceThreshold).toBe(150);
    expect(support.voiceConfig.transcriber.provider).toBe('deepgram');
    expect(create('game-npc').vg_temperature).toBe(0.9);
    expect(create('blank-template').enableNodes).toBe(false);
  });

  it('produces a valid stored agent for every template', () => {
    for (const key of [
      'customer-support',
      'real-estate-agent',
      'health-care-agent',
      'confirm-email',
      'make-appointment',
      'blank-template',
      'game-npc',
    ] as const) {
      expect(() => ZAgent.parse(create(key))).not.toThrow();
    }
  });
});

describe('ZAgentPatch', () => {
  it('rejects a max chunk size below 1000 with the spec message', () => {
    const result = ZAgentPatch.safeParse({ vgOptions: { maxChunkSize: 999 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Max chunk size must be greater than 1000');
    expect(ZAgentPatch.safeParse({ vgOptions: { maxChunkSize: 1000 } }).success).toBe(true);
  });

  it('drops server-owned fields so a save cannot forge them', () => {
    const parsed = ZAgentPatch.parse({
      title: 'x',
      tokensUsage: 0,
      SECRET_API_KEY: 'vg_x',
      ownerID: 'other',
      lastModified: 1,
    });
    expect(parsed).toEqual({ title: 'x' });
  });

  it('rejects an empty title and a temperature out of range', () => {
    expect(ZAgentPatch.safeParse({ title: '  ' }).error?.issues[0]?.message).toBe(
      'Please provide a name for the agent.',
    );
    expect(ZAgentPatch.safeParse({ vg_temperature: 2.5 }).success).toBe(false);
  });
});
