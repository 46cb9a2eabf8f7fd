import type { TRegion } from '../regions/region-codes';
import type { TNavEntry } from './navigation';

/** The address of a side navigation entry in `region`: /app/{region}{path} (agency-shell §2.1). */
export function appNavPath(region: TRegion, entry: TNavEntry): string {
  return `/app/${region}${entry.path}`;
}
