import { Stack } from '@mantine/core';
import { SettingSwitch } from '../SettingSwitch';
import { useSettings } from '../use-settings';

/** Analytics: what is recorded about visitors. */
export function AnalyticsSettings() {
  const { draft, set } = useSettings();
  return (
    <Stack gap="lg">
      <SettingSwitch
        label="Geo analytics"
        description="Record the visitor's country with each widget load. Off, no country is kept."
        checked={draft.enableGeoAnalytics}
        onChange={(v) => set('enableGeoAnalytics', v)}
      />
    </Stack>
  );
}
