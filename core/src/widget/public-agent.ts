import { z } from 'zod';
import { ZAgentEditable, type TAgent } from '../agents/agent';
import { ZRegion } from '../regions/regions';

/**
 * GET {api}/public/agents/{id}: only what the widget needs to render and behave. A projection by
 * allow-list, so a new agent field stays private until it is added here on purpose. Never a secret,
 * key, channel token, prompt, or anything of the owner's but the id the spec's credit check needs.
 */
export const ZPublicAgent = ZAgentEditable.pick({
  title: true,
  description: true,
  agentPlatform: true,
  roundedImageURL: true,
  avatarImageUrl: true,
  headerImageUrl: true,
  chatBgURL: true,
  branding: true,
  proactiveMessage: true,
  theme: true,
  customThemeJSONString: true,
  scrollAnimation: true,
  ui: true,
  tabs: true,
  messageDelayMS: true,
  delayBeforeSubmit: true,
  chatForget: true,
  lang: true,
  enableHumanHandoff: true,
  UIhandoffTitle: true,
  UIhandoffSubtitle: true,
  alwaysShowHandoff: true,
  autoStartWidget: true,
  syncBrowser: true,
  listenForUrlChanges: true,
  recordChatHistory: true,
  buttonsLayout: true,
  fontFamily: true,
  ADVANCED_customCSS: true,
  enableGeoAnalytics: true,
  vg_initMessages: true,
}).extend({
  ID: z.string(),
  ownerID: z.string(),
  region: ZRegion,
  /** Where the widget posts chat messages (a streaming-capable URL; see README "Streaming"). */
  chatUrl: z.string(),
  /** True when no LLM is configured: the agent answers in offline mode. */
  offline: z.boolean(),
});
export type TPublicAgent = z.infer<typeof ZPublicAgent>;

const PUBLIC_KEYS = Object.keys(ZPublicAgent.shape) as (keyof TPublicAgent)[];

/** The projection of a stored agent; `extra` carries what only the server knows. */
export function toPublicAgent(
  agent: TAgent,
  extra: { region: TPublicAgent['region']; chatUrl: string; offline: boolean },
): TPublicAgent {
  const source: Record<string, unknown> = { ...agent, ...extra };
  const out: Record<string, unknown> = {};
  for (const key of PUBLIC_KEYS) out[key] = source[key];
  return ZPublicAgent.parse(out);
}
