import { z } from 'zod';
import { parseCustomTheme } from '../widget/widget-theme';
import { AUTOMATIC_LANG, isLanguageCode, LANG_INVALID, TRANSLATE_LANG_INVALID } from './languages';

/** Agent platform types: vg (built in), vf (external dialogue platform), oai-assistants. */
export const AGENT_PLATFORMS = ['vg', 'vf', 'oai-assistants'] as const;
export const ZAgentPlatform = z.enum(AGENT_PLATFORMS);
export type TAgentPlatform = z.infer<typeof ZAgentPlatform>;

export const WIDGET_TYPES = ['popup', 'bottom-right', 'bottom-left', 'full-width', 'tabs'] as const;
export const BUTTONS_LAYOUTS = ['horizontal', 'vertical', 'in-footer'] as const;
export const NODE_TYPES = ['start', 'note', 'default', 'end'] as const;
export const KB_SEARCH_METHODS = ['smart', 'simple'] as const;

export const MIN_MAX_CHUNK_SIZE = 1000;
export const MAX_CHUNK_SIZE_MESSAGE = 'Max chunk size must be greater than 1000';

export const AGENT_TITLE_MAX = 100;
export const AGENT_DESCRIPTION_MAX = 500;
export const AGENT_PROMPT_MAX = 20_000;
export const AGENT_GREETING_MAX = 1_000;
export const AGENT_MAX_TOKENS_LIMIT = 16_384;
/** The longest wait the widget's timing settings take (messageDelayMS, delayBeforeSubmit). */
export const AGENT_DELAY_MAX_MS = 60_000;

export const DELAY_INVALID = `Use a whole number of milliseconds from 0 to ${AGENT_DELAY_MAX_MS.toLocaleString('en')}.`;
export const LIMIT_INVALID = 'Use a whole number: 0 for no limit.';
export const FONT_FAMILY_INVALID = 'Use a font name only: letters, digits, spaces and dashes.';
export const CUSTOM_THEME_INVALID = 'The custom theme is not valid: pick a primary colour again.';
export const TAB_LABEL_REQUIRED = 'Give every tab a label.';

const url = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Please enter a valid http(s) address.');

export const ZAgentNode = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(NODE_TYPES),
  position: z.object({ x: z.number(), y: z.number() }).optional(),
  data: z.object({ label: z.string().max(200), text: z.string().max(AGENT_PROMPT_MAX).optional() }),
});
export type TAgentNode = z.infer<typeof ZAgentNode>;

export const ZVoiceConfig = z.object({
  config: z.object({
    recordAudio: z.boolean(),
    enableWebCalling: z.boolean(),
    backgroundNoise: z.string().max(40),
  }),
  transcriber: z.object({
    provider: z.string().max(40),
    modelId: z.string().max(60),
    utteranceThreshold: z.number().int().min(0).max(10_000),
    language: z.string().max(10),
  }),
  speechGen: z.object({ provider: z.string().max(40), voiceId: z.string().max(80) }),
});

export const ZVapiConfig = z.object({
  enableVapiOnWeb: z.boolean(),
  overrideWithVG: z.boolean(),
  promptOnWeb: z.string().max(AGENT_PROMPT_MAX),
  maxCostMonthly: z.number().min(0),
  maxMinutesMonthly: z.number().min(0),
});

export const ZKbLlm = z.object({
  searchMethod: z.enum(KB_SEARCH_METHODS),
  searchPrompt: z.string().max(AGENT_PROMPT_MAX),
  modelId: z.string().max(80),
  temprature: z.number().min(0).max(2),
  maxTokens: z.number().int().min(1).max(AGENT_MAX_TOKENS_LIMIT),
});

/**
 * The fields of an agent a builder may set (agency-shell §3.1, widget-and-channels §3).
 * Server-owned fields (ID, ownerID, userId, SECRET_API_KEY, tokensUsage, lastModified, ts, region)
 * are not in here: a save can never forge them.
 */
