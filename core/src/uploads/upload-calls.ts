import { z } from 'zod';
import { ZId } from '../agents/agent-calls';
import { UPLOAD_PATH_INVALID, UPLOAD_PAYLOAD_INVALID } from './upload-messages';
import { UPLOAD_TARGET_PATH } from './upload-rules';

/**
 * The upload operation (widget-and-channels §7): input agentId, userId (the agent's workspace),
 * base64Payload, targetPath (`kb/…` or `images/…` plus the file name), temporary (kept a day only);
 * the answer carries `data.url`. The size is checked after decoding.
 */
export const ZUploadFileInput = z.object({
  agentId: ZId,
  userId: ZId,
  base64Payload: z
    .string()
    .min(1, UPLOAD_PAYLOAD_INVALID)
    // Strings longer than the largest upload in base64 are refused before decoding.
    .max(20_000_000, UPLOAD_PAYLOAD_INVALID)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, UPLOAD_PAYLOAD_INVALID),
  targetPath: z.string().regex(UPLOAD_TARGET_PATH, UPLOAD_PATH_INVALID),
  temporary: z.boolean().default(false),
});
export const ZUploadFileOutput = z.object({ data: z.object({ url: z.string() }) });
