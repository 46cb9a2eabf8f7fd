import type { TAgentPlatform } from './agent';

/** How the dashboard names each agent platform type (widget-and-channels §1). */
export const AGENT_PLATFORM_LABELS: Record<TAgentPlatform, string> = {
  vg: 'Built-in',
  vf: 'Voiceflow',
  'oai-assistants': 'OpenAI Assistants',
};

export function agentPlatformLabel(platform: TAgentPlatform): string {
  return AGENT_PLATFORM_LABELS[platform];
}
