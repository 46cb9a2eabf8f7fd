import { useEffect, useState } from 'react';
import {
  Button,
  ColorPicker,
  ColorSwatch,
  Group,
  Input,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import {
  contrastRatio,
  customThemeJson,
  DEFAULT_WIDGET_THEME,
  hslToHex,
  isHexColor,
  PALETTE_LABELS,
  paletteFromPrimary,
  readableTextOn,
  resolveWidgetTheme,
  WIDGET_PRESET_COLORS,
  type TWidgetPreset,
} from '@parley/core';
import { useAgentEditor } from '../agent-shell/agent-editor-context';
import classes from './WidgetSettings.module.css';

const PRESETS = Object.keys(WIDGET_PRESET_COLORS) as TWidgetPreset[];
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * The theme editor (widget-and-channels §2.5, §4, §9): dark mode, the primary colour from a picker,
 * a hex input (taken only with # and exactly six hex digits) or the presets, and the ten-entry palette
 * Primary 50 … 900 made from it (reversed for dark), stored as `customThemeJSONString`.
 */
export function ThemeEditor() {
  const { draft, update } = useAgentEditor();
  const theme = resolveWidgetTheme(draft);
  const type = theme.dark ? 'dark' : 'light';
  // While the picker is dragged the colour lives here; it reaches the draft when the drag ends.
  const [live, setLive] = useState(theme.primary);
  const [hex, setHex] = useState(theme.primary);
  useEffect(() => {
    setLive(theme.primary);
    setHex(theme.primary);
  }, [theme.primary]);

  const apply = (primary: string, dark = theme.dark) => {
    const themeType = dark ? 'dark' : 'light';
    update({ customThemeJSONString: customThemeJson(primary.toLowerCase(), themeType, draft.ownerID), theme: `custom-${themeType}` });
  };

  const palette = paletteFromPrimary(live, type).map(hslToHex);
  const onPrimary = readableTextOn(live);
  const ratio = contrastRatio(live, onPrimary);

  return (
    <Stack gap="lg" maw={620}>
      <Switch
        label="Dark mode"
        description="A dark chat; the palette runs the other way."
        checked={theme.dark}
        onChange={(event) => apply(theme.primary, event.currentTarget.checked)}
      />

      <Input.Wrapper label="Presets" description="Start from one of these colours.">
        <Group gap="xs" mt={8} role="group" aria-label="Preset colours">
          {PRESETS.map((preset) => {
            const color = WIDGET_PRESET_COLORS[preset];
            const chosen = theme.primary.toLowerCase() === color;
            return (
              <Tooltip key={preset} label={capital(preset)}>
                <UnstyledButton
                  aria-label={capital(preset)}
                  aria-pressed={chosen}
                  className={classes.preset}
                  onClick={() => apply(color)}
                >
                  <ColorSwatch color={color} size={34}>
                    {chosen ? <IconCheck size={16} color={readableTextOn(color)} aria-hidden /> : null}
                  </ColorSwatch>
                </UnstyledButton>
              </Tooltip>
            );
          })}
        </Group>
      </Input.Wrapper>

      <Input.Wrapper label="Primary colour" description="Pick it, or type its hex code (# and six digits).">
        <Group align="flex-start" gap="lg" mt={8} wrap="wrap">
          <ColorPicker
            format="hex"
            value={live}
            onChange={(value) => {
              setLive(value);
              setHex(value);
            }}
            onChangeEnd={(value) => apply(value)}
            aria-label="Primary colour picker"
          />
          <Stack gap="sm">
            <TextInput
              label="Hex colour"
              value={hex}
              maxLength={7}
              w={140}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              onChange={(event) => {
                const next = event.currentTarget.value.trim();
                setHex(next);
                // Applied only with exactly six hex digits after # (widget-and-channels §5): no message.
                if (isHexColor(next)) {
                  setLive(next);
                  apply(next);
                }
              }}
              onBlur={() => setHex(theme.primary)}
            />
            <div className={classes.contrast} style={{ background: live, color: onPrimary }} aria-label="Text on the primary colour">
              <Text fw={700} size="lg" inherit>
                Aa
              </Text>
              <Text size="xs" inherit>
                {onPrimary === '#ffffff' ? 'Light' : 'Dark'} text, contrast {ratio.toFixed(1)}:1
              </Text>
            </div>
          </Stack>
        </Group>
      </Input.Wrapper>

      <Input.Wrapper label="Palette" description={`Made from the primary colour${theme.dark ? ', reversed for dark' : ''}.`}>
        <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={6} mt={8} role="list" aria-label="Palette">
          {palette.map((color, i) => (
            <div key={PALETTE_LABELS[i]} role="listitem" className={classes.paletteEntry} aria-label={`Primary ${PALETTE_LABELS[i]} ${color}`}>
              <ColorSwatch color={color} radius="sm" size={36} className={classes.paletteSwatch} />
              <Text size="10px" c="dimmed" ta="center" lh={1.2}>
                Primary {PALETTE_LABELS[i]}
              </Text>
              <Text size="10px" ta="center" ff="monospace" lh={1.2}>
                {color}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Input.Wrapper>

      <Group>
        <Button
          variant="default"
          size="xs"
          disabled={!draft.customThemeJSONString && draft.theme === DEFAULT_WIDGET_THEME}
          onClick={() => update({ customThemeJSONString: '', theme: DEFAULT_WIDGET_THEME })}
        >
          Back to the default theme
        </Button>
        <Text size="xs" c="dimmed">
          Now: {theme.name}
        </Text>
      </Group>
    </Stack>
  );
}
