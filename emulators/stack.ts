/**
 * The local stack.
 *   start            build, start everything at one origin, seed the demo, persist data on Ctrl-C
 *   dev              the same, with Vite's hot reload and functions rebuilt on change
 *   exec -- <cmd>    a fresh stack on test ports around <cmd> (one `firebase emulators:exec`)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  cpSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { startFakeEmbeddings, type TFakeEmbeddings } from './fakes/fake-embeddings';
import { startFakeLlm, type TFakeLlm } from './fakes/fake-llm';
import { FirestoreFallback } from './firestore-fallback';
import { LocalStackClient } from './local-client';
import {
  DATA_DIR,
  DEMO_USER,
  EXEC_LLM_FIRST_TOKEN_TIMEOUT_MS,
  execPorts,
  FIREBASE_BIN,
  FIREBASE_EXPORT_DIR,
  FIRESTORE_FALLBACK_FILE,
  EXEC_LOG_FILE,
  LOG_FILE,
  PROJECT_ID,
  ROOT,
  START_FAKE_LLM_DELAY_MS,
  START_PORTS,
  runtimeConfig,
  type TPorts,
} from './local-config';
import { canRunOfficialFirestore } from './official-firestore';
import { seedDemo } from './seed';

type TMode = 'start' | 'dev' | 'exec';
/** Lines the Firebase CLI and the emulated functions print (`i  functions: …`, `>  {…}`, `[hosting] …`). */
const EMULATOR_LINE = /^(i |> {2}|\[hosting\]|✔ |⚠ |\+ |! {2})/;
const mode = process.argv[2] as TMode;
/** This stack's name in the files it writes: test stacks on shifted ports get their own. */
const instance =
  mode === 'exec' && process.env.PARLEY_PORT_OFFSET ? `exec${Number(process.env.PARLEY_PORT_OFFSET)}` : mode;
const started = Date.now();
const say = (line: string) => console.log(`[parley] ${line}`);
const seconds = () => ((Date.now() - started) / 1000).toFixed(1) + ' s';

