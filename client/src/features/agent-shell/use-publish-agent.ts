import { notifications } from '@mantine/notifications';
import { AGENT_PUBLISHED, agentDraftPatch, agentSaveError, SAVE_NOTICE_MS, type TAgent } from '@parley/core';
import { useAgentEditor } from './agent-editor-context';
import { agentFieldLabel } from './agent-field-labels';
import { useSaveAgent } from './use-save-agent';
import { useSaveAgentBackup } from './use-save-agent-backup';

/**
 * Publish (workspaces §4): saves the editable fields where the draft differs from the server copy. A
 * field that fails its schema, or a refused save, keeps the draft and says 'Failed to save agent, …'
 * for 2 s; a success says so, tells the editor (the shell then shows the deploy hint), saves a version
 * backup of the agent without waiting for it, and calls `onSaved` with the saved agent.
 */
export function usePublishAgent() {
  const editor = useAgentEditor();
  const save = useSaveAgent(editor.region, editor.agentId, editor.workspaceId);
  const backup = useSaveAgentBackup(editor.region, editor.agentId, editor.workspaceId);
  // Bottom right: the default top-right corner would cover the Publish button itself.
  const notice = (color: 'red' | 'green', message: string) =>
    notifications.show({ color, message, autoClose: SAVE_NOTICE_MS, position: 'bottom-right' });
  const fail = (error: string) => notice('red', agentSaveError(error));

  const publish = (onSaved?: (saved: TAgent) => void) => {
    const sent = editor.draft;
    const result = agentDraftPatch(sent, editor.server);
    if (!result.ok) {
      fail(`${agentFieldLabel(result.field)}: ${result.message}`);
      return;
    }
    save.mutate(result.patch, {
      onSuccess: (saved) => {
        editor.markSaved(sent, saved);
        notice('green', AGENT_PUBLISHED);
        editor.notePublished();
        backup.mutate();
        onSaved?.(saved);
      },
      onError: (error) => fail(error.message),
    });
  };

  return { publish, isPending: save.isPending };
}
