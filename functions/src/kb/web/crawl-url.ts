/** Addresses as the crawler compares them. */

const TRACKING = /^(utm_[a-z]+|gclid|fbclid|mc_cid|mc_eid)$/i;
const NON_HTML =
  /\.(jpe?g|png|gif|webp|svg|ico|bmp|tiff?|mp[34]|m4a|wav|ogg|webm|mov|avi|zip|gz|tgz|rar|7z|tar|exe|dmg|pkg|apk|iso|css|js|mjs|json|xml|rss|atom|woff2?|ttf|otf|eot|pdf|docx?|xlsx?|pptx?|csv)$/i;

/**
 * The canonical form of a crawlable address, or null if it is not http(s): no fragment, no tracking
 * parameters, host in lower case, default port dropped, no trailing slash except for the root.
 */
export function normalizeCrawlUrl(value: string, base?: string): string | null {
  let url: URL;
  try {
    url = base ? new URL(value, base) : new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  for (const key of [...url.searchParams.keys()]) if (TRACKING.test(key)) url.searchParams.delete(key);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return url.toString();
}

/** Same site: same host name, ignoring a leading "www.". */
export function isSameSite(a: string, b: string): boolean {
  const host = (value: string) => {
    try {
      return new URL(value).hostname.toLowerCase().replace(/^www\./, '');
    } catch {
      return null;
    }
  };
  const ha = host(a);
  return ha !== null && ha === host(b);
}

/** Whether the address names a file that is not a web page (by its extension). */
export function looksNonHtml(value: string): boolean {
  try {
    return NON_HTML.test(new URL(value).pathname);
  } catch {
    return true;
  }
}
