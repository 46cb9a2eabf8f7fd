import { useAgentEditor } from '../agent-shell/agent-editor-context';
import { KnowledgeBase } from './KnowledgeBase';

/** The Knowledge tab (`kb`) of the agent shell. */
export function KnowledgeTab() {
  const { region, agentId } = useAgentEditor();
  return <KnowledgeBase region={region} agentId={agentId} />;
}
