import { describe, expect, it } from 'vitest';
import { agentShellLayout } from './agent-shell-layout';

describe('agentShellLayout', () => {
  it('gives phones horizontal tabs whatever the organisation chose', () => {
    expect(agentShellLayout({ isPhone: true, viewer: 'client', orgLayout: 'vertical' })).toBe('horizontal');
  });

  it('gives signed-in owners horizontal tabs on any screen', () => {
    expect(agentShellLayout({ isPhone: false, viewer: 'builder', orgLayout: 'vertical' })).toBe('horizontal');
    expect(agentShellLayout({ isPhone: false, viewer: 'agency' })).toBe('horizontal');
  });

  it("otherwise follows the organisation's dashboardLayout, vertical by default", () => {
    expect(agentShellLayout({ isPhone: false, viewer: 'client', orgLayout: 'horizontal' })).toBe('horizontal');
    expect(agentShellLayout({ isPhone: false, viewer: 'client', orgLayout: 'vertical' })).toBe('vertical');
    expect(agentShellLayout({ isPhone: false, viewer: 'client' })).toBe('vertical');
    expect(agentShellLayout({ isPhone: false, viewer: 'client', orgLayout: null })).toBe('vertical');
  });
});
