/**
 * Crawls a site for the knowledge base, from a start page or a sitemap (a sitemap index is followed to its
 * sitemaps). Same site only (host name, "www." ignored); robots.txt honoured (the ParleyBot group, else
 * '*'; a server error on robots.txt means "do not crawl", as RFC 9309 says); Crawl-delay honoured up to
 * KB_CRAWL_MAX_DELAY_MS. From a start page: breadth first, up to `maxPages` pages read and `maxDepth`
 * links away. From a sitemap: its pages, up to `maxPages`. Addresses are de-duplicated after normalising
 * (no fragment, no tracking parameters, no trailing slash), including where redirects land. Files that are
 * not web pages are skipped, by extension before fetching and by content type after.
 *
 * Sequential on purpose: polite to the site, deterministic, and one task's work. Every page reports
 * SUCCESS (with its text), ERROR (with the reason) or SKIPPED (with the reason).
 */
import {
  KB_CRAWL_MAX_DELAY_MS,
  KB_CRAWL_NOTHING,
  KB_ROBOTS_DISALLOWED,
  KB_ROBOTS_UNREACHABLE,
  KB_SITEMAP_EMPTY,
  KB_SITEMAP_MAX_FILES,
  KB_SITEMAP_MAX_URLS,
  kbNotHtml,
  kbRedirectedOffSite,
} from '@parley/core';
import { extractText } from '../extract/extract-text';
import { KbExtractError } from '../extract/kb-extract-error';
import { isSameSite, looksNonHtml, normalizeCrawlUrl } from './crawl-url';
import { fetchUrl, KbFetchError, type TFetchUrlOptions, type TFetchedUrl } from './fetch-url';
import { ALLOW_ALL, DISALLOW_ALL, parseRobotsTxt, type TRobotsRules } from './robots-txt';
import { parseSitemap } from './sitemap';

export interface TCrawlSiteOptions extends TFetchUrlOptions {
  /** A start page, or a sitemap (told apart by what the address answers). */
  startUrl: string;
  maxPages: number;
  maxDepth: number;
  /** Waits between requests (Crawl-delay); tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
  /** Called after each page, e.g. to show progress. */
  onPage?: (page: TCrawledPage) => void;
}

export interface TCrawledPage {
  url: string;
  depth: number;
  status: 'SUCCESS' | 'ERROR' | 'SKIPPED';
  title?: string;
  text?: string;
  error?: string;
}

export interface TCrawlResult {
  mode: 'links' | 'sitemap';
  /** Pages fetched, in crawl order: read (SUCCESS), failed (ERROR), or not a web page (SKIPPED). */
  pages: TCrawledPage[];
  /** Addresses found but not fetched, with why: robots.txt, another site, not a web page. At most 500. */
  skipped: { url: string; reason: string }[];
  robots: { found: boolean; crawlDelayMs: number | null };
  /** Set when nothing could be read, with the reason. */
  error?: string;
}

const SKIPPED_LIST_MAX = 500;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readRobots(origin: string, options: TFetchUrlOptions): Promise<{ rules: TRobotsRules; found: boolean }> {
  try {
    const robots = await fetchUrl(`${origin}/robots.txt`, { ...options, maxBytes: 500_000, accept: 'text/plain' });
    return { rules: parseRobotsTxt(new TextDecoder().decode(robots.bytes)), found: true };
  } catch (error) {
    if (error instanceof KbFetchError && error.code === 'http-status' && (error.status ?? 0) >= 500) {
      return { rules: DISALLOW_ALL, found: false };
    }
    return { rules: ALLOW_ALL, found: false };
  }
}

function errorText(error: unknown): string {
  if (error instanceof KbFetchError || error instanceof KbExtractError) return error.message;
  return `Unexpected error: ${(error as Error).message}`;
}

