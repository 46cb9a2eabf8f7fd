import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { useAgentEditor } from '../agent-shell/agent-editor-context';

// The knowledge base screen is its own chunk, loaded when Sources is opened.
const KnowledgeBase = lazy(async () => ({ default: (await import('../knowledge/KnowledgeBase')).KnowledgeBase }));

/** Sources (built-in agents): the agent's knowledge base, as in its Knowledge tab (widget-and-channels §2.6). */
export function SourcesPanel() {
  const { region, agentId } = useAgentEditor();
  return (
    <Suspense
      fallback={
        <Center py="xl" role="status" aria-label="Loading">
          <Loader size="sm" />
        </Center>
      }
    >
      <KnowledgeBase region={region} agentId={agentId} />
    </Suspense>
  );
}
