/** Upload rules' messages (widget-and-channels §5). */

/** Upload type rule: 'Only {list} Files'. */
export const onlyFilesMessage = (extensions: readonly string[]) =>
  `Only ${extensions.map((e) => e.toUpperCase()).join(', ')} Files`;
/** Upload size rule: 'Max size: {n} MBs'. */
export const maxSizeMessage = (mb: number) => `Max size: ${mb} MBs`;

export const UPLOAD_PATH_INVALID =
  'targetPath must be kb/… or images/… followed by a file name of letters, digits, dots, dashes and underscores.';
export const UPLOAD_PAYLOAD_INVALID = 'base64Payload must be the file in base64.';
export const UPLOAD_CONTENT_MISMATCH = 'The file is not what its name says (its content is not a valid image).';
export const UPLOAD_FILE_NOT_FOUND = 'This file does not exist.';
