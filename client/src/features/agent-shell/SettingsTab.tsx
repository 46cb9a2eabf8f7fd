import { AgentSettings } from '../agent-settings/AgentSettings';

/** The Settings tab: the agent's settings in their sub-tabs (query `tab=`, default core), with the save bar. */
export function SettingsTab() {
  return <AgentSettings />;
}
