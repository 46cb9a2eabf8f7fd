import { describe, expect, it } from 'vitest';
import { ZAgentEditable } from './agent';
import { SETTINGS_SUB_TAB_FIELDS, settingsSubTabsWith } from './agent-settings-map';
import { SETTINGS_SUB_TABS } from './agent-tabs';

/** The agent fields issue 5 wants a home for in the Settings sub-tabs. */
const NEED_A_HOME = [
  'title',
  'description',
  'roundedImageURL',
  'avatarImageUrl',
  'headerImageUrl',
  'chatBgURL',
  'branding',
  'proactiveMessage',
  'messageDelayMS',
  'delayBeforeSubmit',
  'chatForget',
  'maxTokensUsage',
  'messagesLimit',
  'autoStartWidget',
  'syncBrowser',
  'listenForUrlChanges',
  'lang',
  'enableAITranslate',
  'AITranslateTo',
  'translateUserResponse',
  'recordChatHistory',
  'enableHumanHandoff',
  'UIhandoffTitle',
  'UIhandoffSubtitle',
  'alwaysShowHandoff',
  'smartInit',
  'fontFamily',
  'ADVANCED_customCSS',
  'enableGeoAnalytics',
  'scrollAnimation',
  'ui.widgetType',
  'buttonsLayout',
  'ui.enableFixedFeedbackBtns',
  'ui.voiceQuestionLabel',
  'ui.voiceButtonLabel',
  'SECRET_API_KEY',
];

describe('settings sub-tabs', () => {
  const all = Object.values(SETTINGS_SUB_TAB_FIELDS).flat();

  it('cover every sub-tab of the spec', () => {
    expect(Object.keys(SETTINGS_SUB_TAB_FIELDS)).toEqual([...SETTINGS_SUB_TABS]);
  });

  it('give every field a home, exactly one', () => {
    for (const field of NEED_A_HOME) expect(all.filter((f) => f === field), field).toHaveLength(1);
    expect(new Set(all).size).toBe(all.length);
  });

  it('name only real agent fields', () => {
    const shape = ZAgentEditable.shape;
    for (const path of all) {
      const [field = '', part] = path.split('.');
      if (field === 'SECRET_API_KEY') continue;
      expect(field in shape, path).toBe(true);
      if (part) expect(part in shape.ui.shape, path).toBe(true);
    }
  });

  it('tell which sub-tabs hold unsaved fields', () => {
    expect(settingsSubTabsWith(['lang', 'ui.widgetType', 'customThemeJSONString'])).toEqual(['ui', 'language']);
  });
});
