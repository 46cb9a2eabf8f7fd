import { Stack } from '@mantine/core';
import { DebouncedNumberInput } from '../DebouncedNumberInput';
import { DebouncedTextInput } from '../DebouncedTextInput';
import { agentFieldMessage } from '../field-rules';
import { SettingSwitch } from '../SettingSwitch';
import { useSettings } from '../use-settings';

/** Core: who the agent is and how the widget greets. */
export function CoreSettings() {
  const { draft, set } = useSettings();
  return (
    <Stack gap="lg">
      <DebouncedTextInput
        label="Name"
        withAsterisk
        value={draft.title}
        onCommit={(v) => set('title', v)}
        validate={(v) => agentFieldMessage('title', v)}
      />
      <DebouncedTextInput
        kind="multiline"
        label="Description"
        description="Shown under the name in the chat header and in your agent list."
        value={draft.description}
        onCommit={(v) => set('description', v)}
        validate={(v) => agentFieldMessage('description', v)}
      />
      <DebouncedTextInput
        kind="multiline"
        label="Proactive message"
        description="The bubble beside the closed chat button, 1 s after a page loads. Write none to turn it off."
        value={draft.proactiveMessage}
        onCommit={(v) => set('proactiveMessage', v)}
        validate={(v) => agentFieldMessage('proactiveMessage', v)}
      />
      <DebouncedNumberInput
        label="Message delay"
        description="The pause between the greeting's messages as they appear, in milliseconds."
        suffix=" ms"
        step={100}
        value={draft.messageDelayMS}
        onCommit={(v) => set('messageDelayMS', v)}
        validate={(v) => agentFieldMessage('messageDelayMS', v)}
      />
      <SettingSwitch
        label="Open at load"
        description="The chat opens by itself when a page loads (unless the visitor closed it in this tab)."
        checked={draft.autoStartWidget}
        onChange={(v) => set('autoStartWidget', v)}
      />
    </Stack>
  );
}