export async function crawlSite(options: TCrawlSiteOptions): Promise<TCrawlResult> {
  const sleep = options.sleep ?? defaultSleep;
  const start = normalizeCrawlUrl(options.startUrl);
  const pages: TCrawledPage[] = [];
  const skipped: TCrawlResult['skipped'] = [];
  const seen = new Set<string>();
  const skip = (url: string, reason: string) => {
    if (skipped.length < SKIPPED_LIST_MAX) skipped.push({ url, reason });
  };
  if (!start)
    return { mode: 'links', pages, skipped, robots: { found: false, crawlDelayMs: null }, error: KB_CRAWL_NOTHING };

  const origin = new URL(start).origin;
  const robots = await readRobots(origin, options);
  const delay = Math.min(robots.rules.crawlDelayMs ?? 0, KB_CRAWL_MAX_DELAY_MS);
  const get = async (url: string, accept?: string): Promise<TFetchedUrl> => {
    if (delay > 0) await sleep(delay);
    return fetchUrl(url, accept ? { ...options, accept } : options);
  };
  const result = (mode: TCrawlResult['mode']): TCrawlResult => {
    const anyRead = pages.some((p) => p.status === 'SUCCESS');
    return {
      mode,
      pages,
      skipped,
      robots: { found: robots.found, crawlDelayMs: robots.rules.crawlDelayMs },
      ...(anyRead
        ? {}
        : {
            error:
              robots.rules === DISALLOW_ALL
                ? KB_ROBOTS_UNREACHABLE
                : (pages.find((p) => p.error)?.error ?? KB_CRAWL_NOTHING),
          }),
    };
  };
  if (!robots.rules.isAllowed(start)) {
    skip(start, KB_ROBOTS_DISALLOWED);
    return { ...result('links'), error: robots.rules === DISALLOW_ALL ? KB_ROBOTS_UNREACHABLE : KB_ROBOTS_DISALLOWED };
  }

  /** Reads one fetched response as a page; returns its links when it was an HTML page. */
  const readPage = async (requested: string, depth: number, fetched: TFetchedUrl): Promise<string[]> => {
    const finalUrl = normalizeCrawlUrl(fetched.url) ?? fetched.url;
    if (!isSameSite(finalUrl, start)) {
      pages.push(
        report({ url: requested, depth, status: 'ERROR', error: kbRedirectedOffSite(new URL(finalUrl).hostname) }),
      );
      return [];
    }
    if (finalUrl !== requested) {
      if (seen.has(finalUrl)) {
        skip(requested, `Redirects to ${finalUrl}, already read.`);
        return [];
      }
      seen.add(finalUrl);
    }
    if (!/^(text\/html|application\/xhtml\+xml)/i.test(fetched.contentType)) {
      pages.push(
        report({ url: finalUrl, depth, status: 'SKIPPED', error: kbNotHtml(fetched.contentType.split(';')[0] ?? '') }),
      );
      return [];
    }
    try {
      const extracted = await extractText({ bytes: fetched.bytes, contentType: fetched.contentType, url: finalUrl });
      pages.push(report({ url: finalUrl, depth, status: 'SUCCESS', title: extracted.title, text: extracted.text }));
      return extracted.links;
    } catch (error) {
      pages.push(report({ url: finalUrl, depth, status: 'ERROR', error: errorText(error) }));
      return [];
    }
  };
  const report = (page: TCrawledPage) => {
    options.onPage?.(page);
    return page;
  };
  const counted = () => pages.filter((p) => p.status !== 'SKIPPED').length;
  // Bound the requests spent on files that turn out not to be pages.
  const maxFetches = options.maxPages * 3 + 10;

  let first: TFetchedUrl;
  try {
    first = await fetchUrl(start, options);
  } catch (error) {
    pages.push(report({ url: start, depth: 0, status: 'ERROR', error: errorText(error) }));
    return result('links');
  }
  seen.add(start);

  const sitemap =
    /xml|text\/plain|gzip|octet-stream/i.test(first.contentType) || looksNonHtml(start)
      ? parseSitemap(first.bytes)
      : null;
  if (sitemap) {
    // Sitemap mode: gather page addresses (following an index), then read them in order.
    const urls: string[] = [];
    const queue: { kind: string; locs: string[] }[] = [sitemap];
    let files = 1;
    while (queue.length && urls.length < KB_SITEMAP_MAX_URLS) {
      const map = queue.shift()!;
      for (const loc of map.locs) {
        const url = normalizeCrawlUrl(loc, start);
        if (!url) continue;
        if (!isSameSite(url, start)) {
          skip(url, 'Another site.');
          continue;
        }
        if (map.kind === 'sitemapindex') {
          if (files >= KB_SITEMAP_MAX_FILES || seen.has(url)) continue;
          files++;
          seen.add(url);
          try {
            const child = parseSitemap((await get(url, 'application/xml,text/xml;q=0.9,*/*;q=0.5')).bytes);
            if (child) queue.push(child);
          } catch (error) {
            skip(url, errorText(error));
          }
        } else if (urls.length < KB_SITEMAP_MAX_URLS) urls.push(url);
      }
    }
    let fetches = 0;
    for (const url of urls) {
      if (counted() >= options.maxPages || fetches >= maxFetches) break;
      if (seen.has(url)) continue;
      seen.add(url);
      if (!robots.rules.isAllowed(url)) {
        skip(url, KB_ROBOTS_DISALLOWED);
        continue;
      }
      if (looksNonHtml(url)) {
        skip(url, kbNotHtml('by its extension'));
        continue;
      }
      fetches++;
      try {
        await readPage(url, 0, await get(url));
      } catch (error) {
        pages.push(report({ url, depth: 0, status: 'ERROR', error: errorText(error) }));
      }
    }
    const out = result('sitemap');
    return urls.length === 0 ? { ...out, error: KB_SITEMAP_EMPTY } : out;
  }

  // Link mode: breadth first from the start page.
  const queue: { url: string; depth: number }[] = [];
  const enqueue = (links: string[], depth: number) => {
    if (depth > options.maxDepth) return;
    for (const link of links) {
      const url = normalizeCrawlUrl(link);
      if (!url || seen.has(url)) continue;
      seen.add(url);
      if (!isSameSite(url, start)) skip(url, 'Another site.');
      else if (!robots.rules.isAllowed(url)) skip(url, KB_ROBOTS_DISALLOWED);
      else if (looksNonHtml(url)) skip(url, kbNotHtml('by its extension'));
      else queue.push({ url, depth });
    }
  };
  enqueue(await readPage(start, 0, first), 1);
  let fetches = 1;
  while (queue.length && counted() < options.maxPages && fetches < maxFetches) {
    const { url, depth } = queue.shift()!;
    fetches++;
    try {
      enqueue(await readPage(url, depth, await get(url)), depth + 1);
    } catch (error) {
      pages.push(report({ url, depth, status: 'ERROR', error: errorText(error) }));
    }
  }
  return result('links');
}
