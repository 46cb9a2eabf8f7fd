import { createContext, useContext } from 'react';
import type { TAgent, TAgentEditable, TRegion } from '@parley/core';

export interface TAgentEditor {
  region: TRegion;
  agentId: string;
  /** The workspace the agent belongs to. */
  workspaceId: string;
  /** The agent as the builder is editing it. */
  draft: TAgent;
  /** The server's copy. */
  server: TAgent;
  /** True when the draft equals the server copy (workspaces §4 Publish). */
  published: boolean;
  update: (patch: Partial<TAgentEditable>) => void;
  markSaved: (sent: TAgent, saved: TAgent) => void;
  /** How many times a Publish succeeded since the agent was opened (the deploy hint follows it). */
  publishes: number;
  notePublished: () => void;
}

export const AgentEditorContext = createContext<TAgentEditor | null>(null);

/** The open agent's draft and how to change it; inside the agent shell only. */
export function useAgentEditor(): TAgentEditor {
  const value = useContext(AgentEditorContext);
  if (!value) throw new Error('useAgentEditor outside the agent shell');
  return value;
}
