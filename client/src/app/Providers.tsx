import { useMemo, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  DEFAULT_DASHBOARD_THEME,
  parseDashboardTheme,
  withThemeColor,
  withThemeMode,
  type TDashboardTheme,
} from '@parley/core/shell/theme';
import { readStored, STORAGE_KEYS, writeStored } from '../lib/browser-storage';
import { dashboardTheme } from './theme';
import { ThemeContext, type TThemeApi } from './theme-context';

function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: (count, error) => count < 2 && (error as { code?: string }).code === 'unavailable' },
    },
  });
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(newQueryClient);
  const [theme, setTheme] = useState<TDashboardTheme>(() => readStored(STORAGE_KEYS.theme, DEFAULT_DASHBOARD_THEME));
  const { color, mode } = parseDashboardTheme(theme);

  const api = useMemo<TThemeApi>(() => {
    const save = (next: TDashboardTheme) => {
      writeStored(STORAGE_KEYS.theme, next);
      setTheme(next);
    };
    return {
      theme,
      color,
      mode,
      setColor: (c) => save(withThemeColor(theme, c)),
      setMode: (m) => save(withThemeMode(theme, m)),
    };
  }, [theme, color, mode]);

  const mantineTheme = useMemo(() => dashboardTheme(color), [color]);

  return (
    <ThemeContext.Provider value={api}>
      <MantineProvider theme={mantineTheme} forceColorScheme={mode}>
        <Notifications position="top-right" zIndex={1000} />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </ThemeContext.Provider>
  );
}
