import { describe, expect, it } from 'vitest';
import { AGENT_PLATFORMS } from './agent';
import { agentPlatformLabel } from './agent-platform-label';

describe('agentPlatformLabel', () => {
  it('names every platform type', () => {
    for (const platform of AGENT_PLATFORMS) expect(agentPlatformLabel(platform).trim(), platform).not.toBe('');
    expect(agentPlatformLabel('vg')).toBe('Built-in');
    expect(agentPlatformLabel('vf')).toBe('Voiceflow');
  });
});