function run(command: string, args: string[], label: string): void {
  const t = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${label} failed`);
  say(`${label} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function clientIsStale(): boolean {
  const built = join(ROOT, 'client/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = ['client/src', 'client/index.html', 'client/vite.config.ts', 'client/public', 'core/src'];
  return newestMtime(sources.map((p) => join(ROOT, p))) > statSync(built).mtimeMs;
}

/** firebase.json with this run's ports, next to the original so relative paths hold. */
function writeFirebaseConfig(ports: TPorts): string {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  // /parley-runtime.json is this stack's own file (`npm start` and the tests may run side by side).
  config.hosting.rewrites.unshift({ source: '/parley-runtime.json', destination: `/parley-runtime.${instance}.json` });
  // A test stack runs its own copy of the built functions: someone rebuilding functions/dist meanwhile
  // (which `npm start` reloads on purpose) must not reload the functions under a test run.
  // The same for the served files (a rebuild of the dashboard empties client/dist for a moment).
  if (mode === 'exec') {
    const own = (what: string, from: string) => {
      const dir = join(DATA_DIR, `${what}-${instance}`);
      rmSync(dir, { recursive: true, force: true });
      cpSync(join(ROOT, from), dir, { recursive: true });
      return relative(ROOT, dir);
    };
    config.functions[0].source = own('functions', 'functions/dist');
    config.hosting.public = own('hosting', 'client/dist');
  }
  config.emulators = {
    ...config.emulators,
    auth: { port: ports.auth },
    functions: { port: ports.functions },
    hosting: { port: ports.hosting },
    tasks: { port: ports.tasks },
    firestore: { port: ports.firestore },
    hub: { port: ports.hub },
    logging: { port: ports.logging },
    eventarc: { port: ports.eventarc },
  };
  const file = join(ROOT, `.firebase.${instance}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

async function waitFor(
  url: string,
  timeoutMs: number,
  isReady: (res: Response, body: string) => boolean = (res) => res.ok,
  init?: RequestInit,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, init);
      if (isReady(res, await res.text())) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${url}`);
}

function exitWhen(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main() {
  if (!['start', 'dev', 'exec'].includes(mode)) throw new Error('usage: stack.ts start | dev | exec -- <command>');
  const ports = mode === 'exec' ? execPorts() : START_PORTS;
  mkdirSync(DATA_DIR, { recursive: true });

  // 1. Build what the emulators serve.
  run(process.execPath, ['--import', 'tsx', 'functions/build.ts'], 'functions built');
  if (mode !== 'dev' && clientIsStale())
    run(process.execPath, ['node_modules/.bin/vite', 'build', 'client', '--logLevel', 'warn'], 'dashboard built');
  run(process.execPath, ['--import', 'tsx', 'widget/build.ts'], 'widget built');
  mkdirSync(join(ROOT, 'client/dist'), { recursive: true });
  if (!existsSync(join(ROOT, 'client/dist/index.html'))) {
    writeFileSync(
      join(ROOT, 'client/dist/index.html'),
      '<!doctype html><p>Open the Vite URL printed by npm run dev.</p>',
    );
  }
  // Each stack serves its own runtime config (ports differ), from client/public so a rebuild keeps it.
  const runtimeFile = `parley-runtime.${instance}.json`;
  for (const dir of ['client/public', 'client/dist']) {
    writeFileSync(join(ROOT, dir, runtimeFile), JSON.stringify(runtimeConfig(ports)));
  }

  // 2. Firestore: the official emulator where it can run, else the in-process fallback.
  const official = canRunOfficialFirestore();
  const only = ['auth', 'functions', 'hosting', 'tasks'];
  const env: NodeJS.ProcessEnv = { ...process.env };
  let fallback: FirestoreFallback | null = null;
  if (official.ok) {
    only.push('firestore');
    env.PARLEY_OFFICIAL_FIRESTORE = '1';
    say(`Firestore: official emulator (${official.reason})`);
  } else {
    fallback = new FirestoreFallback(mode === 'exec' ? null : FIRESTORE_FALLBACK_FILE);
    const loaded = await fallback.start(ports.firestore);
    env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
    say(`Firestore: in-process fallback on :${ports.firestore} (${official.reason}); ${loaded} documents loaded`);
  }

  // Uploaded files on local disk; absolute file addresses on this stack's origin; local sites may be crawled.
  const filesDir = join(DATA_DIR, mode === 'exec' ? `files-${instance}` : 'files');
  if (mode === 'exec') rmSync(filesDir, { recursive: true, force: true });
  env.PARLEY_FILES_DIR = filesDir;
  env.PARLEY_PUBLIC_URL = mode === 'exec' ? `http://127.0.0.1:${ports.hosting}` : `http://localhost:${ports.hosting}`;
  env.PARLEY_KB_ALLOW_PRIVATE_HOSTS = '1';

  // 3. The LLM: the fake one in tests (and on request), else LLM_BASE_URL, else offline mode.
  let fakeLlm: TFakeLlm | null = null;
  let fakeEmbeddings: TFakeEmbeddings | null = null;
  if (mode === 'exec' || process.env.PARLEY_FAKE_LLM === '1') {
    // The bench gives the fake model a fixed latency (PARLEY_FAKE_LLM_DELAY_MS) to measure ours on top.
    const delayMs = Number(process.env.PARLEY_FAKE_LLM_DELAY_MS ?? (mode === 'exec' ? 0 : START_FAKE_LLM_DELAY_MS));
    fakeLlm = await startFakeLlm({ port: ports.fakeLlm, delayMs });
    env.LLM_BASE_URL = fakeLlm.url;
    delete env.LLM_API_KEY;
    if (mode === 'exec') env.LLM_FIRST_TOKEN_TIMEOUT_MS = String(EXEC_LLM_FIRST_TOKEN_TIMEOUT_MS);
    say(`LLM: the local fake model at ${fakeLlm.url}`);
    // The fake model has no /embeddings: a fake embeddings API stands beside it (vector search locally).
    fakeEmbeddings = await startFakeEmbeddings({ port: ports.fakeEmbeddings });
    env.EMBEDDINGS_BASE_URL = fakeEmbeddings.url;
    delete env.EMBEDDINGS_API_KEY;
    say(`Embeddings: the local fake at ${fakeEmbeddings.url}`);
  } else {
    say(
      env.LLM_BASE_URL
        ? `LLM: ${env.LLM_BASE_URL}`
        : 'LLM: none configured, agents answer in offline mode (set LLM_BASE_URL)',
    );
  }

  // 4. The Firebase emulators.
  const config = writeFirebaseConfig(ports);
  const common = ['--project', PROJECT_ID, '--config', config, '--only', only.join(',')];
  const baseUrl = `http://127.0.0.1:${ports.hosting}`;
  const client = new LocalStackClient(baseUrl, `http://127.0.0.1:${ports.auth}`);

  if (mode === 'exec') {
    const command = process.argv.slice(process.argv.indexOf('--') + 1).join(' ');
    const child = spawn(FIREBASE_BIN, ['emulators:exec', ...common, command], {
      cwd: ROOT,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: {
        ...env,
        PARLEY_BASE_URL: baseUrl,
        PARLEY_AUTH_EMULATOR_URL: client.authEmulatorUrl,
        PARLEY_FAKE_LLM_URL: fakeLlm?.url ?? '',
        PARLEY_FAKE_EMBEDDINGS_URL: fakeEmbeddings?.url ?? '',
      },
    });
    // The command's own output goes to the terminal; the emulators' chatter to a log file.
    const logFile = EXEC_LOG_FILE.replace(/\.log$/, instance === 'exec' ? '.log' : `-${instance}.log`);
    const emulatorLog = createWriteStream(logFile);
    const route = (out: NodeJS.WriteStream) => {
      let rest = '';
      return (chunk: Buffer) => {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) (EMULATOR_LINE.test(line) ? emulatorLog : out).write(line + '\n');
      };
    };
    child.stdout?.on('data', route(process.stdout));
    child.stderr?.on('data', route(process.stderr));
    const code = await exitWhen(child);
    emulatorLog.end();
    if (code !== 0) say(`the emulators' log of this run: ${logFile}`);
    await fakeLlm?.close();
    await fakeEmbeddings?.close();
    fallback?.stop();
    process.exit(code);
  }

  const persist = ['--export-on-exit', FIREBASE_EXPORT_DIR];
  if (existsSync(join(FIREBASE_EXPORT_DIR, 'firebase-export-metadata.json')))
    persist.push('--import', FIREBASE_EXPORT_DIR);
  const log = createWriteStream(LOG_FILE, { flags: 'a' });
  const emulators = spawn(FIREBASE_BIN, ['emulators:start', ...common, ...persist], { cwd: ROOT, env, detached: true });
  emulators.stdout?.pipe(log);
  emulators.stderr?.pipe(log);
  const emulatorsExited = exitWhen(emulators);
  const watchers: ChildProcess[] = [];

  let stopping = false;
  stopStack = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say('stopping: saving local data…');
    watchers.forEach((w) => w.kill('SIGTERM'));
    if (emulators.exitCode === null) {
      emulators.kill('SIGINT');
      await Promise.race([emulatorsExited, new Promise((r) => setTimeout(r, 30_000))]);
      if (emulators.exitCode === null) process.kill(-emulators.pid!, 'SIGKILL');
    }
    if (fallback) say(`Firestore: ${fallback.save()} documents saved`);
    fallback?.stop();
    await fakeLlm?.close();
    await fakeEmbeddings?.close();
    say('stopped.');
    process.exit(code);
  };
  const stop = stopStack;
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  void emulatorsExited.then((code) => {
    if (!stopping) {
      say(`the emulators exited (${code}); see ${LOG_FILE}`);
      void stop(1);
    }
  });

  await waitFor(
    `http://127.0.0.1:${ports.hub}/emulators`,
    180_000,
    (res, body) => res.ok && body.includes('"hosting"'),
  );
  await waitFor(`${baseUrl}/`, 30_000);
  // Functions load after the hub is up: wait until a callable answers in the callable protocol.
  await waitFor(`${baseUrl}/eu/fn/ensureAccount`, 120_000, (_res, body) => body.startsWith('{"error"'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"data":{}}',
  });
  say(`emulators ready (${seconds()})`);

  let url = `http://localhost:${ports.hosting}`;
  if (mode === 'dev') {
    const fnWatch = spawn(process.execPath, ['--import', 'tsx', 'functions/build.ts', '--watch'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    const vite = spawn(
      process.execPath,
      ['node_modules/.bin/vite', 'client', '--port', String(ports.vite), '--strictPort'],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, PARLEY_HOSTING_URL: baseUrl },
      },
    );
    watchers.push(fnWatch, vite);
    url = `http://localhost:${ports.vite}`;
  }

  const seeded = await seedDemo(client);
  say(seeded ? 'demo seeded' : 'demo already present');
  console.log(`
  Parley is running at ${url}   (ready in ${seconds()})
  Demo sign-in: ${DEMO_USER.email} / ${DEMO_USER.password}   (workspace in ${DEMO_USER.region.toUpperCase()})
  Emulator logs: ${LOG_FILE}
  Ctrl-C stops everything and keeps local data under emulators/data/.
`);
}

/** Set once the emulators run, so a failure after that still stops them and saves data. */
let stopStack = async (code: number): Promise<void> => process.exit(code);

main().catch((error) => {
  console.error(`[parley] ${(error as Error).message}`);
  void stopStack(1);
});
