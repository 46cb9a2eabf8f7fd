import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl, hslToHex, isHexColor, readableTextOn, TEXT_ON_DARK, TEXT_ON_LIGHT } from './colors';
import { customThemeJson, paletteFromPrimary, parseCustomTheme, resolveWidgetTheme } from './widget-theme';

describe('colours', () => {
  it('accepts only # and exactly six hex digits', () => {
    expect(isHexColor('#228be6')).toBe(true);
    expect(isHexColor('#228BE6')).toBe(true);
    expect(isHexColor('228be6')).toBe(false);
    expect(isHexColor('#228be')).toBe(false);
    expect(isHexColor('#228be6f')).toBe(false);
    expect(isHexColor('#22 8be')).toBe(false);
  });

  it('converts hex to HSL and back', () => {
    expect(hexToHsl('#228be6')).toEqual([208, 80, 52]);
    expect(hexToHsl('#ffffff')).toEqual([0, 0, 100]);
    expect(hslToHex([0, 100, 50])).toBe('#ff0000');
    expect(hslToHex([120, 100, 25])).toBe('#008000');
  });

  it('measures contrast and picks readable text', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(readableTextOn('#fab005')).toBe(TEXT_ON_LIGHT); // yellow: dark text
    expect(readableTextOn('#7950f2')).toBe(TEXT_ON_DARK); // purple: white text
  });
});

describe('palette', () => {
  it('has ten lightness levels 95, 90 … 10 in the primary hue and saturation', () => {
    expect(paletteFromPrimary('#228be6', 'light')).toEqual([
      [208, 80, 95],
      [208, 80, 90],
      [208, 80, 80],
      [208, 80, 70],
      [208, 80, 60],
      [208, 80, 50],
      [208, 80, 40],
      [208, 80, 30],
      [208, 80, 20],
      [208, 80, 10],
    ]);
  });

  it('is reversed for dark', () => {
    const dark = paletteFromPrimary('#228be6', 'dark');
    expect(dark[0]).toEqual([208, 80, 10]);
    expect(dark[9]).toEqual([208, 80, 95]);
  });

  it('gives these exact colours, Primary 50 … 900, for #228be6 in light and dark', () => {
    const light = [
      '#e8f3fc',
      '#d1e7fa',
      '#a3cff5',
      '#75b7f0',
      '#479eeb',
      '#1986e6',
      '#146bb8',
      '#0f518a',
      '#0a365c',
      '#051b2e',
    ];
    expect(resolveWidgetTheme({ customThemeJSONString: customThemeJson('#228be6', 'light') }).palette).toEqual(light);
    expect(resolveWidgetTheme({ customThemeJSONString: customThemeJson('#228be6', 'dark') }).palette).toEqual(
      [...light].reverse(),
    );
  });

  it('gives these exact colours for the yellow preset, and dark text on it', () => {
    const theme = resolveWidgetTheme({ customThemeJSONString: customThemeJson('#fab005', 'light') });
    expect(theme.palette).toEqual([
      '#fef7e6',
      '#feefcd',
      '#fde09b',
      '#fcd069',
      '#fbc037',
      '#fab005',
      '#c88d04',
      '#966a03',
      '#644702',
      '#322301',
    ]);
    expect(theme.onPrimary).toBe(TEXT_ON_LIGHT);
    expect(JSON.parse(customThemeJson('#fab005', 'dark'))).toEqual({
      themeType: 'dark',
      primary: '#fab005',
      nineColorPallet: [
        [42, 96, 10],
        [42, 96, 20],
        [42, 96, 30],
        [42, 96, 40],
        [42, 96, 50],
        [42, 96, 60],
        [42, 96, 70],
        [42, 96, 80],
        [42, 96, 90],
        [42, 96, 95],
      ],
    });
  });
});

describe('theme resolution', () => {
  it('is custom-light or custom-dark with a custom primary and palette', () => {
    const light = resolveWidgetTheme({
      theme: 'blue-light',
      customThemeJSONString: customThemeJson('#e64980', 'light'),
    });
    expect(light).toMatchObject({ name: 'custom-light', dark: false, primary: '#e64980' });
    expect(light.palette).toHaveLength(10);
    const dark = resolveWidgetTheme({ customThemeJSONString: customThemeJson('#e64980', 'dark') });
    expect(dark).toMatchObject({ name: 'custom-dark', dark: true });
  });

  it('picks readable text on the primary colour by contrast ratio', () => {
    for (const primary of ['#228be6', '#7950f2', '#15aabf', '#e64980', '#fab005', '#fa5252', '#000000', '#ffffff']) {
      const theme = resolveWidgetTheme({ customThemeJSONString: customThemeJson(primary, 'light') });
      const other = theme.onPrimary === TEXT_ON_DARK ? TEXT_ON_LIGHT : TEXT_ON_DARK;
      expect(contrastRatio(primary, theme.onPrimary)).toBeGreaterThanOrEqual(contrastRatio(primary, other));
    }
    expect(resolveWidgetTheme({ customThemeJSONString: customThemeJson('#1a1b4b', 'dark') }).onPrimary).toBe(
      TEXT_ON_DARK,
    );
  });

  it('ignores a stored theme whose primary is not exactly # and six hex digits', () => {
    const palette = paletteFromPrimary('#228be6', 'light');
    for (const primary of ['#228be', '228be6', '#228be6ff', '#22 8be6', 'blue']) {
      expect(
        resolveWidgetTheme({
          customThemeJSONString: JSON.stringify({ themeType: 'light', primary, nineColorPallet: palette }),
        }).name,
      ).toBe('blue-light');
    }
  });

  it('keeps a preset theme and falls back to blue-light', () => {
    expect(resolveWidgetTheme({ theme: 'purple-dark' })).toMatchObject({
      name: 'purple-dark',
      dark: true,
      primary: '#7950f2',
    });
    expect(resolveWidgetTheme({ theme: 'weird' }).name).toBe('blue-light');
    expect(resolveWidgetTheme({ theme: 'blue-light', customThemeJSONString: '{not json' }).name).toBe('blue-light');
    expect(
      resolveWidgetTheme({ customThemeJSONString: JSON.stringify({ primary: '#12345', nineColorPallet: [] }) }).name,
    ).toBe('blue-light');
  });

  it('reads back what it writes', () => {
    expect(parseCustomTheme(customThemeJson('#15aabf', 'dark', 'owner1'))).toMatchObject({
      themeType: 'dark',
      primary: '#15aabf',
      ownerID: 'owner1',
    });
  });
});
