/** What the dashboard calls the fields it edits, for messages and the save bar that name a field. */
const AGENT_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Name',
  description: 'Description',
  avatarImageUrl: 'Avatar image URL',
  roundedImageURL: 'Launcher image',
  headerImageUrl: 'Header image',
  chatBgURL: 'Chat background',
  branding: 'Branding',
  vg_initMessages: 'Greeting',
  proactiveMessage: 'Proactive message',
  theme: 'Theme',
  customThemeJSONString: 'Theme',
  scrollAnimation: 'Scroll animation',
  'ui.widgetType': 'Widget type',
  'ui.modalMode': 'Modal mode',
  'ui.enableFixedFeedbackBtns': 'Feedback buttons',
  'ui.voiceQuestionLabel': 'Voice question label',
  'ui.voiceButtonLabel': 'Voice button label',
  ui: 'Widget interface',
  tabs: 'Widget tabs',
  messageDelayMS: 'Message delay',
  delayBeforeSubmit: 'Delay before submit',
  chatForget: 'Forget conversations',
  lang: 'Language',
  enableAITranslate: 'AI translate',
  AITranslateTo: 'Translate to',
  translateUserResponse: 'Translate visitor messages',
  enableHumanHandoff: 'Human handoff',
  UIhandoffTitle: 'Handoff title',
  UIhandoffSubtitle: 'Handoff subtitle',
  alwaysShowHandoff: 'Always show handoff',
  messagesLimit: 'Monthly message limit',
  maxTokensUsage: 'Token limit',
  autoStartWidget: 'Open at load',
  syncBrowser: 'Sync across tabs',
  listenForUrlChanges: 'Follow page changes',
  recordChatHistory: 'Record chat history',
  smartInit: 'Smart initialization',
  buttonsLayout: 'Buttons layout',
  fontFamily: 'Font',
  ADVANCED_customCSS: 'Custom CSS',
  enableGeoAnalytics: 'Geo analytics',
  VF_DIALOGUE_API_KEY: 'Voiceflow dialogue API key',
  vg_systemPrompt: 'System prompt',
  vg_defaultModel: 'Model',
  vg_temperature: 'Temperature',
  vg_maxTokens: 'Max tokens',
  vg_kb_llm: 'Knowledge search',
  vgOptions: 'Max chunk size',
  enableNodes: 'Nodes',
  nodes: 'Nodes',
  starred: 'Starred',
};

/**
 * 'Name' for 'title', 'Widget type' for 'ui.widgetType', 'Greeting' for 'vg_initMessages.3'; the raw
 * path for fields without a label.
 */
export function agentFieldLabel(path: string): string {
  const [first = '', second] = path.split('.');
  return (
    AGENT_FIELD_LABELS[path] ??
    (second !== undefined ? AGENT_FIELD_LABELS[`${first}.${second}`] : undefined) ??
    AGENT_FIELD_LABELS[first] ??
    path
  );
}
