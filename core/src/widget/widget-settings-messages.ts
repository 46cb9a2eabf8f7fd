/** Texts of the widget settings page (widget-and-channels §2.2, §5, §8); keep the spec's spelling. */
export const WIDGET_NOT_YOURS = 'This widget does not exist.';
export const WIDGET_LOADED = 'Widget data loaded succesfully';
export const WIDGET_LOAD_FAILED = 'Something went wrong:';
export const VF_KEY_REQUIRED = 'Please provide your Voiceflow dialogue API key and try again.';
/** The Channels tab's label until the widget is saved. */
export const CHANNELS_SAVE_TO_ENABLE = 'Save to Enable';
export const WIDGET_NOTICE_MS = 2000;
