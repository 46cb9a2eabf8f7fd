import { UPLOAD_TEMPORARY_TTL_SECONDS, type TRegion } from '@parley/core';
import type { TDeps } from '../platform/deps';
import { fileStorageFromEnv } from '../providers/file-storage';

/** Removes the region's temporary uploads (`tmp/…`) older than a day; how many went. */
export async function cleanTemporaryUploads(
  deps: Pick<TDeps, 'env' | 'nowMs'>,
  region: TRegion,
): Promise<{ removed: number }> {
  const storage = await fileStorageFromEnv(deps.env, region);
  if (!storage) return { removed: 0 };
  return { removed: await storage.removeOlderThan('tmp/', deps.nowMs() - UPLOAD_TEMPORARY_TTL_SECONDS * 1000) };
}
