import type { TRegion } from '../regions/region-codes';
import { AGENT_REGION_MARKER } from '../regions/region-codes';
import { newAgentId, newSecret } from '../ids/ids';
import type { TRandomBytes } from '../ids/random-string';
import type { TAgent, TAgentEditable } from './agent';
import type { TAgentTemplate } from './templates';

export const DEFAULT_AGENT_DESCRIPTION = 'Your virtual assistant.';
export const DEFAULT_PROACTIVE_MESSAGE = 'Hi there! 👋 Need a hand? Ask me anything.';
export const DEFAULT_WIDGET_FONT = 'DM Sans';
export const DEFAULT_THEME = 'blue-light';

/** Default vg settings (widget-and-channels §9). */
export const VG_DEFAULTS = {
  vg_defaultModel: 'gpt-4o',
  vg_temperature: 0.5,
  vg_maxTokens: 1024,
  vg_kbDefaultDimension: 1536,
  maxChunkSize: 2424,
} as const;

/** Models offered in the Prompt tab; the stored value may be any OpenAI-compatible model id. */
export const LLM_MODELS = ['gpt-4o', 'gpt-4o-mini', 'gpt-4.1', 'gpt-4.1-mini', 'o4-mini'] as const;

/** Voice defaults of a new agent; the starter template raises the utterance threshold to 150. */
export const NEW_AGENT_UTTERANCE_THRESHOLD = 50;
export const STARTER_TEMPLATE_UTTERANCE_THRESHOLD = 150;

/** `maxTokensUsage` of a new agent (0: no cap). Widget settings offer 1,000,000. */
export const NEW_AGENT_MAX_TOKENS_USAGE = 0;
export const WIDGET_SETTINGS_MAX_TOKENS_USAGE = 1_000_000;

export const DEFAULT_KB_SEARCH_PROMPT =
  'Rewrite the last user message as a standalone search query, using the conversation for context. Answer with the query only.';

/** Every editable field of a new agent before its template is applied (widget-and-channels §9). */
export function defaultAgentFields(): TAgentEditable {
  return {
    title: '',
    description: DEFAULT_AGENT_DESCRIPTION,
    agentPlatform: 'vg',
    roundedImageURL: '',
    avatarImageUrl: '',
    headerImageUrl: '',
    chatBgURL: '',
    branding: '',
    proactiveMessage: DEFAULT_PROACTIVE_MESSAGE,
    theme: DEFAULT_THEME,
    customThemeJSONString: '',
    scrollAnimation: true,
    ui: { widgetType: 'popup', enableFixedFeedbackBtns: false },
    tabs: [],
    messageDelayMS: 1000,
    delayBeforeSubmit: 0,
    chatForget: false,
    lang: 'en',
    enableAITranslate: false,
    AITranslateTo: 'en',
    translateUserResponse: false,
    enableHumanHandoff: false,
    UIhandoffTitle: 'Talk to a person',
    UIhandoffSubtitle: 'We will get back to you as soon as possible.',
    alwaysShowHandoff: false,
    messagesLimit: 0,
    maxTokensUsage: NEW_AGENT_MAX_TOKENS_USAGE,
    autoStartWidget: false,
    syncBrowser: false,
    listenForUrlChanges: false,
    recordChatHistory: true,
    smartInit: false,
    starred: false,
    isDeployed: false,
    buttonsLayout: 'vertical',
    fontFamily: DEFAULT_WIDGET_FONT,
    ADVANCED_customCSS: '',
    enableGeoAnalytics: false,
    nodes: [],
    enableNodes: false,
    vgOptions: { maxChunkSize: VG_DEFAULTS.maxChunkSize, isLlmStudio: false },
    vg_defaultModel: VG_DEFAULTS.vg_defaultModel,
    vg_enableUIEngine: false,
    vg_temperature: VG_DEFAULTS.vg_temperature,
    vg_systemPrompt: '',
    vg_initPrompt: '',
    vg_initMessages: [],
    vg_maxTokens: VG_DEFAULTS.vg_maxTokens,
    vg_kbDefaultDimension: VG_DEFAULTS.vg_kbDefaultDimension,
    vg_kb_llm: {
      searchMethod: 'simple',
      searchPrompt: DEFAULT_KB_SEARCH_PROMPT,
      modelId: 'gpt-4o-mini',
      temprature: 0.2,
      maxTokens: 256,
    },
    voiceConfig: {
      config: { recordAudio: true, enableWebCalling: true, backgroundNoise: 'restaurant' },
      transcriber: {
        provider: 'deepgram',
        modelId: 'nova-2',
        utteranceThreshold: NEW_AGENT_UTTERANCE_THRESHOLD,
        language: 'en',
      },
      speechGen: { provider: 'deepgram', voiceId: 'asteria' },
    },
    vapiConfig: {
      enableVapiOnWeb: false,
      overrideWithVG: true,
      promptOnWeb: '',
      maxCostMonthly: 0,
      maxMinutesMonthly: 0,
    },
    assignedToolsIds: [],
    VF_DIALOGUE_API_KEY: '',
  };
}

/** A new agent from a template, owned by `workspaceUid`, in `region`. */
export function newAgentFromTemplate(args: {
  template: TAgentTemplate;
  agentName: string;
  workspaceUid: string;
  region: TRegion;
  nowSeconds: number;
  randomBytes: TRandomBytes;
}): TAgent {
  const base = defaultAgentFields();
  const content = args.template.template;
  return {
    ...base,
    ...content,
    voiceConfig: {
      ...base.voiceConfig,
      ...content.voiceConfig,
      transcriber: { ...base.voiceConfig.transcriber, ...content.voiceConfig?.transcriber },
    },
    title: args.agentName.trim(),
    ID: newAgentId(args.randomBytes),
    ownerID: args.workspaceUid,
    userId: args.workspaceUid,
    SECRET_API_KEY: newSecret(args.randomBytes),
    tokensUsage: 0,
    region: AGENT_REGION_MARKER[args.region],
    lastModified: args.nowSeconds,
    ts: args.nowSeconds,
  };
}
