import type { SETTINGS_SUB_TABS } from './agent-tabs';

export type TSettingsSubTab = (typeof SETTINGS_SUB_TABS)[number];

/** Validated text inputs of the settings commit (and show their message) after 2 s without typing (widget-and-channels §5). */
export const VALIDATED_INPUT_DEBOUNCE_MS = 2000;
/** An uploaded file's name is shown up to 20 characters (widget-and-channels §5). */
export const UPLOAD_NAME_SHOWN_MAX = 20;

/**
 * Where each agent field is set in the Settings sub-tabs (agency-shell §2.5, `tab=`), by its path as
 * the save bar names it. The theme (`theme`, `customThemeJSONString`) is set in the widget settings'
 * Theme tab; `SECRET_API_KEY` is server-owned and only regenerated.
 */
export const SETTINGS_SUB_TAB_FIELDS: Readonly<Record<TSettingsSubTab, readonly string[]>> = {
  core: ['title', 'description', 'proactiveMessage', 'messageDelayMS', 'autoStartWidget'],
  ui: [
    'ui.widgetType',
    'ui.modalMode',
    'tabs',
    'roundedImageURL',
    'avatarImageUrl',
    'headerImageUrl',
    'chatBgURL',
    'fontFamily',
    'branding',
    'buttonsLayout',
    'ui.enableFixedFeedbackBtns',
    'scrollAnimation',
    'ui.voiceQuestionLabel',
    'ui.voiceButtonLabel',
  ],
  language: ['lang', 'enableAITranslate', 'AITranslateTo', 'translateUserResponse'],
  security: ['SECRET_API_KEY', 'maxTokensUsage', 'messagesLimit'],
  notifications: [],
  handoff: ['enableHumanHandoff', 'alwaysShowHandoff', 'UIhandoffTitle', 'UIhandoffSubtitle'],
  technical: [
    'delayBeforeSubmit',
    'chatForget',
    'recordChatHistory',
    'syncBrowser',
    'listenForUrlChanges',
    'vg_kb_llm',
    'vgOptions',
  ],
  analytics: ['enableGeoAnalytics'],
  advanced: ['ADVANCED_customCSS'],
  integrations: ['smartInit', 'VF_DIALOGUE_API_KEY'],
};

/** The sub-tabs holding any of these unsaved field paths (for a dot on their tab). */
export function settingsSubTabsWith(fields: readonly string[]): TSettingsSubTab[] {
  return (Object.keys(SETTINGS_SUB_TAB_FIELDS) as TSettingsSubTab[]).filter((tab) =>
    SETTINGS_SUB_TAB_FIELDS[tab].some((field) => fields.includes(field)),
  );
}
