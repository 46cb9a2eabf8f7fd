import { z } from 'zod';
import { ZRegion } from '../regions/regions';
import { ZPublicAgent } from './public-agent';

/** Public widget calls (widget-and-channels §7), relative to the regional API base `{api}`. */
export const PUBLIC_PATHS = {
  agent: (agentId: string) => `/public/agents/${encodeURIComponent(agentId)}`,
  checkCredits: (ownerId: string) => `/public/users/${encodeURIComponent(ownerId)}/check-credits`,
  usage: (agentId: string) => `/v2/public/agents/${encodeURIComponent(agentId)}/usage`,
  analytics: (agentId: string) => `/agents/${encodeURIComponent(agentId)}/analytics`,
} as const;

export const ZPublicAgentResponse = z.object({ data: ZPublicAgent });
export const ZCheckCreditsResponse = z.object({ continue: z.boolean(), hasEverPaid: z.boolean() });
export const ZUsageResponse = z.object({ data: z.object({ shouldContinue: z.boolean() }) });

/** POST {api}/agents/{id}/analytics — the `loads` event of a widget. */
export const ZAnalyticsEventInput = z.object({
  region: ZRegion,
  record: z.literal('loads'),
  /** Unix milliseconds on the visitor's clock (kept as sent; the server stamps its own time too). */
  ts: z.number().int().positive(),
  browser: z.string().trim().max(40),
  origin: z.literal('web-chat'),
  platform: z.string().trim().max(40),
  countryCode: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/, 'countryCode must be a two-letter country code.')
    .transform((v) => v.toUpperCase()),
  ipAddress: z
    .string()
    .trim()
    .max(45)
    .regex(/^[0-9A-Fa-f:.]*$/, 'ipAddress must be an IP address.'),
});
export type TAnalyticsEventInput = z.input<typeof ZAnalyticsEventInput>;
export const ZAnalyticsEventResponse = z.object({ monthlyMessages: z.number().int() });
