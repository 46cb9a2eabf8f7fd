import type { TRegion } from '../regions/region-codes';
import { appNavPath } from './app-nav-path';
import type { TNavEntry } from './navigation';

/** An entry is the current one on its own page and on every page under it (Agents on an agent's tabs). */
export function isNavEntryActive(pathname: string, region: TRegion, entry: TNavEntry): boolean {
  const path = appNavPath(region, entry);
  return pathname === path || pathname.startsWith(`${path}/`);
}
