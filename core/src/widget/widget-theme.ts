/**
 * Widget themes (widget-and-channels §2.5, §3 custom theme, §4 theme editor, §9 palette; agency-shell
 * §4 theme resolution). Dependency-free: the widget loader imports it.
 */
import { hexToHsl, hslToHex, isHexColor, readableTextOn, type THsl } from './colors';

/** Preset colours of the theme editor. */
export const WIDGET_PRESET_COLORS = {
  blue: '#228be6',
  purple: '#7950f2',
  cyan: '#15aabf',
  pink: '#e64980',
  yellow: '#fab005',
  red: '#fa5252',
} as const;
export type TWidgetPreset = keyof typeof WIDGET_PRESET_COLORS;

/** Palette lightness levels, Primary 50 … 900: 95, then 90 down to 10 in steps of 10. */
export const PALETTE_LIGHTNESS = [95, 90, 80, 70, 60, 50, 40, 30, 20, 10] as const;
export const PALETTE_LABELS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

export type TThemeType = 'light' | 'dark';

/** The ten-entry palette of a primary colour as HSL triples; reversed for dark. */
export function paletteFromPrimary(primaryHex: string, themeType: TThemeType): THsl[] {
  const [h, s] = hexToHsl(primaryHex);
  const palette = PALETTE_LIGHTNESS.map((l): THsl => [h, s, l]);
  return themeType === 'dark' ? palette.reverse() : palette;
}

/** The stored custom theme (`customThemeJSONString`). */
export interface TCustomTheme {
  themeType: TThemeType;
  primary: string;
  nineColorPallet: THsl[];
  ownerID?: string;
}

function isHsl(value: unknown): value is THsl {
  return Array.isArray(value) && value.length === 3 && value.every((n) => typeof n === 'number' && Number.isFinite(n));
}

/** The custom theme in `customThemeJSONString`, or null when absent or malformed. */
export function parseCustomTheme(json: string | undefined | null): TCustomTheme | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<TCustomTheme>;
    if (!value || typeof value.primary !== 'string' || !isHexColor(value.primary)) return null;
    if (
      !Array.isArray(value.nineColorPallet) ||
      value.nineColorPallet.length < 9 ||
      !value.nineColorPallet.every(isHsl)
    ) {
      return null;
    }
    return {
      themeType: value.themeType === 'dark' ? 'dark' : 'light',
      primary: value.primary,
      nineColorPallet: value.nineColorPallet,
      ...(typeof value.ownerID === 'string' ? { ownerID: value.ownerID } : {}),
    };
  } catch {
    return null;
  }
}

export function customThemeJson(primary: string, themeType: TThemeType, ownerID?: string): string {
  const theme: TCustomTheme = {
    themeType,
    primary,
    nineColorPallet: paletteFromPrimary(primary, themeType),
    ...(ownerID ? { ownerID } : {}),
  };
  return JSON.stringify(theme);
}

/** What the widget paints with. */
export interface TResolvedWidgetTheme {
  /** e.g. custom-dark, blue-light. */
  name: string;
  dark: boolean;
  primary: string;
  /** Text on the primary colour, chosen by contrast. */
  onPrimary: string;
  /** Ten hex colours, Primary 50 … 900 as stored (reversed for dark). */
  palette: string[];
}

export const DEFAULT_WIDGET_THEME = 'blue-light';

/**
 * With a valid custom theme: custom-light or custom-dark. Otherwise a preset name such as
 * purple-dark when the stored theme is one; otherwise blue-light.
 */
export function resolveWidgetTheme(agent: { theme?: string; customThemeJSONString?: string }): TResolvedWidgetTheme {
  const custom = parseCustomTheme(agent.customThemeJSONString);
  if (custom) {
    return {
      name: `custom-${custom.themeType}`,
      dark: custom.themeType === 'dark',
      primary: custom.primary,
      onPrimary: readableTextOn(custom.primary),
      palette: custom.nineColorPallet.map(hslToHex),
    };
  }
  const [color, mode] = (agent.theme ?? '').split('-');
  const preset =
    color && color in WIDGET_PRESET_COLORS && (mode === 'light' || mode === 'dark') ? (color as TWidgetPreset) : null;
  const type: TThemeType = preset && mode === 'dark' ? 'dark' : 'light';
  const primary = WIDGET_PRESET_COLORS[preset ?? 'blue'];
  return {
    name: preset ? `${preset}-${type}` : DEFAULT_WIDGET_THEME,
    dark: type === 'dark',
    primary,
    onPrimary: readableTextOn(primary),
    palette: paletteFromPrimary(primary, type).map(hslToHex),
  };
}
