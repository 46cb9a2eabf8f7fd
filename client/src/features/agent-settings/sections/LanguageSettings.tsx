import { Select, Stack } from '@mantine/core';
import { agentLanguageOptions, languageOptions } from '../language-options';
import { agentFieldMessage } from '../field-rules';
import { SettingSwitch } from '../SettingSwitch';
import { useSettings } from '../use-settings';

/** Language: the widget's texts and the answers; AI translate. */
export function LanguageSettings() {
  const { draft, set } = useSettings();
  const translating = draft.enableAITranslate;
  return (
    <Stack gap="lg">
      <Select
        label="Language"
        description="The widget's own texts and the language the agent answers in. Automatic follows each visitor."
        data={agentLanguageOptions()}
        value={draft.lang}
        onChange={(v) => v && set('lang', v)}
        error={agentFieldMessage('lang', draft.lang)}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No such language"
        maw={360}
      />
      <SettingSwitch
        label="AI translate"
        description="The agent answers in the language below, whatever language the visitor writes in."
        checked={translating}
        onChange={(v) => set('enableAITranslate', v)}
      />
      <Select
        label="Translate to"
        data={languageOptions()}
        value={draft.AITranslateTo}
        onChange={(v) => v && set('AITranslateTo', v)}
        error={agentFieldMessage('AITranslateTo', draft.AITranslateTo)}
        searchable
        allowDeselect={false}
        disabled={!translating}
        maw={360}
      />
      <SettingSwitch
        label="Translate visitor messages"
        description="The visitor's message is translated into that language first, and the answer is to the translation."
        checked={draft.translateUserResponse}
        disabled={!translating}
        onChange={(v) => set('translateUserResponse', v)}
      />
    </Stack>
  );
}
