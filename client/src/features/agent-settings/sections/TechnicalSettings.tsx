import { Divider, Stack } from '@mantine/core';
import { DebouncedNumberInput } from '../DebouncedNumberInput';
import { agentFieldMessage } from '../field-rules';
import { SettingSwitch } from '../SettingSwitch';
import { useSettings } from '../use-settings';
import { KnowledgeSearchSettings } from './KnowledgeSearchSettings';

/** Technical: how the conversation is sent, kept and followed, and how the knowledge is searched. */
export function TechnicalSettings() {
  const { draft, set } = useSettings();
  return (
    <Stack gap="lg">
      <DebouncedNumberInput
        label="Delay before submit"
        description="Wait this long after a visitor message before sending it; messages typed meanwhile go with it as one. 0 sends at once."
        suffix=" ms"
        step={250}
        value={draft.delayBeforeSubmit}
        onCommit={(v) => set('delayBeforeSubmit', v)}
        validate={(v) => agentFieldMessage('delayBeforeSubmit', v)}
      />
      <SettingSwitch
        label="Forget conversations"
        description="The conversation lasts only until the visitor closes the browser, instead of coming back on the next visit."
        checked={draft.chatForget}
        onChange={(v) => set('chatForget', v)}
      />
      <SettingSwitch
        label="Record chat history"
        description="Conversations are kept on the server (Chats tab). Off, nothing is stored and the widget sends the recent messages itself."
        checked={draft.recordChatHistory}
        onChange={(v) => set('recordChatHistory', v)}
      />
      <SettingSwitch
        label="Sync across tabs"
        description="A conversation open in several tabs of the same site stays the same in all of them as it goes on."
        checked={draft.syncBrowser}
        onChange={(v) => set('syncBrowser', v)}
      />
      <SettingSwitch
        label="Follow page changes"
        description="The agent is told when the visitor moves to another page of a single-page site."
        checked={draft.listenForUrlChanges}
        onChange={(v) => set('listenForUrlChanges', v)}
      />
      {draft.agentPlatform === 'vg' ? (
        <>
          <Divider />
          <KnowledgeSearchSettings />
        </>
      ) : null}
    </Stack>
  );
}
