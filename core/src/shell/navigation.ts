/** The signed-in app shell's side navigation (agency-shell §2.2). Paths are under /app/{region}. */
export interface TNavEntry {
  label: string;
  path: string;
  /** Agency owners only. */
  agencyOnly?: boolean;
}
export interface TNavGroup {
  label: string;
  entries: TNavEntry[];
}

export const NAV_TOP: TNavEntry = { label: 'Agents', path: '/agents' };
export const NAV_GROUPS: TNavGroup[] = [
  {
    label: 'Integrations',
    entries: [
      { label: 'Functions', path: '/integrations' },
      { label: 'Meta Pages', path: '/meta-pages' },
      { label: 'WhatsApp', path: '/whatsapp-numbers' },
      { label: 'Twilio Numbers', path: '/twilio-numbers' },
    ],
  },
  {
    label: 'Utilities',
    entries: [
      { label: 'Crawler', path: '/automations' },
      { label: 'Events', path: '/events' },
      { label: 'Sessions', path: '/sessions' },
    ],
  },
  {
    label: 'Whitelabel',
    entries: [
      { label: 'Agency', path: '/agency', agencyOnly: true },
      { label: 'Clients', path: '/clients', agencyOnly: true },
    ],
  },
];
export const NAV_BOTTOM: TNavEntry = { label: 'Credentials', path: '/credentials' };

export const APP_SIDEBAR_OPEN_PX = 200;
export const APP_SIDEBAR_CLOSED_PX = 65;
export const AGENT_SIDEBAR_EXPANDED_PX = 250;
export const AGENT_SIDEBAR_COLLAPSED_PX = 75;
export const TEST_CHAT_PANEL_PX = 450;

/** Public header links (agency-shell §2.3). */
export const PUBLIC_HEADER_LINKS = [
  { label: 'Affiliates', href: '/affiliates' },
  { label: 'Docs', href: '/docs' },
  { label: 'Discord', href: 'https://discord.com', external: true },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Sign in', href: '/login' },
] as const;

export const LANDING_PAGE_PATHS = [
  '/landing2',
  '/voice-agent',
  '/chatbot',
  '/whatsapp',
  '/demo',
  '/integrations',
  '/get-free-plan',
] as const;

export const LANDING_HEADER_LINKS = [
  { label: 'Integration list', href: '/integrations' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Get free plan now', href: '/get-free-plan' },
  { label: 'About Us', href: '/legal/about' },
  { label: 'Security', href: '/legal/privacy-policy' },
] as const;

export const FOOTER_LINKS = [
  { label: 'About', href: '/legal/about' },
  { label: 'Privacy Policy', href: '/legal/privacy-policy' },
  { label: 'Terms of Service', href: '/legal/tos' },
  { label: 'Refund Policy', href: '/legal/refund-policy' },
  { label: 'Cookie Policy', href: '/legal/cookie-policy' },
  { label: 'Contact', href: '/legal/contact' },
  { label: 'GDPR', href: '/legal/gdpr' },
] as const;
export const FOOTER_SOCIAL_LINKS = [
  { label: 'Discord', href: 'https://discord.com' },
  { label: 'YouTube', href: 'https://www.youtube.com' },
] as const;

/** Paths under which the public footer is hidden. */
export const FOOTER_HIDDEN_PREFIXES = ['/agents', '/eu', '/na', '/app'] as const;

export function isLandingPath(pathname: string): boolean {
  return (LANDING_PAGE_PATHS as readonly string[]).includes(pathname.replace(/\/$/, '') || '/');
}

export function isFooterHidden(pathname: string): boolean {
  return FOOTER_HIDDEN_PREFIXES.some((p) => pathname === p || pathname.startsWith(p + '/'));
}
