import type { TChatOrigin, TChatMessage } from '@parley/core';

/** Where a conversation happened, as the Chats tab names it. */
export const ORIGIN_LABELS: Record<TChatOrigin, string> = {
  'web-chat': 'Website',
  test: 'Test panel',
  prototype: 'Prototype',
};

/** How an answer ended, when it matters to the reader. */
export const STATUS_NOTES: Partial<Record<NonNullable<TChatMessage['status']>, string>> = {
  interrupted: 'The answer broke off here: the model failed or timed out.',
  offline: 'Answered in offline mode (no language model configured).',
};

/** The visitor's rating of an answer (feedback buttons). */
export const FEEDBACK_NOTES: Record<NonNullable<TChatMessage['feedback']>, string> = {
  up: 'The visitor found this answer helpful.',
  down: 'The visitor found this answer not helpful.',
};
