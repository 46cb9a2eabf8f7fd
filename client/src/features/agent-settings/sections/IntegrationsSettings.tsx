import { Stack } from '@mantine/core';
import { DebouncedTextInput } from '../DebouncedTextInput';
import { agentFieldMessage } from '../field-rules';
import { SettingSwitch } from '../SettingSwitch';
import { useSettings } from '../use-settings';

/** Integrations: channel behaviour and the external platform's key. */
export function IntegrationsSettings() {
  const { draft, set } = useSettings();
  return (
    <Stack gap="lg">
      <SettingSwitch
        label="Smart initialization"
        description="A channel setting of the messaging channels (WhatsApp, Messenger, Telegram …), which arrive in a later release; it is kept for them."
        checked={draft.smartInit}
        onChange={(v) => set('smartInit', v)}
      />
      <DebouncedTextInput
        kind="secret"
        label="Voiceflow dialogue API key"
        description={
          draft.agentPlatform === 'vf'
            ? 'Needed to test and run this external-platform agent.'
            : 'Only for agents on the external dialogue platform (vf); this agent is built in.'
        }
        value={draft.VF_DIALOGUE_API_KEY}
        onCommit={(v) => set('VF_DIALOGUE_API_KEY', v)}
        validate={(v) => agentFieldMessage('VF_DIALOGUE_API_KEY', v)}
      />
    </Stack>
  );
}
