import type { TRegion } from '../regions/region-codes';
import { agentHomeTab } from './agent-home-tab';

/**
 * Where an agent opens: /app/{region}/agents/{ID}/{nodes|overview}. A just-created agent opens with
 * the test chat shown (`showDebugger: true` adds ?showDebugger=true, widget-and-channels §2.1).
 */
export function agentHomePath(
  region: TRegion,
  agent: { ID: string; enableNodes: boolean },
  options: { showDebugger?: boolean } = {},
): string {
  const path = `/app/${region}/agents/${encodeURIComponent(agent.ID)}/${agentHomeTab(agent)}`;
  return options.showDebugger ? `${path}?showDebugger=true` : path;
}
