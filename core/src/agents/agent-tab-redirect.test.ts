import { describe, expect, it } from 'vitest';
import { agentTabRedirect, defaultAgentTab } from './agent-tab-redirect';

const vg = { platform: 'vg', enableNodes: false, viewer: 'builder' } as const;

describe('defaultAgentTab', () => {
  it('opens vg agents on Prompt and the others on Design', () => {
    expect(defaultAgentTab('vg')).toBe('nodes');
    expect(defaultAgentTab('vf')).toBe('overview');
    expect(defaultAgentTab('oai-assistants')).toBe('overview');
  });
});

describe('agentTabRedirect', () => {
  it('lets a visible tab through', () => {
    expect(agentTabRedirect({ ...vg, tab: 'overview' })).toBeNull();
    expect(agentTabRedirect({ ...vg, tab: 'settings' })).toBeNull();
  });

  it('sends a missing or unknown tab to the default tab', () => {
    expect(agentTabRedirect({ ...vg, tab: undefined })).toBe('nodes');
    expect(agentTabRedirect({ ...vg, tab: 'nope' })).toBe('nodes');
    expect(agentTabRedirect({ ...vg, platform: 'vf', tab: 'nope' })).toBe('overview');
  });

  it('sends a tab this agent does not show to the default tab', () => {
    expect(agentTabRedirect({ ...vg, tab: 'home' })).toBe('nodes');
    expect(agentTabRedirect({ ...vg, tab: 'integrations' })).toBe('nodes');
    expect(agentTabRedirect({ ...vg, platform: 'vf', tab: 'voice' })).toBe('overview');
    expect(agentTabRedirect({ ...vg, tab: 'prompt' })).toBe('nodes');
    expect(agentTabRedirect({ ...vg, enableNodes: true, tab: 'tools' })).toBe('nodes');
  });

  it('opens the Canvas when nodes are enabled', () => {
    expect(agentTabRedirect({ ...vg, enableNodes: true, tab: 'prompt' })).toBeNull();
    expect(agentTabRedirect({ ...vg, enableNodes: true, tab: 'nodes' })).toBeNull();
  });
});
