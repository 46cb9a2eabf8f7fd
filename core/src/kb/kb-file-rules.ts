/** Upload rules for knowledge files (widget-and-channels §5): allowed extensions, size, name display. */
import { truncateText } from '../shell/truncate';
import { fileExtension, uploadError } from '../uploads/upload-rules';
import { KB_ALLOWED_FILE_EXTENSIONS, KB_FILE_NAME_DISPLAY_MAX, KB_UPLOAD_MAX_MB, type TKbFileExtension } from './kb-limits';

/** The allowed extension of a file name, lower case; null when it has none or another one. */
export function kbFileExtension(fileName: string): TKbFileExtension | null {
  const extension = fileExtension(fileName);
  return (KB_ALLOWED_FILE_EXTENSIONS as readonly string[]).includes(extension ?? '')
    ? (extension as TKbFileExtension)
    : null;
}

/** The reason a file may not be uploaded ('Only … Files', 'Max size: n MBs'), or null when it may. */
export function kbUploadError(file: { name: string; sizeBytes: number }, maxMB: number = KB_UPLOAD_MAX_MB): string | null {
  return uploadError(file, 'kb', maxMB);
}

/** A file name as shown in the upload list: up to 20 characters (widget-and-channels §5). */
export function displayKbFileName(fileName: string): string {
  return truncateText(fileName, KB_FILE_NAME_DISPLAY_MAX);
}
