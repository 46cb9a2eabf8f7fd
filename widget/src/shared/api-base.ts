import type { TRegion } from '@parley/core/regions/region-codes';

/** The regional API base `{origin}/api/{region}` (README "Regions and functions"), without a trailing slash. */
export function apiBase(origin: string, region: TRegion): string {
  return `${origin.replace(/\/+$/, '')}/api/${region}`;
}
