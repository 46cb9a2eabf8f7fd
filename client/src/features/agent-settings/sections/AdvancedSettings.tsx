import { Stack } from '@mantine/core';
import { DebouncedTextInput } from '../DebouncedTextInput';
import { agentFieldMessage } from '../field-rules';
import { useSettings } from '../use-settings';

/** Advanced: the builder's own CSS. */
export function AdvancedSettings() {
  const { draft, set } = useSettings();
  return (
    <Stack gap="lg">
      <DebouncedTextInput
        kind="multiline"
        monospace
        minRows={8}
        label="Custom CSS"
        description="Applied inside the widget only (launcher and chat), after its own styles; it never reaches your page."
        placeholder=".launcher { border-radius: 16px; }"
        value={draft.ADVANCED_customCSS}
        onCommit={(v) => set('ADVANCED_customCSS', v)}
        validate={(v) => agentFieldMessage('ADVANCED_customCSS', v)}
      />
    </Stack>
  );
}