export const ZAgentEditable = z.object({
  title: z.string().trim().min(1, 'Please provide a name for the agent.').max(AGENT_TITLE_MAX),
  description: z.string().max(AGENT_DESCRIPTION_MAX),
  agentPlatform: ZAgentPlatform,
  roundedImageURL: url,
  avatarImageUrl: url,
  headerImageUrl: url,
  chatBgURL: url,
  branding: z.string().max(200),
  proactiveMessage: z.string().max(AGENT_GREETING_MAX),
  theme: z.string().max(40),
  customThemeJSONString: z
    .string()
    .max(4000)
    .refine((v) => v === '' || parseCustomTheme(v) !== null, CUSTOM_THEME_INVALID),
  scrollAnimation: z.boolean(),
  ui: z.object({
    widgetType: z.enum(WIDGET_TYPES),
    /** Open the chat as a centred modal over a blurred backdrop. */
    modalMode: z.boolean().optional(),
    enableFixedFeedbackBtns: z.boolean().optional(),
    voiceQuestionLabel: z.string().max(200).optional(),
    voiceButtonLabel: z.string().max(80).optional(),
  }),
  tabs: z.array(z.object({ key: z.string().max(40), label: z.string().trim().min(1, TAB_LABEL_REQUIRED).max(80) })),
  messageDelayMS: z.number().int(DELAY_INVALID).min(0, DELAY_INVALID).max(AGENT_DELAY_MAX_MS, DELAY_INVALID),
  delayBeforeSubmit: z.number().int(DELAY_INVALID).min(0, DELAY_INVALID).max(AGENT_DELAY_MAX_MS, DELAY_INVALID),
  chatForget: z.boolean(),
  lang: z.string().refine((v) => v === AUTOMATIC_LANG || isLanguageCode(v), LANG_INVALID),
  enableAITranslate: z.boolean(),
  AITranslateTo: z.string().refine(isLanguageCode, TRANSLATE_LANG_INVALID),
  translateUserResponse: z.boolean(),
  enableHumanHandoff: z.boolean(),
  UIhandoffTitle: z.string().max(200),
  UIhandoffSubtitle: z.string().max(400),
  alwaysShowHandoff: z.boolean(),
  messagesLimit: z.number().int(LIMIT_INVALID).min(0, LIMIT_INVALID),
  maxTokensUsage: z.number().int(LIMIT_INVALID).min(0, LIMIT_INVALID),
  autoStartWidget: z.boolean(),
  syncBrowser: z.boolean(),
  listenForUrlChanges: z.boolean(),
  recordChatHistory: z.boolean(),
  smartInit: z.boolean(),
  starred: z.boolean(),
  isDeployed: z.boolean(),
  buttonsLayout: z.enum(BUTTONS_LAYOUTS),
  fontFamily: z
    .string()
    .trim()
    .max(80)
    .regex(/^[A-Za-z0-9 _-]*$/, FONT_FAMILY_INVALID),
  ADVANCED_customCSS: z.string().max(20_000),
  enableGeoAnalytics: z.boolean(),
  nodes: z.array(ZAgentNode).max(500),
  enableNodes: z.boolean(),
  vgOptions: z.object({
    maxChunkSize: z.number().int().min(MIN_MAX_CHUNK_SIZE, MAX_CHUNK_SIZE_MESSAGE).max(100_000),
    isLlmStudio: z.boolean().optional(),
  }),
  vg_defaultModel: z.string().trim().min(1, 'Please choose a model.').max(80),
  vg_enableUIEngine: z.boolean(),
  vg_temperature: z.number().min(0, 'Temperature is between 0 and 2.').max(2, 'Temperature is between 0 and 2.'),
  vg_systemPrompt: z.string().max(AGENT_PROMPT_MAX),
  vg_initPrompt: z.string().max(AGENT_PROMPT_MAX),
  vg_initMessages: z.array(z.string().max(AGENT_GREETING_MAX)).max(10),
  vg_maxTokens: z
    .number()
    .int()
    .min(1, 'Max tokens must be at least 1.')
    .max(AGENT_MAX_TOKENS_LIMIT, `Max tokens can be at most ${AGENT_MAX_TOKENS_LIMIT}.`),
  vg_kbDefaultDimension: z.number().int().min(1).max(8192),
  vg_kb_llm: ZKbLlm,
  voiceConfig: ZVoiceConfig,
  vapiConfig: ZVapiConfig,
  assignedToolsIds: z.array(z.string().max(64)).max(100),
  VF_DIALOGUE_API_KEY: z.string().max(200),
});
export type TAgentEditable = z.infer<typeof ZAgentEditable>;

/** A stored agent as the dashboard sees it. */
export const ZAgent = ZAgentEditable.extend({
  ID: z.string(),
  ownerID: z.string(),
  userId: z.string(),
  SECRET_API_KEY: z.string(),
  tokensUsage: z.number(),
  region: z.string(),
  lastModified: z.number().int(),
  ts: z.number().int(),
});
export type TAgent = z.infer<typeof ZAgent>;

/** What a save may carry: any editable fields; unknown keys are dropped. */
export const ZAgentPatch = ZAgentEditable.partial();
export type TAgentPatch = z.infer<typeof ZAgentPatch>;

/** One row of the agent list. */
export const ZAgentListItem = ZAgent.pick({
  ID: true,
  title: true,
  description: true,
  agentPlatform: true,
  roundedImageURL: true,
  avatarImageUrl: true,
  starred: true,
  enableNodes: true,
  lastModified: true,
  ts: true,
  isDeployed: true,
});
export type TAgentListItem = z.infer<typeof ZAgentListItem>;
