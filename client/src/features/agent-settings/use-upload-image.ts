import { useMutation } from '@tanstack/react-query';
import { safeFileName, uploadError, type TRegion } from '@parley/core';
import { call, CallError } from '../../lib/callable';

/** The file as base64, without the data-URL prefix. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new CallError('invalid-argument', 'The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** A stored image name the upload operation takes: letters, digits, dots, dashes, underscores, a letter or digit first. */
function imageName(fileName: string): string {
  return safeFileName(fileName).replace(/^[^A-Za-z0-9]+/, '') || 'image';
}

/**
 * Upload an image for the agent (the upload operation, `images/…`): the type and size rules are
 * checked here first ('Only … Files', 'Max size: 2 MBs'), and again by the server. Answers its URL.
 */
export function useUploadImage(region: TRegion, agentId: string, workspaceId: string) {
  return useMutation({
    mutationFn: async (file: File): Promise<string> => {
      const problem = uploadError({ name: file.name, sizeBytes: file.size }, 'images');
      if (problem) throw new CallError('invalid-argument', problem);
      const base64Payload = await readBase64(file);
      const { data } = await call(region, 'uploadFile', {
        agentId,
        userId: workspaceId,
        base64Payload,
        targetPath: `images/${imageName(file.name)}`,
        temporary: false,
      });
      return data.url;
    },
  });
}
