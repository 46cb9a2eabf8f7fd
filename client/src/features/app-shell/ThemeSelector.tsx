import { useState } from 'react';
import { ActionIcon, ColorSwatch, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconMoon, IconPalette, IconSun } from '@tabler/icons-react';
import { THEME_COLORS, type TThemeColor } from '@parley/core/shell/theme';
import { dashboardTheme } from '../../app/theme';
import { useDashboardTheme } from '../../app/theme-context';
import classes from './AppShellLayout.module.css';

const COLOR_NAMES: Record<TThemeColor, string> = {
  blue: 'Blue',
  purple: 'Purple',
  cyan: 'Cyan',
  pink: 'Pink',
  yellow: 'Yellow',
  red: 'Red',
};

/** The dashboard palette each colour theme uses, so a swatch shows exactly what picking it gives. */
const swatchColor = (color: TThemeColor) => `var(--mantine-color-${dashboardTheme(color).primaryColor}-filled)`;

function ThemeControls() {
  const { color, mode, setColor, setMode } = useDashboardTheme();
  const nextMode = mode === 'dark' ? 'light' : 'dark';
  const modeLabel = nextMode === 'dark' ? 'Switch to dark theme' : 'Switch to light theme';
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" fw={700} tt="uppercase" className={classes.muted}>
          Theme
        </Text>
        <Tooltip label={modeLabel} withArrow>
          <ActionIcon variant="default" size="sm" onClick={() => setMode(nextMode)} aria-label={modeLabel}>
            {mode === 'dark' ? <IconSun size={14} aria-hidden /> : <IconMoon size={14} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group gap={6} justify="space-between" wrap="nowrap" role="group" aria-label="Theme colour">
        {THEME_COLORS.map((c) => (
          <ColorSwatch
            key={c}
            component="button"
            type="button"
            color={swatchColor(c)}
            size={20}
            onClick={() => setColor(c)}
            aria-label={`${COLOR_NAMES[c]} theme`}
            aria-pressed={c === color}
            title={COLOR_NAMES[c]}
            className={classes.swatch}
          >
            {c === color ? <IconCheck size={12} stroke={3} aria-hidden /> : null}
          </ColorSwatch>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * The colour theme and its light or dark part (agency-shell §2.2). Picking a colour keeps light or dark.
 * In the closed side bar it folds into one button that opens the same controls.
 */
export function ThemeSelector({ compact }: { compact: boolean }) {
  const [opened, setOpened] = useState(false);
  if (!compact) return <ThemeControls />;
  return (
    <Popover
      onOpen={() => setOpened(true)}
      onClose={() => setOpened(false)}
      position="right-end"
      withArrow
      shadow="md"
      width={200}
    >
      <Tooltip label="Theme" position="right" withArrow disabled={opened}>
        <Popover.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Theme">
            <IconPalette size={20} stroke={1.75} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Tooltip>
      <Popover.Dropdown>
        <ThemeControls />
      </Popover.Dropdown>
    </Popover>
  );
}
