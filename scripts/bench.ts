/**
 * `npm run bench`: measures the budgets of design.md §7 that exist so far and writes bench/results.json.
 * Widget: scripts/bench-widget.ts.
 * Dashboard: initial JS = the entry script plus every module it preloads, gzip level 9.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchWidget } from './bench-widget';
import { benchKb, printKb } from './bench-kb';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'client/dist');
const KB = 1024;

const BUDGETS = { dashboardInitialJsGzipKB: 150 };

function gzipKB(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length / KB;
}

function dashboardInitialJs() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const perFile = files.map((file) => ({ file, gzipKB: Number(gzipKB(join(DIST, file)).toFixed(1)) }));
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+\.css)"/g)].map((m) => m[1]!);
  const lazyChunks = readdirSync(join(DIST, 'assets')).filter(
    (f) => f.endsWith('.js') && !files.includes(`assets/${f}`),
  );
  return {
    initialJsGzipKB: Number(perFile.reduce((sum, f) => sum + f.gzipKB, 0).toFixed(1)),
    initialFiles: perFile,
    cssGzipKB: Number(css.reduce((sum, f) => sum + gzipKB(join(DIST, f)), 0).toFixed(1)),
    lazyChunkCount: lazyChunks.length,
    largestLazyChunkGzipKB: Number(Math.max(...lazyChunks.map((f) => gzipKB(join(DIST, 'assets', f)))).toFixed(1)),
  };
}

const build = spawnSync(process.execPath, ['node_modules/.bin/vite', 'build', 'client', '--logLevel', 'warn'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const dashboard = dashboardInitialJs();
// After the dashboard build (which empties client/dist): builds the widget into it and measures it.
const widget = await benchWidget();

/** The chat and public config budgets, measured in a local stack whose fake LLM takes 200 ms to answer. */
function serverBudgets() {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'emulators/stack.ts', 'exec', '--', 'npx tsx scripts/bench-server.ts'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PARLEY_FAKE_LLM_DELAY_MS: '200' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const line = run.stdout.split('\n').find((l) => l.startsWith('{"chat"'));
  if (run.status !== 0 || !line) {
    console.error(run.stdout.slice(-3000), run.stderr.slice(-3000));
    throw new Error('the server bench failed');
  }
  return JSON.parse(line) as {
    chat: { serverOverFirstTokenP50Ms: number; budgetP50Ms: number } & Record<string, number>;
    publicAgentConfig: { handlerP50Ms: number; budgetP50Ms: number } & Record<string, number>;
    chatWithKnowledge: { serverOverFirstTokenP50Ms: number; budgetP50Ms: number } & Record<string, number>;
  };
}
const server = serverBudgets();
const knowledgeSearch = await benchKb();
const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  dashboard: {
    ...dashboard,
    budgetGzipKB: BUDGETS.dashboardInitialJsGzipKB,
    withinBudget: dashboard.initialJsGzipKB <= BUDGETS.dashboardInitialJsGzipKB,
  },
  chat: { ...server.chat, withinBudget: server.chat.serverOverFirstTokenP50Ms <= server.chat.budgetP50Ms },
  publicAgentConfig: {
    ...server.publicAgentConfig,
    withinBudget: server.publicAgentConfig.handlerP50Ms <= server.publicAgentConfig.budgetP50Ms,
  },
  chatWithKnowledge: {
    ...server.chatWithKnowledge,
    withinBudget: server.chatWithKnowledge.serverOverFirstTokenP50Ms <= server.chatWithKnowledge.budgetP50Ms,
  },
  widget,
  knowledgeSearch,
};
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');
console.log(
  `dashboard initial JS ${dashboard.initialJsGzipKB} KB gzip (budget ${BUDGETS.dashboardInitialJsGzipKB} KB): ${
    results.dashboard.withinBudget ? 'within budget' : 'OVER BUDGET'
  }; CSS ${dashboard.cssGzipKB} KB; ${dashboard.lazyChunkCount} lazy chunks, largest ${dashboard.largestLazyChunkGzipKB} KB`,
);
console.log(
  `chat: server time before the first token ${server.chat.serverOverFirstTokenP50Ms} ms p50 over the LLM's own latency (budget ${server.chat.budgetP50Ms} ms): ${results.chat.withinBudget ? 'within budget' : 'OVER BUDGET'}`,
);
console.log(
  `chat with knowledge (${server.chatWithKnowledge.documents} documents, ${server.chatWithKnowledge.chunks} chunks): server time before the first token ${server.chatWithKnowledge.serverOverFirstTokenP50Ms} ms p50 (budget ${server.chatWithKnowledge.budgetP50Ms} ms; first message, loading the index: ${server.chatWithKnowledge.firstMessageServerBeforeLlmMs} ms before the LLM request): ${results.chatWithKnowledge.withinBudget ? 'within budget' : 'OVER BUDGET'}`,
);
console.log(
  `public agent config: handler ${server.publicAgentConfig.handlerP50Ms} ms p50 (budget ${server.publicAgentConfig.budgetP50Ms} ms): ${results.publicAgentConfig.withinBudget ? 'within budget' : 'OVER BUDGET'}`,
);
console.log(
  `widget: loader ${widget.loader.gzipKB} KB gzip (budget ${widget.loader.budgetGzipKB}), main thread ${widget.loader.mainThreadMs} ms (budget ${widget.loader.budgetMainThreadMs}), launcher visible ${widget.loader.launcherVisibleMs} ms after the script (budget ${widget.loader.budgetLauncherVisibleMs}); panel ${widget.panel.gzipKB} KB gzip (budget ${widget.panel.budgetGzipKB}), ready ${widget.panel.readyAfterOpenMs} ms after open, warm cache (budget ${widget.panel.budgetReadyMs}): ${
    widget.loader.withinBudget && widget.panel.withinBudget ? 'within budget' : 'OVER BUDGET'
  }`,
);
printKb(knowledgeSearch);
console.log('written to bench/results.json');
