import { describe, expect, it } from 'vitest';
import { agentHomePath } from './agent-home-path';

describe('agentHomePath', () => {
  it('opens an agent on nodes or overview in its region', () => {
    expect(agentHomePath('eu', { ID: 'abcDEF0123456789', enableNodes: true })).toBe(
      '/app/eu/agents/abcDEF0123456789/nodes',
    );
    expect(agentHomePath('na', { ID: 'abcDEF0123456789', enableNodes: false })).toBe(
      '/app/na/agents/abcDEF0123456789/overview',
    );
  });

  it('shows the debugger after creation', () => {
    expect(agentHomePath('eu', { ID: 'a1', enableNodes: true }, { showDebugger: true })).toBe(
      '/app/eu/agents/a1/nodes?showDebugger=true',
    );
    expect(agentHomePath('na', { ID: 'a1', enableNodes: false }, { showDebugger: true })).toBe(
      '/app/na/agents/a1/overview?showDebugger=true',
    );
  });
});
