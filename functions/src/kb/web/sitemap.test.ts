import { gzipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseSitemap } from './sitemap';
import { isSameSite, looksNonHtml, normalizeCrawlUrl } from './crawl-url';

describe('parseSitemap', () => {
  it('reads a urlset, with entities and CDATA', () => {
    const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc> https://a.example/one?x=1&amp;y=2 </loc></url><url><loc><![CDATA[https://a.example/two]]></loc></url></urlset>`;
    expect(parseSitemap(strToU8(xml))).toEqual({
      kind: 'urlset',
      locs: ['https://a.example/one?x=1&y=2', 'https://a.example/two'],
    });
  });

  it('reads a gzipped sitemap index, and refuses what is not a sitemap', () => {
    const index = '<sitemapindex><sitemap><loc>https://a.example/s1.xml</loc></sitemap></sitemapindex>';
    expect(parseSitemap(gzipSync(strToU8(index)))).toEqual({
      kind: 'sitemapindex',
      locs: ['https://a.example/s1.xml'],
    });
    expect(parseSitemap(strToU8('<html><body>hi</body></html>'))).toBeNull();
  });
});

describe('crawl addresses', () => {
  it('normalises: no fragment, tracking or trailing slash; lower-case host; default port dropped', () => {
    expect(normalizeCrawlUrl('HTTPS://Site.Example:443/a/b/?utm_source=x&id=3#top')).toBe(
      'https://site.example/a/b?id=3',
    );
    expect(normalizeCrawlUrl('https://site.example/')).toBe('https://site.example/');
    expect(normalizeCrawlUrl('../c', 'https://site.example/a/b/')).toBe('https://site.example/a/c');
    expect(normalizeCrawlUrl('mailto:x@y.z')).toBeNull();
  });

  it('compares sites by host, ignoring www, and spots files that are not pages', () => {
    expect(isSameSite('https://www.a.example/x', 'http://a.example/')).toBe(true);
    expect(isSameSite('https://b.a.example/x', 'https://a.example/')).toBe(false);
    expect(looksNonHtml('https://a.example/logo.PNG')).toBe(true);
    expect(looksNonHtml('https://a.example/page.html')).toBe(false);
  });
});
