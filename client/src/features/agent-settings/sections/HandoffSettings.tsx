import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { DebouncedTextInput } from '../DebouncedTextInput';
import { agentFieldMessage } from '../field-rules';
import { SettingSwitch } from '../SettingSwitch';
import { useSettings } from '../use-settings';

/** Human handoff: the visitor may ask for a person. */
export function HandoffSettings() {
  const { draft, set } = useSettings();
  const on = draft.enableHumanHandoff;
  return (
    <Stack gap="lg">
      <Alert variant="light" icon={<IconInfoCircle size={18} />} title="No live-agent inbox yet">
        When a visitor asks for a person, the widget tells them plainly that nobody can chat live yet, and the request
        is recorded on the conversation: you find it marked in the Chats tab.
      </Alert>
      <SettingSwitch
        label="Human handoff"
        description="Offer a button to ask for a person once the visitor has written something."
        checked={on}
        onChange={(v) => set('enableHumanHandoff', v)}
      />
      <SettingSwitch
        label="Always show handoff"
        description="Offer it from the start, before the visitor writes."
        checked={draft.alwaysShowHandoff}
        disabled={!on}
        onChange={(v) => set('alwaysShowHandoff', v)}
      />
      <DebouncedTextInput
        label="Handoff title"
        description="The button's words, and the title of the request."
        value={draft.UIhandoffTitle}
        onCommit={(v) => set('UIhandoffTitle', v)}
        validate={(v) => agentFieldMessage('UIhandoffTitle', v)}
      />
      <DebouncedTextInput
        kind="multiline"
        label="Handoff subtitle"
        description="Shown under the title once the visitor asked."
        value={draft.UIhandoffSubtitle}
        onCommit={(v) => set('UIhandoffSubtitle', v)}
        validate={(v) => agentFieldMessage('UIhandoffSubtitle', v)}
      />
    </Stack>
  );
}
