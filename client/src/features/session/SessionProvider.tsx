import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TAccount } from '@parley/core/workspaces/workspace';
import { DEFAULT_REGION, isRegion, type TRegion } from '@parley/core/regions/region-codes';
import { call, CallError, onUnauthenticated } from '../../lib/callable';
import { authApi, loadAuth } from '../../lib/firebase-auth';
import { clearSessionStorage, readStored, storeAuthToken, STORAGE_KEYS, writeStored } from '../../lib/browser-storage';
import { SessionContext, type TSession, type TSessionApi } from './session-context';
import { authErrorMessage } from './auth-error-message';

/** The region a new account goes to: the sign-up choice, else the route's, else the default. */
function preferredRegion(): TRegion {
  const fromPath = location.pathname.split('/')[2];
  if (location.pathname.startsWith('/app/') && isRegion(fromPath)) return fromPath;
  const stored = readStored<string>(STORAGE_KEYS.region, DEFAULT_REGION);
  return isRegion(stored) ? stored : DEFAULT_REGION;
}

/**
 * Sign-in state (workspaces §4): a Firebase user loads or creates their account record; no user means
 * signed out, with stored session data cleared. A call answering `unauthenticated` signs out.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<TSession>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    let unsubscribe = () => {};
    void (async () => {
      const [auth, { onIdTokenChanged }] = await Promise.all([loadAuth(), authApi()]);
      if (cancelled) return;
      unsubscribe = onIdTokenChanged(auth, async (firebaseUser) => {
        if (!firebaseUser) {
          const hadUser = readStored<unknown>(STORAGE_KEYS.userData, null) !== null;
          clearSessionStorage();
          setSession({ status: 'signed-out' });
          if (hadUser) navigate('/');
          return;
        }
        storeAuthToken(await firebaseUser.getIdToken());
        const user = { uid: firebaseUser.uid, email: firebaseUser.email ?? '' };
        try {
          const { account } = await call(preferredRegion(), 'ensureAccount', { region: preferredRegion() });
          if (cancelled) return;
          writeStored(STORAGE_KEYS.userData, { uid: account.uid, email: account.email });
          writeStored(STORAGE_KEYS.region, account.region);
          setSession((current) =>
            current.status === 'signed-in' && current.user.uid === user.uid
              ? { ...current, account }
              : { status: 'signed-in', user, account },
          );
        } catch (error) {
          if (!cancelled) setSession({ status: 'error', user, message: (error as Error).message });
        }
      });
    })();
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [navigate, attempt]);

  const signOut = useCallback(
    async (redirectTo = '/') => {
      const [auth, { signOut: firebaseSignOut }] = await Promise.all([loadAuth(), authApi()]);
      await firebaseSignOut(auth);
      clearSessionStorage();
      queryClient.clear();
      setSession({ status: 'signed-out' });
      navigate(redirectTo);
    },
    [navigate, queryClient],
  );

  useEffect(() => onUnauthenticated(() => void signOut()), [signOut]);

  const api = useMemo<TSessionApi>(
    () => ({
      session,
      signIn: async (email, password) => {
        const [auth, { signInWithEmailAndPassword }] = await Promise.all([loadAuth(), authApi()]);
        try {
          await signInWithEmailAndPassword(auth, email.trim(), password);
        } catch (error) {
          throw new CallError('auth', authErrorMessage(error));
        }
      },
      signUp: async (email, password, region) => {
        writeStored(STORAGE_KEYS.region, region);
        const [auth, { createUserWithEmailAndPassword }] = await Promise.all([loadAuth(), authApi()]);
        try {
          await createUserWithEmailAndPassword(auth, email.trim(), password);
        } catch (error) {
          throw new CallError('auth', authErrorMessage(error));
        }
      },
      signOut,
      setAccount: (account: TAccount) =>
        setSession((current) => (current.status === 'signed-in' ? { ...current, account } : current)),
      retry: () => setAttempt((n) => n + 1),
    }),
    [session, signOut],
  );

  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
