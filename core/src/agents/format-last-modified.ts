const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const STEPS: [limit: number, size: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [HOUR, MINUTE, 'minute'],
  [DAY, HOUR, 'hour'],
  [WEEK, DAY, 'day'],
  [MONTH, WEEK, 'week'],
  [YEAR, MONTH, 'month'],
  [Infinity, YEAR, 'year'],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * `lastModified` (unix seconds) as time ago from `nowMs`: "just now", "5 minutes ago", "yesterday",
 * "3 weeks ago", "last year"… A time in the future (clocks that disagree) reads "just now".
 */
export function formatLastModified(lastModifiedSeconds: number, nowMs: number): string {
  const elapsed = Math.floor(nowMs / 1000) - lastModifiedSeconds;
  if (elapsed < MINUTE) return 'just now';
  for (const [limit, size, unit] of STEPS) {
    if (elapsed < limit) return relative.format(-Math.floor(elapsed / size), unit);
  }
  return relative.format(-Math.floor(elapsed / YEAR), 'year');
}
