import { describe, expect, it } from 'vitest';
import { agencyLinkHost, demoLink, prototypeLink, widgetSavedLink, widgetSettingsLink } from './prototype-link';

describe('prototype link', () => {
  it('is the app path without an agency, or when its domains are not verified', () => {
    expect(prototypeLink({ region: 'eu', agentId: 'abc123' })).toBe('/app/eu/prototype?vg_id=abc123');
    expect(
      prototypeLink({
        region: 'na',
        agentId: 'abc123',
        agency: { customDomain: 'chat.acme.com', isVerifiedCustomDomain: false, VGsubDomain: 'acme.parley.app' },
      }),
    ).toBe('/app/na/prototype?vg_id=abc123');
  });

  it('uses the verified custom domain first, then the verified subdomain', () => {
    const agency = {
      customDomain: 'chat.acme.com',
      isVerifiedCustomDomain: true,
      VGsubDomain: 'acme.parley.app',
      isVerifiedSubDomain: true,
    };
    expect(prototypeLink({ region: 'eu', agentId: 'abc123', agency })).toBe(
      'https://chat.acme.com/eu/prototype/abc123',
    );
    expect(
      prototypeLink({ region: 'na', agentId: 'abc123', agency: { ...agency, isVerifiedCustomDomain: false } }),
    ).toBe('https://acme.parley.app/na/prototype/abc123');
  });

  it('ignores stored domains that are not host names', () => {
    expect(agencyLinkHost({ customDomain: 'https://Chat.Acme.com/', isVerifiedCustomDomain: true })).toBe(
      'chat.acme.com',
    );
    expect(agencyLinkHost({ customDomain: 'javascript:alert(1)', isVerifiedCustomDomain: true })).toBe('');
    expect(agencyLinkHost({ customDomain: 'acme', isVerifiedCustomDomain: true })).toBe('');
    expect(agencyLinkHost(null)).toBe('');
  });

  it('builds the demo link', () => {
    expect(demoLink({ region: 'eu', agentId: 'abc123' })).toBe('/app/eu/demo/abc123/page1');
  });

  it('saves to the agent for the built-in platform, to agents/vf for the external one', () => {
    expect(widgetSettingsLink({ region: 'na', agentId: 'abc123' })).toBe('/app/na/widget-settings?vg_id=abc123');
    expect(widgetSavedLink({ region: 'eu', agentId: 'abc123', platform: 'vg' })).toBe('/app/eu/agents/abc123');
    expect(widgetSavedLink({ region: 'eu', agentId: 'abc123', platform: 'vf' })).toBe('/app/eu/agents/vf?vg_id=abc123');
  });
});
