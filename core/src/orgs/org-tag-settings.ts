import { z } from 'zod';

/**
 * The organisation fields (agency-shell §3.5) that rule the tags of its agents' knowledge (§2.8):
 * `predefinedTags` are offered on the Knowledge page, and with `disallowAnyTags` ('Allow Only Predefined
 * Tags') they are the only tags allowed. An organisation owns the agents listed in its `widgetIDs`.
 * Anything malformed reads as unset, so a bad record never blocks a builder.
 */
export const ZOrgTagSettings = z.object({
  predefinedTags: z.array(z.string()).catch([]).default([]),
  disallowAnyTags: z.boolean().catch(false).default(false),
});
export type TOrgTagSettings = z.infer<typeof ZOrgTagSettings>;
