/** Dashboard colour themes: a colour and a light or dark part, e.g. 'blue-light' (agency-shell §2.2). */
export const THEME_COLORS = ['blue', 'purple', 'cyan', 'pink', 'yellow', 'red'] as const;
export type TThemeColor = (typeof THEME_COLORS)[number];
export type TThemeMode = 'light' | 'dark';
export type TDashboardTheme = `${TThemeColor}-${TThemeMode}`;
export const DEFAULT_DASHBOARD_THEME: TDashboardTheme = 'blue-light';

export function parseDashboardTheme(value: string | null | undefined): { color: TThemeColor; mode: TThemeMode } {
  const [color, mode] = (value ?? '').split('-');
  return {
    color: (THEME_COLORS as readonly string[]).includes(color ?? '') ? (color as TThemeColor) : 'blue',
    mode: mode === 'dark' ? 'dark' : 'light',
  };
}

/** Picking a colour keeps the light or dark part of the current theme. */
export function withThemeColor(current: string | null | undefined, color: TThemeColor): TDashboardTheme {
  return `${color}-${parseDashboardTheme(current).mode}`;
}

export function withThemeMode(current: string | null | undefined, mode: TThemeMode): TDashboardTheme {
  return `${parseDashboardTheme(current).color}-${mode}`;
}
