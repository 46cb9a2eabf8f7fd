/** What the agent shell calls the fields it edits, for messages that name a field. */
const AGENT_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Name',
  description: 'Description',
  avatarImageUrl: 'Avatar image URL',
  vg_initMessages: 'Greeting',
  proactiveMessage: 'Proactive message',
  vg_systemPrompt: 'System prompt',
  vg_defaultModel: 'Model',
  vg_temperature: 'Temperature',
  vg_maxTokens: 'Max tokens',
};

/** 'Name' for 'title', 'Greeting' for 'vg_initMessages.3'; the raw path for fields without a label. */
export function agentFieldLabel(path: string): string {
  return AGENT_FIELD_LABELS[path.split('.')[0] ?? ''] ?? path;
}
