import { CLOUD_REGION, type TRegion } from '@parley/core';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { builderCallable } from '../platform/callable';
import { productionDeps } from '../platform/deps';
import { cleanTemporaryUploads } from './clean-temporary-uploads';
import { uploadFile } from './upload-file';

/** The upload operation, and the daily removal of temporary uploads (kept a day). */
export function uploadFunctions(region: TRegion) {
  return {
    uploadFile: builderCallable('uploadFile', region, ({ deps, caller, input }) =>
      uploadFile(deps, caller, region, input),
    ),
    cleanTemporaryUploads: onSchedule(
      { schedule: 'every 24 hours', region: CLOUD_REGION[region], timeoutSeconds: 300 },
      async () => {
        const { removed } = await cleanTemporaryUploads(productionDeps(), region);
        logger.info(`temporary uploads removed: ${removed}`);
      },
    ),
  };
}
