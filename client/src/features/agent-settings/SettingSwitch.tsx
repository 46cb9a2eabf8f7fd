import type { ReactNode } from 'react';
import { Switch } from '@mantine/core';

/** An on/off agent setting: into the draft at once. */
export function SettingSwitch(props: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Switch
      label={props.label}
      description={props.description}
      checked={props.checked}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
      styles={{ body: { alignItems: 'flex-start' }, labelWrapper: { maxWidth: 560 } }}
    />
  );
}
