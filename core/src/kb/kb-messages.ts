/** What builders read about their knowledge sources. One place, imported everywhere. */

/** The upload rules' messages ('Only {list} Files', 'Max size: {n} MBs') are in ../uploads/upload-messages.ts. */

export const KB_NAME_REQUIRED = 'Please give this source a name.';
export const kbNameTooLong = (max: number) => `Names can be at most ${max} characters.`;
export const KB_CONTENT_REQUIRED = 'Please enter some text.';
export const kbContentTooLong = (max: number) =>
  `Text sources can be at most ${max.toLocaleString('en-US')} characters.`;
export const KB_URL_INVALID = 'Please enter a valid http(s) address.';
export const KB_FILE_URL_REQUIRED = 'Please upload the file first.';
export const kbMaxPagesMessage = (max: number) => `Pages must be between 1 and ${max}.`;
export const kbMaxDepthMessage = (max: number) => `Link depth must be between 0 and ${max}.`;
export const kbTagTooLong = (max: number) => `Tags can be at most ${max} characters.`;
export const kbTooManyTags = (max: number) => `At most ${max} tags.`;
export const kbOnlyPredefinedTags = (allowed: readonly string[]) =>
  allowed.length ? `Only these tags are allowed: ${allowed.join(', ')}.` : 'No tags are allowed yet.';
/** The workspace limit `maxKbDocsCharCount` (workspaces-and-billing §3). */
export const kbCharLimitMessage = (limit: number) =>
  `This would exceed your plan's knowledge base limit of ${limit.toLocaleString('en-US')} characters. Remove some sources or upgrade your plan.`;

/** Extraction. */
export const KB_EMPTY_TEXT = 'No text was found in this source.';
export const KB_PDF_NO_TEXT = 'This PDF has no text layer (scanned images cannot be read yet).';
export const KB_PDF_UNREADABLE = 'This PDF could not be read: it may be damaged or password-protected.';
export const KB_DOCX_UNREADABLE =
  'This Word document could not be read: it may be damaged, or saved in the older .doc format.';
export const KB_CSV_EMPTY = 'This CSV file has no rows.';
export const kbUnsupportedType = (what: string) => `This kind of file cannot be read: ${what}.`;

/** Fetching web pages. */
export const KB_FETCH_BLOCKED_HOST = 'This address points to a private or local network and cannot be fetched.';
export const KB_FETCH_TIMEOUT = 'The page took too long to answer.';
export const kbFetchTooLarge = (maxBytes: number) => `The page is larger than ${Math.round(maxBytes / 1_000_000)} MB.`;
export const kbFetchHttpStatus = (status: number) => `The page answered with HTTP ${status}.`;
export const KB_FETCH_TOO_MANY_REDIRECTS = 'The page redirects too many times.';
export const kbFetchNetwork = (detail: string) => {
  const sentence = `The page could not be reached: ${kbNetworkReason(detail)}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
};
/** A network failure's code (Node's fetch) in words; anything else as it came. */
export function kbNetworkReason(detail: string): string {
  const known: Record<string, string> = {
    ECONNREFUSED: 'the server refused the connection',
    ECONNRESET: 'the connection was cut off',
    ETIMEDOUT: 'the connection timed out',
    UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
    EHOSTUNREACH: 'the server cannot be reached from here',
    ENETUNREACH: 'the network cannot be reached',
    'bad port': 'that port cannot be used for web pages',
    CERT_HAS_EXPIRED: 'its security certificate has expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'its security certificate is not trusted',
    SELF_SIGNED_CERT_IN_CHAIN: 'its security certificate is not trusted',
    ERR_TLS_CERT_ALTNAME_INVALID: 'its security certificate is for another address',
  };
  return known[detail] ?? detail;
}
export const kbNotHtml = (contentType: string) => `Not a web page (${contentType || 'unknown type'}).`;
export const kbRedirectedOffSite = (host: string) => `Redirected to another site (${host}).`;
export const KB_ROBOTS_DISALLOWED = "The site's robots.txt does not allow this page to be read.";
export const KB_ROBOTS_UNREACHABLE =
  "The site's robots.txt could not be read (server error), so its pages were not crawled.";
export const KB_CRAWL_NOTHING = 'No pages could be read from this site.';
export const KB_SITEMAP_EMPTY = 'The sitemap lists no pages of this site.';

/** Documents and processing. */
export const KB_DOC_NOT_FOUND = 'This knowledge source does not exist.';
export const KB_FILE_NOT_UPLOADED =
  'fileUrl: this is not a file uploaded for this agent. Please upload the file first.';
export const KB_SEARCH_QUERY_REQUIRED = 'Please enter something to search for.';
export const KB_QUEUE_FAILED = 'Processing could not be started. Please try Re-index.';
export const KB_PROCESSING_UNEXPECTED = 'Processing failed unexpectedly. Please try Re-index.';
export const KB_FILE_MISSING = 'The uploaded file is no longer stored. Please upload it again.';
export const kbRetrying = (reason: string, attempt: number) => `${reason} Trying again (attempt ${attempt + 1}).`;
export const kbLexicalOnlyWarning = (detail: string) =>
  `Indexed for keyword search only: the embeddings provider failed (${detail}). Re-index to try again.`;
export const kbRefreshFailedWarning = (detail: string) =>
  `The last refresh failed, so the previous version is still used: ${detail}`;
export const kbSitePagesWarning = (failed: number, read: number) =>
  `${failed} ${failed === 1 ? 'page' : 'pages'} could not be read (${read} read).`;
