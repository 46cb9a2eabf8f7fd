import { createTheme, type MantineColor } from '@mantine/core';
import type { TThemeColor } from '@parley/core/shell/theme';

/** Dashboard colour names to Mantine palettes. */
const MANTINE_COLOR: Record<TThemeColor, MantineColor> = {
  blue: 'blue',
  purple: 'violet',
  cyan: 'cyan',
  pink: 'pink',
  yellow: 'yellow',
  red: 'red',
};

export function dashboardTheme(color: TThemeColor) {
  return createTheme({
    primaryColor: MANTINE_COLOR[color],
    fontFamily: "'DM Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
}
