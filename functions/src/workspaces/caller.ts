import { AppError } from '../platform/app-error';

/** A signed-in builder, as Firebase Auth vouches for them. */
export interface TCaller {
  authUid: string;
  /** Lower-cased. */
  email: string;
}

export function callerFromToken(token: { uid: string; email?: string | undefined }): TCaller {
  if (!token.email) throw new AppError('failed-precondition', 'Your account has no e-mail address.');
  return { authUid: token.uid, email: token.email.toLowerCase() };
}
