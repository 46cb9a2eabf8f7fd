import { describe, expect, it } from 'vitest';
import { parseDashboardTheme, withThemeColor, withThemeMode } from './theme';

describe('dashboard theme', () => {
  it('keeps the light or dark part when the colour changes', () => {
    expect(withThemeColor('blue-dark', 'red')).toBe('red-dark');
    expect(withThemeColor('cyan-light', 'purple')).toBe('purple-light');
  });

  it('changes only the mode when the mode changes', () => {
    expect(withThemeMode('pink-light', 'dark')).toBe('pink-dark');
  });

  it('falls back to blue-light for unknown values', () => {
    expect(parseDashboardTheme('nope')).toEqual({ color: 'blue', mode: 'light' });
    expect(parseDashboardTheme(null)).toEqual({ color: 'blue', mode: 'light' });
  });
});
