import { createContext, useContext } from 'react';
import type { TDashboardTheme, TThemeColor, TThemeMode } from '@parley/core/shell/theme';

export interface TThemeApi {
  theme: TDashboardTheme;
  color: TThemeColor;
  mode: TThemeMode;
  setColor: (color: TThemeColor) => void;
  setMode: (mode: TThemeMode) => void;
}

export const ThemeContext = createContext<TThemeApi | null>(null);

export function useDashboardTheme(): TThemeApi {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useDashboardTheme outside Providers');
  return value;
}
