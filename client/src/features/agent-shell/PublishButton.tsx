import { Button } from '@mantine/core';
import { IconCheck, IconRocket } from '@tabler/icons-react';
import { useAgentEditor } from './agent-editor-context';
import { usePublishAgent } from './use-publish-agent';

/**
 * Publish (workspaces §4): 'Publish' while the draft differs from the server copy, 'Published' and
 * disabled when they are equal. Saves the changed editable fields; a failure keeps the draft and says
 * 'Failed to save agent, {error}' for 2 s.
 */
export function PublishButton({ compact = false }: { compact?: boolean }) {
  const editor = useAgentEditor();
  const { publish, isPending } = usePublishAgent();
  const label = isPending ? 'Publishing…' : editor.published ? 'Published' : 'Publish';
  return (
    <Button
      size={compact ? 'compact-sm' : 'sm'}
      onClick={() => publish()}
      disabled={editor.published && !isPending}
      loading={isPending}
      leftSection={editor.published ? <IconCheck size={16} aria-hidden /> : <IconRocket size={16} aria-hidden />}
      aria-label={label}
    >
      {label}
    </Button>
  );
}
