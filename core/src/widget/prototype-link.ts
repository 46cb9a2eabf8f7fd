import type { TAgentPlatform } from '../agents/agent';
import type { TRegion } from '../regions/region-codes';

/** The agency fields the Prototype link depends on (widget-and-channels §3 Agency). */
export interface TAgencyDomains {
  customDomain?: string;
  isVerifiedCustomDomain?: boolean;
  /** The platform subdomain as stored (the root domain suffix is appended on submit). */
  VGsubDomain?: string;
  isVerifiedSubDomain?: boolean;
}

/** A host name as stored, without scheme, path or trailing dot; '' when it is not one. */
function hostOf(domain: string | undefined): string {
  const host = (domain ?? '')
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/\.$/, '');
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(host) ? host : '';
}

/**
 * The agency's own host for public links: its verified custom domain, else its verified subdomain,
 * else none (agency-shell §2.1, widget-and-channels §2.2).
 */
export function agencyLinkHost(agency: TAgencyDomains | null | undefined): string {
  if (!agency) return '';
  if (agency.isVerifiedCustomDomain) {
    const host = hostOf(agency.customDomain);
    if (host) return host;
  }
  if (agency.isVerifiedSubDomain) return hostOf(agency.VGsubDomain);
  return '';
}

/**
 * The Prototype link of a widget (widget-and-channels §2.2): /app/{region}/prototype?vg_id={id} on the
 * current host; on an agency's verified custom domain or verified subdomain https://{domain}/{region}/prototype/{id}.
 */
export function prototypeLink(args: { region: TRegion; agentId: string; agency?: TAgencyDomains | null }): string {
  const id = encodeURIComponent(args.agentId);
  const host = agencyLinkHost(args.agency);
  return host ? `https://${host}/${args.region}/prototype/${id}` : `/app/${args.region}/prototype?vg_id=${id}`;
}

/** The Demo link of a widget: /app/{region}/demo/{id}/page1. */
export function demoLink(args: { region: TRegion; agentId: string }): string {
  return `/app/${args.region}/demo/${encodeURIComponent(args.agentId)}/page1`;
}

/** The widget settings page of an agent (widget-and-channels §2.2: `vg_id` selects the widget). */
export function widgetSettingsLink(args: { region: TRegion; agentId: string }): string {
  return `/app/${args.region}/widget-settings?vg_id=${encodeURIComponent(args.agentId)}`;
}

/**
 * Where Save on the widget settings page goes (widget-and-channels §2.2): the agent for the built-in
 * platform, /app/{region}/agents/vf?vg_id={id} for an external-platform (vf) agent.
 */
export function widgetSavedLink(args: { region: TRegion; agentId: string; platform: TAgentPlatform }): string {
  const id = encodeURIComponent(args.agentId);
  return args.platform === 'vf' ? `/app/${args.region}/agents/vf?vg_id=${id}` : `/app/${args.region}/agents/${id}`;
}

/** Where the widget list is (a widget that is not yours sends you there). */
export function widgetListLink(region: TRegion): string {
  return `/app/${region}/widgets`;
}
