import { DEFAULT_WIDGET_FONT } from '@parley/core/agents/agent-defaults';
import { resolveWidgetTheme } from '@parley/core/widget/widget-theme';

/** Fallbacks after the agent's font; no remote font is ever loaded, so the visitor's own copy or these are used. */
export const SYSTEM_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The CSS font-family of the widget: the agent's font (default DM Sans), then the system stack. */
export function widgetFontStack(fontFamily: string | undefined): string {
  const name = (fontFamily ?? '').replace(/["'\\;{}<>]/g, '').trim() || DEFAULT_WIDGET_FONT;
  return `"${name}", ${SYSTEM_FONT_STACK}`;
}

/**
 * The custom properties the loader and the panel paint with, from the agent's theme
 * (`resolveWidgetTheme`: primary, readable text on it, the ten-colour palette, dark or light).
 */
export function themeVars(agent: { theme?: string; customThemeJSONString?: string; fontFamily?: string }) {
  const theme = resolveWidgetTheme(agent);
  // Stored palettes run light to dark, reversed for dark themes: the first entries are always the
  // quiet ones for the theme (very light tints on light, very dark ones on dark).
  const [quiet, quieter] = theme.palette;
  return {
    dark: theme.dark,
    vars: {
      '--pl-primary': theme.primary,
      '--pl-on-primary': theme.onPrimary,
      '--pl-surface': theme.dark ? '#1b1d22' : '#ffffff',
      '--pl-text': theme.dark ? '#e9ecef' : '#1a1b1e',
      '--pl-muted': theme.dark ? '#a6adb8' : '#5c6370',
      '--pl-border': theme.dark ? '#2e323a' : '#e6e8ec',
      '--pl-tint': quiet ?? theme.primary,
      '--pl-tint-strong': quieter ?? theme.primary,
      '--pl-font': widgetFontStack(agent.fontFamily),
    } as Record<string, string>,
  };
}
