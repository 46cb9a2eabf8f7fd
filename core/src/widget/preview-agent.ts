import type { TAgent } from '../agents/agent';
import { toPublicAgent, ZPublicAgent, type TPublicAgent } from './public-agent';

const PUBLIC_FIELDS = Object.keys(ZPublicAgent.shape) as (keyof TPublicAgent)[];

/**
 * What the dashboard's live preview shows: the public projection of the unsaved draft. A field the
 * builder left invalid for now (a half-typed address) shows its saved value instead, so the preview
 * never paints with something the server would refuse.
 */
export function previewPublicAgent(
  draft: TAgent,
  server: TAgent,
  extra: Parameters<typeof toPublicAgent>[1],
): TPublicAgent {
  const saved = toPublicAgent(server, extra);
  const wanted: Record<string, unknown> = { ...draft, ...extra };
  const out: Record<string, unknown> = { ...saved };
  for (const field of PUBLIC_FIELDS) {
    if (ZPublicAgent.shape[field].safeParse(wanted[field]).success) out[field] = wanted[field];
  }
  return ZPublicAgent.parse(out);
}
