import { useCallback, useMemo, useState } from 'react';
import { isAgentPublished, type TAgent, type TRegion } from '@parley/core';
import type { TAgentEditor } from './agent-editor-context';
import { useAgentDraft } from './use-agent-draft';

/** The editor of a loaded agent (the agent shell, the widget settings page): its draft beside the server copy. */
export function useAgentEditorValue(region: TRegion, workspaceId: string, agent: TAgent): TAgentEditor {
  const agentId = agent.ID;
  const { draft, server, update, markSaved } = useAgentDraft(agent);
  const published = isAgentPublished(draft, server);
  const [publishes, setPublishes] = useState(0);
  const notePublished = useCallback(() => setPublishes((n) => n + 1), []);
  return useMemo<TAgentEditor>(
    () => ({ region, agentId, workspaceId, draft, server, published, update, markSaved, publishes, notePublished }),
    [region, agentId, workspaceId, draft, server, published, update, markSaved, publishes, notePublished],
  );
}
