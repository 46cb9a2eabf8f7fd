/** The crawler against a local fake site (node:http on 127.0.0.1, allowed as the local stack allows it). */
import { strToU8, gzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KB_ROBOTS_DISALLOWED, KB_ROBOTS_UNREACHABLE } from '@parley/core';
import { crawlSite, type TCrawlSiteOptions } from './crawl-site';
import { page, startFakeSite, type TFakeSite } from './fake-site';

let site: TFakeSite;
let sleeps: number[];
beforeAll(async () => {
  site = await startFakeSite((origin) => ({
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private\nCrawl-delay: 0.25\n' },
    '/': {
      body: page('Home', 'Welcome to the shop.', [
        '/about',
        '/products/',
        '/private/staff',
        'https://elsewhere.example/x',
        '/brochure.pdf',
        '/moved',
        '/#top',
      ]),
    },
    '/about': { body: page('About', 'We sell bikes.', ['/', '/about/team']) },
    '/about/team': { body: page('Team', 'Ada and Grace.', ['/about/team/ada']) },
    '/about/team/ada': { body: page('Ada', 'Too deep for depth 2.') },
    '/products': { body: page('Products', 'Road and mountain bikes.', ['/products/road', '/data']) },
    '/products/road': { body: page('Road bikes', 'Light and fast.') },
    '/data': { type: 'application/json', body: '{"a":1}' },
    '/private/staff': { body: page('Staff only', 'Secret.') },
    '/moved': { status: 301, location: '/about' },
    '/brochure.pdf': { type: 'application/pdf', body: '%PDF' },
    '/sitemap.xml': {
      type: 'application/xml',
      body: `<sitemapindex><sitemap><loc>${origin}/sitemap-pages.xml.gz</loc></sitemap><sitemap><loc>https://elsewhere.example/s.xml</loc></sitemap></sitemapindex>`,
    },
    '/sitemap-pages.xml.gz': {
      type: 'application/gzip',
      body: gzipSync(
        strToU8(
          `<urlset><url><loc>${origin}/products/road</loc></url><url><loc>${origin}/private/staff</loc></url><url><loc>${origin}/about</loc></url><url><loc>${origin}/logo.png</loc></url><url><loc>${origin}/missing</loc></url></urlset>`,
        ),
      ),
    },
  }));
});
afterAll(() => site.close());

const options = (extra: Partial<TCrawlSiteOptions> = {}): TCrawlSiteOptions => {
  sleeps = [];
  return {
    startUrl: `${site.origin}/`,
    maxPages: 20,
    maxDepth: 2,
    fetch: globalThis.fetch,
    allowPrivateHosts: true,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...extra,
  };
};
const path = (url: string) => url.replace(site.origin, '');

describe('crawlSite from a start page', () => {
  it('reads the site breadth first within the depth, honouring robots.txt and skipping other sites and files', async () => {
    const result = await crawlSite(options());
    expect(result.mode).toBe('links');
    expect(result.error).toBeUndefined();
    expect(result.robots).toEqual({ found: true, crawlDelayMs: 250 });
    expect(result.pages.map((p) => [path(p.url), p.depth, p.status])).toEqual([
      ['/', 0, 'SUCCESS'],
      ['/about', 1, 'SUCCESS'],
      ['/products', 1, 'SUCCESS'],
      ['/about/team', 2, 'SUCCESS'],
      ['/products/road', 2, 'SUCCESS'],
      ['/data', 2, 'SKIPPED'],
    ]);
    expect(result.pages[1]).toMatchObject({ title: 'About', text: '# About\n\nWe sell bikes.' });
    expect(result.pages[5]!.error).toBe('Not a web page (application/json).');
    const skipped = Object.fromEntries(result.skipped.map((s) => [path(s.url), s.reason]));
    expect(skipped).toEqual({
      '/private/staff': KB_ROBOTS_DISALLOWED,
      'https://elsewhere.example/x': 'Another site.',
      '/brochure.pdf': 'Not a web page (by its extension).',
      '/moved': 'Redirects to ' + `${site.origin}/about` + ', already read.',
    });
    // Never fetched: the disallowed page, the other site, the PDF, and pages deeper than 2.
    expect(site.hits).not.toContain('/private/staff');
    expect(site.hits).not.toContain('/about/team/ada');
    expect(site.hits).not.toContain('/brochure.pdf');
    // Crawl-delay between requests after the first page.
    expect(sleeps.length).toBeGreaterThan(0);
    expect(new Set(sleeps)).toEqual(new Set([250]));
  });

  it('stops at maxPages and at depth 0', async () => {
    const two = await crawlSite(options({ maxPages: 2 }));
    expect(two.pages.filter((p) => p.status === 'SUCCESS').map((p) => path(p.url))).toEqual(['/', '/about']);
    const one = await crawlSite(options({ maxDepth: 0 }));
    expect(one.pages.map((p) => path(p.url))).toEqual(['/']);
  });

  it('refuses a start page that robots.txt disallows, and reports an unreachable start', async () => {
    const disallowed = await crawlSite(options({ startUrl: `${site.origin}/private/staff` }));
    expect(disallowed.error).toBe(KB_ROBOTS_DISALLOWED);
    expect(disallowed.pages).toEqual([]);
    const missing = await crawlSite(options({ startUrl: `${site.origin}/nothing-here` }));
    expect(missing.pages).toMatchObject([{ status: 'ERROR', error: 'The page answered with HTTP 404.' }]);
    expect(missing.error).toBe('The page answered with HTTP 404.');
  });

  it('treats a robots.txt server error as "do not crawl"', async () => {
    const broken = await startFakeSite(() => ({ '/robots.txt': { status: 503 }, '/': { body: page('Home', 'Hi') } }));
    try {
      const result = await crawlSite(options({ startUrl: `${broken.origin}/` }));
      expect(result.error).toBe(KB_ROBOTS_UNREACHABLE);
      expect(broken.hits).toEqual(['/robots.txt']);
    } finally {
      await broken.close();
    }
  });

  it('refuses private hosts unless allowed', async () => {
    const result = await crawlSite(options({ allowPrivateHosts: false }));
    expect(result.pages).toMatchObject([
      { status: 'ERROR', error: 'This address points to a private or local network and cannot be fetched.' },
    ]);
  });
});

describe('crawlSite from a sitemap', () => {
  it('follows a sitemap index to a gzipped sitemap and reads its pages of this site', async () => {
    const result = await crawlSite(options({ startUrl: `${site.origin}/sitemap.xml` }));
    expect(result.mode).toBe('sitemap');
    expect(result.pages.map((p) => [path(p.url), p.status])).toEqual([
      ['/products/road', 'SUCCESS'],
      ['/about', 'SUCCESS'],
      ['/missing', 'ERROR'],
    ]);
    const skipped = Object.fromEntries(result.skipped.map((s) => [path(s.url), s.reason]));
    expect(skipped).toEqual({
      'https://elsewhere.example/s.xml': 'Another site.',
      '/private/staff': KB_ROBOTS_DISALLOWED,
      '/logo.png': 'Not a web page (by its extension).',
    });
  });

  it('reads at most maxPages', async () => {
    const result = await crawlSite(options({ startUrl: `${site.origin}/sitemap.xml`, maxPages: 1 }));
    expect(result.pages.map((p) => path(p.url))).toEqual(['/products/road']);
  });
});
