import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconRocket } from '@tabler/icons-react';
import { AGENT_PUBLISHED, agentDraftPatch, agentSaveError, SAVE_NOTICE_MS } from '@parley/core';
import { useAgentEditor } from './agent-editor-context';
import { agentFieldLabel } from './agent-field-labels';
import { useSaveAgent } from './use-save-agent';

/**
 * Publish (workspaces §4): 'Publish' while the draft differs from the server copy, 'Published' and
 * disabled when they are equal. Saves the changed editable fields; a failure keeps the draft and says
 * 'Failed to save agent, {error}' for 2 s.
 */
export function PublishButton({ compact = false }: { compact?: boolean }) {
  const editor = useAgentEditor();
  const save = useSaveAgent(editor.region, editor.agentId, editor.workspaceId);
  // Bottom right: the default top-right corner would cover the Publish button itself.
  const notice = (color: 'red' | 'green', message: string) =>
    notifications.show({ color, message, autoClose: SAVE_NOTICE_MS, position: 'bottom-right' });
  const fail = (error: string) => notice('red', agentSaveError(error));

  const publish = () => {
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
      },
      onError: (error) => fail(error.message),
    });
  };

  const label = save.isPending ? 'Publishing…' : editor.published ? 'Published' : 'Publish';
  return (
    <Button
      size={compact ? 'compact-sm' : 'sm'}
      onClick={publish}
      disabled={editor.published && !save.isPending}
      loading={save.isPending}
      leftSection={editor.published ? <IconCheck size={16} aria-hidden /> : <IconRocket size={16} aria-hidden />}
      aria-label={label}
    >
      {label}
    </Button>
  );
}
