/**
 * A sitemap (sitemaps.org): a <urlset> lists pages, a <sitemapindex> lists more sitemaps; both through
 * <loc> elements. Read with a tolerant scan rather than an XML parser (sitemaps in the wild are often not
 * quite valid XML); CDATA and entities are understood. Gzipped sitemaps (.xml.gz) are unpacked first.
 */
import { gunzipSync } from 'fflate';
import { decodeXmlEntities } from '../extract/extract-docx';

export interface TSitemap {
  kind: 'urlset' | 'sitemapindex';
  locs: string[];
}

/** The sitemap in `bytes`, or null when they are not one. */
export function parseSitemap(bytes: Uint8Array): TSitemap | null {
  let data = bytes;
  if (data[0] === 0x1f && data[1] === 0x8b) {
    try {
      data = gunzipSync(data);
    } catch {
      return null;
    }
  }
  const xml = new TextDecoder('utf-8').decode(data.subarray(0, 50_000_000));
  const root = /<(?:[\w-]+:)?(urlset|sitemapindex)[\s>]/i.exec(xml);
  if (!root) return null;
  const locs: string[] = [];
  for (const m of xml.matchAll(/<(?:[\w-]+:)?loc>\s*(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*?))\s*<\/(?:[\w-]+:)?loc>/gi)) {
    const value = (m[1] ?? decodeXmlEntities(m[2] ?? '')).trim();
    if (value) locs.push(value);
  }
  return { kind: root[1]!.toLowerCase() === 'urlset' ? 'urlset' : 'sitemapindex', locs };
}
