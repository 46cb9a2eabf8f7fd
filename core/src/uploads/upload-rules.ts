/**
 * The upload operation's rules (widget-and-channels §5, §7, §9): what may be uploaded for each
 * purpose (the first segment of `targetPath`), and how big. Size is checked as MB × 1,000,000 bytes.
 */
import { KB_ALLOWED_FILE_EXTENSIONS, KB_UPLOAD_MAX_MB } from '../kb/kb-limits';
import { maxSizeMessage, onlyFilesMessage } from './upload-messages';

/** Images for avatars, headers and chat backgrounds. No SVG: it could carry script on our origin. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const IMAGE_UPLOAD_MAX_MB = 2;

export const UPLOAD_PURPOSES = {
  kb: { extensions: KB_ALLOWED_FILE_EXTENSIONS as readonly string[], maxMB: KB_UPLOAD_MAX_MB },
  images: { extensions: IMAGE_EXTENSIONS as readonly string[], maxMB: IMAGE_UPLOAD_MAX_MB },
} as const;
export type TUploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** Uploaded files are served for a year without revalidation (widget-and-channels §9). */
export const UPLOAD_CACHE_MAX_AGE_SECONDS = 31_536_000;
/** Temporary uploads (`temporary: true`) are kept a day, then removed by the daily clean-up; cached as long. */
export const UPLOAD_TEMPORARY_TTL_SECONDS = 86_400;

/** `kb/report.pdf`, `images/avatar.png`: a purpose and a plain file name. */
export const UPLOAD_TARGET_PATH = /^(kb|images)\/[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;

export function uploadPurposeOf(targetPath: string): TUploadPurpose | null {
  return UPLOAD_TARGET_PATH.test(targetPath) ? (targetPath.split('/')[0] as TUploadPurpose) : null;
}

/** The extension of a file name, lower case, or null. */
export function fileExtension(fileName: string): string | null {
  return /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? null;
}

/** The spec's size rule: MB × 1,000,000 bytes. */
export function uploadMaxBytes(mb: number): number {
  return mb * 1_000_000;
}

/** Why a file may not be uploaded for `purpose` ('Only … Files', 'Max size: n MBs'), or null when it may. */
export function uploadError(
  file: { name: string; sizeBytes: number },
  purpose: TUploadPurpose,
  maxMB: number = UPLOAD_PURPOSES[purpose].maxMB,
): string | null {
  const { extensions } = UPLOAD_PURPOSES[purpose];
  if (!extensions.includes(fileExtension(file.name) ?? '')) return onlyFilesMessage(extensions);
  if (file.sizeBytes > uploadMaxBytes(maxMB)) return maxSizeMessage(maxMB);
  return null;
}

/** A safe stored file name: the chosen name's letters, digits, dots, dashes and underscores. */
export function safeFileName(fileName: string): string {
  const cleaned = fileName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+/, '');
  return cleaned.slice(-100) || 'file';
}
