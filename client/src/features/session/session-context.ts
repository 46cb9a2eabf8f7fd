import { createContext, useContext } from 'react';
import type { TAccount } from '@parley/core/workspaces/workspace';
import type { TRegion } from '@parley/core/regions/region-codes';

export interface TSessionUser {
  uid: string;
  email: string;
}

export type TSession =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: TSessionUser; account: TAccount }
  | { status: 'error'; user: TSessionUser; message: string };

export interface TSessionApi {
  session: TSession;
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (email: string, password: string, region: TRegion) => Promise<void>;
  signOut: (redirectTo?: string) => Promise<void>;
  /** Replace the account after a change (onboarding). */
  setAccount: (account: TAccount) => void;
  retry: () => void;
}

export const SessionContext = createContext<TSessionApi | null>(null);

export function useSession(): TSessionApi {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in account; only for components under a signed-in guard. */
export function useAccount(): TAccount {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useAccount without a signed-in session');
  return session.account;
}
