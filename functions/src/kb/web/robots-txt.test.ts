import { describe, expect, it } from 'vitest';
import { parseRobotsTxt } from './robots-txt';

const u = (path: string) => `https://site.example${path}`;

describe('parseRobotsTxt', () => {
  const robots = parseRobotsTxt(
    [
      '# comment',
      'User-agent: *',
      'Disallow: /private',
      'Allow: /private/open',
      'Disallow: /*.json$',
      'Crawl-delay: 1.5',
      '',
      'User-agent: OtherBot',
      'Disallow: /',
      '',
      'Sitemap: https://site.example/sitemap.xml',
    ].join('\n'),
  );

  it('uses the * group when no group names ParleyBot; longest match wins', () => {
    expect(robots.isAllowed(u('/'))).toBe(true);
    expect(robots.isAllowed(u('/private'))).toBe(false);
    expect(robots.isAllowed(u('/private/x'))).toBe(false);
    expect(robots.isAllowed(u('/private/open/page'))).toBe(true);
    expect(robots.isAllowed(u('/data.json'))).toBe(false);
    expect(robots.isAllowed(u('/data.json?x=1'))).toBe(true);
    expect(robots.isAllowed(u('/robots.txt'))).toBe(true);
    expect(robots.crawlDelayMs).toBe(1500);
    expect(robots.sitemaps).toEqual(['https://site.example/sitemap.xml']);
  });

  it('prefers the ParleyBot group (any case, version ignored) and lets Allow win a tie', () => {
    const named = parseRobotsTxt(
      'User-agent: *\nDisallow: /\n\nUser-agent: parleybot/2\nUser-agent: Another\nDisallow: /a\nAllow: /a\n',
    );
    expect(named.isAllowed(u('/anything'))).toBe(true);
    expect(named.isAllowed(u('/a'))).toBe(true);
    expect(named.crawlDelayMs).toBeNull();
  });

  it('allows everything when empty or with an empty Disallow; matches encoded paths alike', () => {
    expect(parseRobotsTxt('').isAllowed(u('/x'))).toBe(true);
    expect(parseRobotsTxt('User-agent: *\nDisallow:\n').isAllowed(u('/x'))).toBe(true);
    const encoded = parseRobotsTxt('User-agent: *\nDisallow: /café\n');
    expect(encoded.isAllowed(u('/caf%C3%A9/menu'))).toBe(false);
    expect(encoded.isAllowed(u('/cafe'))).toBe(true);
  });
});
