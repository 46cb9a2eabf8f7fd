/** Ports, paths and demo credentials of the local stack. `exec` (tests) runs beside `npm start` on other ports. */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DATA_DIR = join(ROOT, 'emulators/data');
export const FIREBASE_EXPORT_DIR = join(DATA_DIR, 'firebase');
export const FIRESTORE_FALLBACK_FILE = join(DATA_DIR, 'firestore.json');
export const LOG_FILE = join(DATA_DIR, 'emulators.log');
/** The emulators' output during `stack.ts exec` (tests), kept out of the test output. */
export const EXEC_LOG_FILE = join(DATA_DIR, 'emulators-exec.log');
export const FIREBASE_BIN = join(ROOT, 'node_modules/.bin/firebase');
export const PROJECT_ID = 'demo-parley';

export interface TPorts {
  hosting: number;
  functions: number;
  auth: number;
  tasks: number;
  firestore: number;
  hub: number;
  logging: number;
  /** Started by the Functions emulator; configured so two stacks never both take its default. */
  eventarc: number;
  vite: number;
  /** The fake OpenAI-compatible LLM (tests always; `npm start` with PARLEY_FAKE_LLM=1). */
  fakeLlm: number;
  /** The fake embeddings API beside it (the fake LLM has no /embeddings). */
  fakeEmbeddings: number;
}

export const START_PORTS: TPorts = {
  hosting: 5050,
  functions: 5051,
  auth: 9099,
  tasks: 9499,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  vite: 5173,
  fakeLlm: 5099,
  fakeEmbeddings: 5098,
};

/** Tests use their own ports so they can run while `npm start` is up. */
export const EXEC_PORTS: TPorts = {
  hosting: 5150,
  functions: 5151,
  auth: 9199,
  tasks: 9599,
  firestore: 8180,
  hub: 4410,
  logging: 4510,
  eventarc: 9399,
  vite: 5273,
  fakeLlm: 5199,
  fakeEmbeddings: 5198,
};

/**
 * The test stack's ports, shifted by PARLEY_PORT_OFFSET so two test stacks can run side by side
 * (e.g. `PARLEY_PORT_OFFSET=1000 npm test` while another run uses the default ports).
 */
export function execPorts(offset: number = Number(process.env.PARLEY_PORT_OFFSET ?? 0)): TPorts {
  const ports = Object.fromEntries(
    Object.entries(EXEC_PORTS).map(([name, port]) => [name, port + offset]),
  ) as unknown as TPorts;
  if (offset) {
    // An offset can land one of the shifted ports on a port of `npm start` or of the default test stack.
    const defaults = new Set([...Object.values(START_PORTS), ...Object.values(EXEC_PORTS)]);
    const clash = Object.entries(ports).find(([, port]) => defaults.has(port));
    if (clash) {
      throw new Error(
        `PARLEY_PORT_OFFSET=${offset} puts the ${clash[0]} port on ${clash[1]}, which the default stacks use; pick another offset (1000, 2000 or 3000 are free).`,
      );
    }
  }
  return ports;
}

/** In tests the functions give up on a silent model quickly, so the timeout path can be tested. */
export const EXEC_LLM_FIRST_TOKEN_TIMEOUT_MS = 2500;
/** What the fake model's latency is in `npm start` with PARLEY_FAKE_LLM=1 (feels like a real one). */
export const START_FAKE_LLM_DELAY_MS = 400;

export const DEMO_USER = {
  email: 'demo@parley.local',
  password: 'parley-demo',
  displayName: 'Demo Builder',
  region: 'eu',
} as const;

/** Local Firebase web config: any API key works against the emulators. */
export const LOCAL_FIREBASE_API_KEY = 'demo-key';

export function runtimeConfig(ports: TPorts) {
  return {
    firebase: { apiKey: LOCAL_FIREBASE_API_KEY, authDomain: `${PROJECT_ID}.firebaseapp.com`, projectId: PROJECT_ID },
    authEmulatorUrl: `http://127.0.0.1:${ports.auth}`,
  };
}
