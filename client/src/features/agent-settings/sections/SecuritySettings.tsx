import { Button, Group, Stack } from '@mantine/core';
import { WIDGET_SETTINGS_MAX_TOKENS_USAGE } from '@parley/core';
import { DebouncedNumberInput } from '../DebouncedNumberInput';
import { agentFieldMessage } from '../field-rules';
import { SecretKeyField } from '../SecretKeyField';
import { useSettings } from '../use-settings';

/** Security: the secret key and the limits that protect the owner's credits. */
export function SecuritySettings() {
  const { draft, set } = useSettings();
  return (
    <Stack gap="lg">
      <SecretKeyField />
      <Group align="flex-end" gap="sm">
        <DebouncedNumberInput
          label="Token limit"
          description="The chat stops once the agent has used this many tokens in all. 0: no limit."
          step={1000}
          value={draft.maxTokensUsage}
          onCommit={(v) => set('maxTokensUsage', v)}
          validate={(v) => agentFieldMessage('maxTokensUsage', v)}
        />
        {draft.maxTokensUsage !== WIDGET_SETTINGS_MAX_TOKENS_USAGE ? (
          <Button variant="default" size="sm" onClick={() => set('maxTokensUsage', WIDGET_SETTINGS_MAX_TOKENS_USAGE)}>
            Use {WIDGET_SETTINGS_MAX_TOKENS_USAGE.toLocaleString('en')}
          </Button>
        ) : null}
      </Group>
      <DebouncedNumberInput
        label="Monthly message limit"
        description="The chat stops for the rest of the month after this many visitor messages. 0: no limit."
        step={100}
        value={draft.messagesLimit}
        onCommit={(v) => set('messagesLimit', v)}
        validate={(v) => agentFieldMessage('messagesLimit', v)}
      />
    </Stack>
  );
}
