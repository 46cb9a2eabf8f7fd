import type { TAgentTabKey } from './agent-tabs';

/** The tab a new or opened agent lands on. */
export type TAgentHomeTab = Extract<TAgentTabKey, 'nodes' | 'overview'>;

/** Prompt ('nodes') for an agent with nodes enabled, else Design ('overview') (widget-and-channels §2.1). */
export function agentHomeTab(agent: { enableNodes: boolean }): TAgentHomeTab {
  return agent.enableNodes ? 'nodes' : 'overview';
}
