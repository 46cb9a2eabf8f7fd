/**
 * Firebase Auth, loaded on demand so it stays out of the initial bundle. Configuration comes from
 * /parley-runtime.json (written by the local stack: emulator address) or from VITE_FIREBASE_* at build.
 */
import type { Auth } from 'firebase/auth';

interface TRuntimeConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl?: string;
}

async function runtimeConfig(): Promise<TRuntimeConfig> {
  try {
    const res = await fetch('/parley-runtime.json', { cache: 'no-store' });
    if (res.ok && res.headers.get('content-type')?.includes('json')) return (await res.json()) as TRuntimeConfig;
  } catch {
    // no runtime file: use the build's configuration
  }
  return {
    firebase: {
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? '',
      authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '',
    },
  };
}

let authPromise: Promise<Auth> | null = null;

export function loadAuth(): Promise<Auth> {
  authPromise ??= (async () => {
    const [{ initializeApp }, authModule, config] = await Promise.all([
      import('firebase/app'),
      import('firebase/auth'),
      runtimeConfig(),
    ]);
    const app = initializeApp(config.firebase);
    const auth = authModule.initializeAuth(app, { persistence: authModule.browserLocalPersistence });
    if (config.authEmulatorUrl) authModule.connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    return auth;
  })();
  return authPromise;
}

export const authApi = () => import('firebase/auth');
