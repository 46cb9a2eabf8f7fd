/**
 * `npm run bench`: measures the budgets of design.md §7 that exist so far and writes bench/results.json.
 * Dashboard: initial JS = the entry script plus every module it preloads, gzip level 9.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
  const lazyChunks = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js') && !files.includes(`assets/${f}`));
  return {
    initialJsGzipKB: Number(perFile.reduce((sum, f) => sum + f.gzipKB, 0).toFixed(1)),
    initialFiles: perFile,
    cssGzipKB: Number(css.reduce((sum, f) => sum + gzipKB(join(DIST, f)), 0).toFixed(1)),
    lazyChunkCount: lazyChunks.length,
    largestLazyChunkGzipKB: Number(
      Math.max(...lazyChunks.map((f) => gzipKB(join(DIST, 'assets', f)))).toFixed(1),
    ),
  };
}

const build = spawnSync(process.execPath, ['node_modules/.bin/vite', 'build', 'client', '--logLevel', 'warn'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

const dashboard = dashboardInitialJs();
const results = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  dashboard: {
    ...dashboard,
    budgetGzipKB: BUDGETS.dashboardInitialJsGzipKB,
    withinBudget: dashboard.initialJsGzipKB <= BUDGETS.dashboardInitialJsGzipKB,
  },
  notYetMeasured: {
    widget: 'the widget is built in issue 3',
    chatTimeToFirstToken: 'the chat runtime is built in issue 3',
    publicAgentConfig: 'the public endpoints are built in issue 3',
    knowledgeSearch: 'the knowledge base is built in issue 4',
  },
};
mkdirSync(join(ROOT, 'bench'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');
console.log(
  `dashboard initial JS ${dashboard.initialJsGzipKB} KB gzip (budget ${BUDGETS.dashboardInitialJsGzipKB} KB): ${
    results.dashboard.withinBudget ? 'within budget' : 'OVER BUDGET'
  }; CSS ${dashboard.cssGzipKB} KB; ${dashboard.lazyChunkCount} lazy chunks, largest ${dashboard.largestLazyChunkGzipKB} KB`,
);
console.log('written to bench/results.json');
