import { safeFileName } from '@parley/core/uploads/upload-rules';
import type { TRegion } from '@parley/core/regions/region-codes';
import { call } from '../../lib/callable';

/** The file's bytes in base64, as the upload operation takes them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A name the upload path accepts: letters, digits, dots, dashes, underscores, starting with a letter or digit. */
function storedName(fileName: string): string {
  const safe = safeFileName(fileName);
  return /^[A-Za-z0-9]/.test(safe) ? safe.slice(-120) : `file-${safe}`.slice(-120);
}

/** Stores a knowledge file with the upload operation (kept, not temporary); its `data.url`. */
export async function uploadKnowledgeFile(args: {
  region: TRegion;
  agentId: string;
  workspaceId: string;
  file: File;
}): Promise<string> {
  const { data } = await call(args.region, 'uploadFile', {
    agentId: args.agentId,
    userId: args.workspaceId,
    base64Payload: await fileToBase64(args.file),
    targetPath: `kb/${storedName(args.file.name)}`,
    temporary: false,
  });
  return data.url;
}
