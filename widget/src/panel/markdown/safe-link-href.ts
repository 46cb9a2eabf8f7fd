/** The only link schemes an answer may carry. */
const ALLOWED_PROTOCOLS = ['http:', 'https:', 'mailto:'];

/**
 * The normalised address when it is an absolute http:, https: or mailto: URL, else null — so
 * `javascript:`, `data:`, `vbscript:`, relative paths and obfuscations such as `java\tscript:` or
 * `JaVaScRiPt:` never become a link.
 */
export function safeLinkHref(raw: string): string | null {
  // Browsers ignore ASCII whitespace and control characters inside a scheme; so do we, before checking.
  // eslint-disable-next-line no-control-regex
  const cleaned = raw.replace(/[\u0000-\u0020\u007f]+/g, '');
  let url: URL;
  try {
    url = new URL(cleaned);
  } catch {
    return null;
  }
  return ALLOWED_PROTOCOLS.includes(url.protocol) ? url.href : null;
}
