import {
  fileExtension,
  randomString,
  safeFileName,
  UPLOAD_CONTENT_MISMATCH,
  uploadError,
  uploadPurposeOf,
  type TRegion,
  type ZUploadFileInput,
} from '@parley/core';
import type { z } from 'zod';
import { requireAgentAccess } from '../agents/agent-access';
import { AppError } from '../platform/app-error';
import type { TDeps } from '../platform/deps';
import { fileStorageFromEnv } from '../providers/file-storage';
import type { TCaller } from '../workspaces/caller';
import { fileContentType, looksLikeImage } from './file-content-type';
import { filePublicUrl, uploadedFilePath } from './file-paths';

export const UPLOADS_NOT_CONFIGURED =
  'File uploads are not configured on this server (set PARLEY_FILES_DIR, or PARLEY_BUCKET_EU / PARLEY_BUCKET_NA).';
export const UPLOAD_WRONG_WORKSPACE = 'userId: this agent belongs to another workspace.';

/**
 * The upload operation (widget-and-channels §7): a member of the agent's workspace stores a file for
 * it; the answer's `data.url` serves it for a year. Bad type, size or content changes nothing.
 */
export async function uploadFile(
  deps: TDeps,
  caller: TCaller,
  region: TRegion,
  input: z.infer<typeof ZUploadFileInput>,
): Promise<{ data: { url: string } }> {
  const { agent, workspace } = await requireAgentAccess(deps.db(region), input.agentId, { kind: 'builder', caller });
  if (workspace.uid !== input.userId)
    throw new AppError('invalid-argument', UPLOAD_WRONG_WORKSPACE, { field: 'userId' });

  const purpose = uploadPurposeOf(input.targetPath)!;
  const fileName = input.targetPath.slice(purpose.length + 1);
  const extension = fileExtension(fileName) ?? '';
  const bytes = Buffer.from(input.base64Payload, 'base64');
  const problem = uploadError({ name: fileName, sizeBytes: bytes.length }, purpose);
  if (problem) throw new AppError('invalid-argument', problem, { field: 'base64Payload' });
  if (purpose === 'images' && !looksLikeImage(bytes, extension)) {
    throw new AppError('invalid-argument', UPLOAD_CONTENT_MISMATCH, { field: 'base64Payload' });
  }

  const storage = await fileStorageFromEnv(deps.env, region);
  if (!storage) throw new AppError('failed-precondition', UPLOADS_NOT_CONFIGURED);
  const path = uploadedFilePath({
    temporary: input.temporary,
    workspaceId: workspace.uid,
    agentId: agent.ID,
    name: `${randomString(20, deps.randomBytes)}-${safeFileName(fileName)}`,
  });
  await storage.save(path, bytes, fileContentType(extension));
  return { data: { url: filePublicUrl(deps.env, region, path) } };
}
