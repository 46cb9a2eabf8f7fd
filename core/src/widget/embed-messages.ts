/** Texts of deploying a widget (widget-and-channels §5, §8). */
export const DEPLOY_NEEDS_PUBLISH = 'Please save and publish first.';
export const COPIED_TO_CLIPBOARD = 'Copied to Clipboard';
export const COPY_NOTICE_MS = 2000;
