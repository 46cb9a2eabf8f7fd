import { SIGN_IN_ERROR } from '@parley/core/workspaces/session-messages';

/** Firebase Auth error codes in words a person understands. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-email': 'Please enter a valid e-mail address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/weak-password': 'Choose a password of at least 6 characters.',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Sign in instead.',
  'auth/invalid-credential': 'E-mail or password is incorrect.',
  'auth/wrong-password': 'E-mail or password is incorrect.',
  'auth/user-not-found': 'E-mail or password is incorrect.',
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/network-request-failed': 'Cannot reach the sign-in service. Check your connection and try again.',
};

export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code ?? '';
  return MESSAGES[code] ?? SIGN_IN_ERROR;
}
