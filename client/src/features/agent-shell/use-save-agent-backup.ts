import { useMutation } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { AGENT_BACKUP_FAILED, AGENT_BACKUP_NOTICE_MS, type TRegion } from '@parley/core';
import { call } from '../../lib/callable';

/**
 * A version backup of the agent as the server now holds it (saveAgentBackup), after a Publish. It never
 * holds up the publish; a failure says 'Error saving version backup' for 3 s, even after the page the
 * publish came from has moved on (the notice belongs to the mutation, not to the caller).
 */
export function useSaveAgentBackup(region: TRegion, agentId: string, workspaceId: string) {
  return useMutation({
    mutationFn: () => call(region, 'saveAgentBackup', { agentId, workspaceId }),
    onError: () =>
      notifications.show({
        color: 'red',
        message: AGENT_BACKUP_FAILED,
        autoClose: AGENT_BACKUP_NOTICE_MS,
        position: 'bottom-right',
      }),
  });
}
