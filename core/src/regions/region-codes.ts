/** The two data regions. Every document lives in exactly one of them. */
export const REGIONS = ['eu', 'na'] as const;
export type TRegion = (typeof REGIONS)[number];

/** The Cloud Functions region that serves each data region. */
export const CLOUD_REGION: Record<TRegion, string> = {
  eu: 'europe-west1',
  na: 'us-central1',
};

/** The regional marker stored on agents (`region` field). */
export const AGENT_REGION_MARKER: Record<TRegion, string> = {
  eu: 'parley-eu',
  na: 'parley-na',
};

export const DEFAULT_REGION: TRegion = 'eu';

export function otherRegion(region: TRegion): TRegion {
  return region === 'eu' ? 'na' : 'eu';
}

export function isRegion(value: unknown): value is TRegion {
  return value === 'eu' || value === 'na';
}

/** 'Switching to {REGION} region...' */
export function switchingRegionMessage(region: TRegion): string {
  return `Switching to ${region.toUpperCase()} region...`;
}
