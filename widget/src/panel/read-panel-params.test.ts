import { widgetPanelUrl } from '@parley/core/widget/embed';
import { describe, expect, it } from 'vitest';
import { readPanelParams } from './read-panel-params';

const ORIGIN = 'https://app.parley.test';

describe('readPanelParams', () => {
  it('reads what widgetPanelUrl writes', () => {
    const url = new URL(widgetPanelUrl(ORIGIN, { agentId: 'abc123', region: 'na', mode: 'test' }));
    expect(readPanelParams(url.hash, ORIGIN)).toEqual({
      agentId: 'abc123',
      region: 'na',
      mode: 'test',
      api: 'https://app.parley.test/api/na',
    });
  });

  it('takes an API override only on its own origin: a link cannot make it speak for another server', () => {
    expect(readPanelParams('#agentId=a&region=eu&mode=widget&api=%2Fapi%2Feu-canary%2F', ORIGIN)?.api).toBe(
      `${ORIGIN}/api/eu-canary`,
    );
    expect(readPanelParams(`#agentId=a&region=eu&api=${encodeURIComponent(`${ORIGIN}/api/eu2`)}`, ORIGIN)?.api).toBe(
      `${ORIGIN}/api/eu2`,
    );
    expect(readPanelParams('#agentId=a&region=eu&mode=page&api=https%3A%2F%2Fevil.example%2Fapi', ORIGIN)?.api).toBe(
      `${ORIGIN}/api/eu`,
    );
    expect(
      readPanelParams('#agentId=a&region=eu&mode=widget&api=http%3A%2F%2Flocalhost%3A9000%2Fapi%2Feu%2F', ORIGIN)?.api,
    ).toBe(`${ORIGIN}/api/eu`);
    expect(readPanelParams('#agentId=a&region=eu&api=javascript%3Aalert(1)', ORIGIN)?.api).toBe(`${ORIGIN}/api/eu`);
  });

  it('refuses a missing agent, an unknown region or mode', () => {
    expect(readPanelParams('#region=eu', ORIGIN)).toBeNull();
    expect(readPanelParams('#agentId=a&region=us', ORIGIN)).toBeNull();
    expect(readPanelParams('#agentId=a&region=eu&mode=evil', ORIGIN)).toBeNull();
  });
});
