import { describe, expect, it } from 'vitest';
import { formatLastModified } from './format-last-modified';

const NOW_MS = Date.UTC(2025, 5, 15, 12, 0, 0);
const ago = (seconds: number) => formatLastModified(NOW_MS / 1000 - seconds, NOW_MS);

describe('formatLastModified', () => {
  it('says just now under a minute, and for times in the future', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(59)).toBe('just now');
    expect(ago(-300)).toBe('just now');
  });

  it('counts whole minutes and hours', () => {
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(5 * 60 + 59)).toBe('5 minutes ago');
    expect(ago(3600)).toBe('1 hour ago');
    expect(ago(23 * 3600)).toBe('23 hours ago');
  });

  it('uses words for the day before', () => {
    expect(ago(24 * 3600)).toBe('yesterday');
    expect(ago(3 * 24 * 3600)).toBe('3 days ago');
  });

  it('counts weeks, months and years', () => {
    expect(ago(7 * 24 * 3600)).toBe('last week');
    expect(ago(15 * 24 * 3600)).toBe('2 weeks ago');
    expect(ago(60 * 24 * 3600)).toBe('2 months ago');
    expect(ago(365 * 24 * 3600)).toBe('last year');
    expect(ago(3 * 365 * 24 * 3600)).toBe('3 years ago');
  });
});
