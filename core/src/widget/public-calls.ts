import { z } from 'zod';
import { ZRegion } from '../regions/regions';
import { ZPublicAgent } from './public-agent';

/** Public widget calls (widget-and-channels §7); the paths live in the dependency-free `public-paths.ts`. */
export { PUBLIC_PATHS } from './public-paths';

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
export type TAnalyticsEvent = z.infer<typeof ZAnalyticsEventInput>;
export const ZAnalyticsEventResponse = z.object({ monthlyMessages: z.number().int() });
