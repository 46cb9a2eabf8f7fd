import { describe, expect, it } from 'vitest';
import { visibleAgentTabs, type TAgentTabContext } from './agent-tabs';

const builderVg: TAgentTabContext = { platform: 'vg', enableNodes: false, currentTab: 'overview', viewer: 'builder' };

describe('visibleAgentTabs', () => {
  it('hides Home for the owner and shows the vg tabs, with Prompt not Canvas', () => {
    const tabs = visibleAgentTabs(builderVg);
    expect(tabs).not.toContain('home');
    expect(tabs).toEqual(expect.arrayContaining(['overview', 'voice', 'nodes', 'tools', 'kb', 'convos', 'settings']));
    expect(tabs).not.toContain('prompt');
    expect(tabs).not.toContain('integrations');
  });

  it('keeps Voice, Prompt, Canvas and Tools for vg only, Integrations for vf only', () => {
    const tabs = visibleAgentTabs({ ...builderVg, platform: 'vf' });
    for (const key of ['voice', 'nodes', 'prompt', 'tools']) expect(tabs).not.toContain(key);
    expect(tabs).toContain('integrations');
  });

  it('hides Tools in node mode and shows Canvas instead of Prompt on the canvas path', () => {
    const onNodes = visibleAgentTabs({ ...builderVg, enableNodes: true, currentTab: 'nodes' });
    expect(onNodes).not.toContain('tools');
    expect(onNodes).toContain('nodes');
    expect(onNodes).not.toContain('prompt');
    const onCanvas = visibleAgentTabs({ ...builderVg, enableNodes: true, currentTab: 'prompt' });
    expect(onCanvas).toContain('prompt');
    expect(onCanvas).not.toContain('nodes');
  });

  it('shows agencies both Prompt and Canvas when nodes are on', () => {
    const tabs = visibleAgentTabs({ ...builderVg, viewer: 'agency', enableNodes: true });
    expect(tabs).toEqual(expect.arrayContaining(['nodes', 'prompt', 'home']));
  });

  it('limits clients to canAccess, in their tab order', () => {
    const tabs = visibleAgentTabs({
      ...builderVg,
      viewer: 'client',
      canAccess: ['/home', '/convos', '/analytics', '/leads'],
      tabOrder: ['/leads', '/home'],
    });
    expect(tabs).toEqual(['leads', 'home', 'convos', 'analytics']);
  });

  it('drops tabs the user hid in this browser', () => {
    const tabs = visibleAgentTabs({ ...builderVg, hiddenTabs: ['kb', '/voice'] });
    expect(tabs).not.toContain('kb');
    expect(tabs).not.toContain('voice');
    expect(tabs).toContain('convos');
  });
});
