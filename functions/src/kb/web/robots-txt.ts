/**
 * robots.txt as RFC 9309 reads it: the groups naming our product token (ParleyBot) apply, else the '*'
 * groups, else nothing is disallowed. Among the Allow and Disallow rules of the chosen groups the longest
 * matching path wins, Allow on a tie; '*' matches any characters and a final '$' anchors the end.
 * /robots.txt itself is always allowed. Crawl-delay (not in the RFC, widely used) is read from the same
 * groups; Sitemap lines are read wherever they are.
 */
import { KB_CRAWLER_NAME } from '@parley/core';

export interface TRobotsRules {
  isAllowed(url: string): boolean;
  /** Crawl-delay of the chosen group, in milliseconds; null when none. */
  crawlDelayMs: number | null;
  sitemaps: string[];
}

interface TRule {
  allow: boolean;
  pattern: string;
  regex: RegExp;
}

interface TGroup {
  agents: string[];
  rules: TRule[];
  crawlDelay: number | null;
}

/** Percent-encodes what should be, and normalises escapes to upper case, so paths compare alike. */
function canonicalPath(path: string): string {
  return path
    .replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase())
    .replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/g, (c) => encodeURIComponent(c));
}

function ruleRegex(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

export const ALLOW_ALL: TRobotsRules = { isAllowed: () => true, crawlDelayMs: null, sitemaps: [] };
export const DISALLOW_ALL: TRobotsRules = {
  isAllowed: (url) => {
    try {
      return new URL(url).pathname === '/robots.txt';
    } catch {
      return false;
    }
  },
  crawlDelayMs: null,
  sitemaps: [],
};

export function parseRobotsTxt(text: string, agent: string = KB_CRAWLER_NAME): TRobotsRules {
  const groups: TGroup[] = [];
  const sitemaps: string[] = [];
  let group: TGroup | null = null;
  let lastWasAgent = false;

  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'user-agent') {
      if (!group || !lastWasAgent) {
        group = { agents: [], rules: [], crawlDelay: null };
        groups.push(group);
      }
      group.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (key === 'sitemap') {
      if (value) sitemaps.push(value);
    } else if (!group) {
      continue;
    } else if (key === 'allow' || key === 'disallow') {
      if (!value) continue; // an empty Disallow allows everything
      const pattern = canonicalPath(value);
      group.rules.push({ allow: key === 'allow', pattern, regex: ruleRegex(pattern) });
    } else if (key === 'crawl-delay') {
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds >= 0) group.crawlDelay = seconds;
    }
  }

  const token = agent.toLowerCase();
  const named = groups.filter((g) => g.agents.some((a) => a.replace(/\/.*$/, '').trim() === token));
  const chosen = named.length ? named : groups.filter((g) => g.agents.includes('*'));
  const rules = chosen.flatMap((g) => g.rules);
  const delays = chosen.map((g) => g.crawlDelay).filter((d): d is number => d !== null);

  return {
    isAllowed(url: string): boolean {
      let path: string;
      try {
        const parsed = new URL(url);
        path = canonicalPath(parsed.pathname + parsed.search);
      } catch {
        return false;
      }
      if (path === '/robots.txt') return true;
      let best: TRule | null = null;
      for (const rule of rules) {
        if (!rule.regex.test(path)) continue;
        if (
          !best ||
          rule.pattern.length > best.pattern.length ||
          (rule.pattern.length === best.pattern.length && rule.allow)
        ) {
          best = rule;
        }
      }
      return best ? best.allow : true;
    },
    crawlDelayMs: delays.length ? Math.max(...delays) * 1000 : null,
    sitemaps,
  };
}
