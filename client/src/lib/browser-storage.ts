/** Values kept in the browser (agency-shell §3.13, workspaces §3 "Persisted client state"), under one prefix. */
export const STORAGE_KEYS = {
  region: 'parley.region',
  selectedWorkspace: 'parley.selectedWorkspace',
  workspaceSecret: 'parley.workspaceSecret',
  selectedAgent: 'parley.selectedAgent',
  hiddenTabs: 'parley.hiddenTabs',
  navGroups: 'parley.navGroupsCollapsed',
  navOpen: 'parley.navOpen',
  agentNavExpanded: 'parley.agentNavExpanded',
  /** Ids of the agents whose deploy hint after Publish was turned off ('Don't show this again'). */
  deployHintOff: 'parley.deployHintOff',
  theme: 'parley.theme',
  userData: 'parley.userData',
  referralCode: 'parley.referralCode',
} as const;
export type TStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys a sign-out clears. The theme and layout choices stay with the browser. */
const SESSION_KEYS: TStorageKey[] = [
  STORAGE_KEYS.selectedWorkspace,
  STORAGE_KEYS.workspaceSecret,
  STORAGE_KEYS.selectedAgent,
  STORAGE_KEYS.userData,
];

export function readStored<T>(key: TStorageKey, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: TStorageKey, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the choice simply is not remembered
  }
}

export function clearSessionStorage(): void {
  SESSION_KEYS.forEach((key) => localStorage.removeItem(key));
  document.cookie = `${AUTH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** The auth token cookie: kept 30 days (agency-shell §9), cleared on sign-out. */
export const AUTH_COOKIE = 'parley-auth-token';
export const AUTH_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export function storeAuthToken(token: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${AUTH_COOKIE}=${token}; Max-Age=${AUTH_COOKIE_MAX_AGE_S}; Path=/; SameSite=Strict${secure}`;
}
