import { describe, expect, it } from 'vitest';
import { agentHomeTab } from './agent-home-tab';

describe('agentHomeTab', () => {
  it('opens an agent with nodes enabled on its nodes tab', () => {
    expect(agentHomeTab({ enableNodes: true })).toBe('nodes');
  });

  it('opens any other agent on its overview tab', () => {
    expect(agentHomeTab({ enableNodes: false })).toBe('overview');
  });
});
