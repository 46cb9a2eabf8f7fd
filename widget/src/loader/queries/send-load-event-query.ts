import type { TRegion } from '@parley/core/regions/region-codes';
import type { TAnalyticsEventInput } from '@parley/core/widget/public-calls';
import { PUBLIC_PATHS } from '@parley/core/widget/public-paths';
import { userAgentInfo } from '../../shared/user-agent-info';

/**
 * POST {api}/agents/{id}/analytics: the `loads` event, once per page load. Fire-and-forget: the answer
 * (monthlyMessages) is not needed and a failure must not disturb the host page. Country and IP are
 * left empty; the server fills what it can.
 */
export function sendLoadEventQuery(api: string, agentId: string, region: TRegion, now: number): void {
  const { browser, platform } = userAgentInfo(navigator.userAgent);
  const body: TAnalyticsEventInput = {
    region,
    record: 'loads',
    ts: now,
    browser,
    origin: 'web-chat',
    platform,
    countryCode: '',
    ipAddress: '',
  };
  fetch(api + PUBLIC_PATHS.analytics(agentId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}
