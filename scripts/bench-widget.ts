/**
 * The widget's budgets (design.md §7), measured without the emulators: the built files' sizes, and in
 * Chromium against the widget fixture server (a blank page on one origin with the snippet, the widget
 * and fixed public endpoints on another):
 *  - loader: gzip size; launcher visible after widget.js arrived (median of cold loads); main-thread
 *    time from inserting the script until the launcher and bubble are drawn (CDP TaskDuration delta);
 *  - panel: gzip size of html + js + css; ready after Parley.open() with a warm cache (the panel posts
 *    `ready` when its composer can be typed into).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { WIDGET_PANEL_PATH, WIDGET_SCRIPT_PATH } from '@parley/core/widget/embed';
import { PROACTIVE_BUBBLE_DELAY_MS } from '@parley/core/widget/proactive-bubble';
import { buildWidget, CLIENT_DIST } from '../widget/build-widget';
import { startFixtureServer, type TFixtureServer } from '../widget/dev/fixture-server';

export const WIDGET_BUDGETS = {
  loaderGzipKB: 10,
  loaderMainThreadMs: 50,
  launcherVisibleMs: 150,
  panelGzipKB: 60,
  panelReadyMs: 300,
};
const RUNS = 7;
const AGENT = 'demo';

const gzipKB = (file: string) => Number((gzipSync(readFileSync(file), { level: 9 }).length / 1024).toFixed(2));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return Number((sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2).toFixed(1));
};
const round = (values: number[]) => values.map((v) => Number(v.toFixed(1)));

/** Resolves when the page has the performance mark; observed, not polled, so waiting adds no work to the page. */
function waitForMark(page: Page, name: string): Promise<unknown> {
  return page.evaluate(
    (mark) =>
      new Promise<void>((resolve, reject) => {
        setTimeout(() => reject(new Error(`no ${mark} within 10 s`)), 10_000);
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName(mark).length === 0) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'mark', buffered: true });
      }),
    name,
  );
}

/** From widget.js arriving to the frame the launcher is drawn in, on a fresh (cold) browser context. */
async function launcherVisible(
  browser: Browser,
  server: TFixtureServer,
): Promise<{ visibleMs: number; configMs: number; ownJsMs: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.hostOrigin}/blank?agent=${AGENT}`);
  await waitForMark(page, 'parley:launcher-visible');
  // No named helpers inside evaluate: tsx would wrap them in a __name() the page does not have.
  const result = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const script = resources.find((e) => e.name.endsWith('/widget.js'))!;
    const config = resources.find((e) => e.name.includes('/public/agents/'))!;
    const measures = performance.getEntriesByType('measure');
    return {
      visibleMs: performance.getEntriesByName('parley:launcher-visible')[0]!.startTime - script.responseEnd,
      configMs: config.duration,
      ownJsMs: measures
        .filter((m) => m.name === 'parley:loader' || m.name === 'parley:mount')
        .reduce((sum, m) => sum + m.duration, 0),
    };
  });
  await context.close();
  return result;
}

/**
 * Main-thread busy time (CDP TaskDuration: script, style, layout, paint) from inserting the snippet into a
 * loaded blank page until the launcher and the proactive bubble are drawn.
 */
async function loaderMainThread(
  browser: Browser,
  server: TFixtureServer,
): Promise<{ taskMs: number; scriptMs: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.hostOrigin}/blank`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    const get = (name: string) => list.find((m) => m.name === name)?.value ?? 0;
    return { task: get('TaskDuration') * 1000, script: get('ScriptDuration') * 1000 };
  };
  const before = await metrics();
  await page.evaluate(
    ({ src, agent }) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.agentId = agent;
      script.dataset.region = 'eu';
      document.body.append(script);
    },
    { src: server.parleyOrigin + WIDGET_SCRIPT_PATH, agent: AGENT },
  );
  // Long enough for the proactive bubble (1 s after load) and its entrance; nothing in the page polls meanwhile.
  await page.waitForTimeout(PROACTIVE_BUBBLE_DELAY_MS + 700);
  const after = await metrics();
  const drawn = await page.evaluate(
    () => document.querySelector('parley-widget')?.shadowRoot?.querySelector('.bubble:not([hidden])') !== null,
  );
  if (!drawn) throw new Error('the launcher and bubble were not drawn');
  await context.close();
  return { taskMs: after.task - before.task, scriptMs: after.script - before.script };
}

/** Parley.open() to the panel's ready message, with the panel's files in the HTTP cache (one warm-up open first). */
async function panelReady(browser: Browser, server: TFixtureServer): Promise<number[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const times: number[] = [];
  for (let run = -1; run < RUNS; run++) {
    await page.goto(`${server.hostOrigin}/blank?agent=${AGENT}`);
    await waitForMark(page, 'parley:launcher-visible');
    await page.evaluate(() => (window as unknown as { Parley: { open(): void } }).Parley.open());
    await waitForMark(page, 'parley:panel-ready');
    const ms = await page.evaluate(
      () =>
        performance.getEntriesByName('parley:panel-ready')[0]!.startTime -
        performance.getEntriesByName('parley:open')[0]!.startTime,
    );
    if (run >= 0) times.push(ms);
    // Closed again for the next load: the open state is remembered per tab.
    await page.evaluate(() => sessionStorage.clear());
  }
  await context.close();
  return times;
}

export async function benchWidget() {
  await buildWidget({ outDir: CLIENT_DIST });
  const loaderGzipKB = gzipKB(join(CLIENT_DIST, WIDGET_SCRIPT_PATH));
  const panelDir = join(CLIENT_DIST, WIDGET_PANEL_PATH, '..');
  const panelFiles = {
    html: gzipKB(join(panelDir, 'panel.html')),
    js: gzipKB(join(panelDir, 'panel.js')),
    css: gzipKB(join(panelDir, 'panel.css')),
  };
  const panelGzipKB = Number((panelFiles.html + panelFiles.js + panelFiles.css).toFixed(2));

  const server = await startFixtureServer({ distDir: CLIENT_DIST });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const visible: Awaited<ReturnType<typeof launcherVisible>>[] = [];
    const mainThread: Awaited<ReturnType<typeof loaderMainThread>>[] = [];
    for (let run = 0; run < RUNS; run++) {
      visible.push(await launcherVisible(browser, server));
      mainThread.push(await loaderMainThread(browser, server));
    }
    const ready = await panelReady(browser, server);
    const launcherVisibleMs = median(visible.map((v) => v.visibleMs));
    const mainThreadMs = median(mainThread.map((m) => m.taskMs));
    const panelReadyMs = median(ready);
    return {
      loader: {
        gzipKB: loaderGzipKB,
        budgetGzipKB: WIDGET_BUDGETS.loaderGzipKB,
        mainThreadMs,
        mainThreadScriptMs: median(mainThread.map((m) => m.scriptMs)),
        ownJsMs: median(visible.map((v) => v.ownJsMs)),
        budgetMainThreadMs: WIDGET_BUDGETS.loaderMainThreadMs,
        launcherVisibleMs,
        launcherVisibleRunsMs: round(visible.map((v) => v.visibleMs)),
        configFetchMs: median(visible.map((v) => v.configMs)),
        budgetLauncherVisibleMs: WIDGET_BUDGETS.launcherVisibleMs,
        withinBudget:
          loaderGzipKB <= WIDGET_BUDGETS.loaderGzipKB &&
          mainThreadMs <= WIDGET_BUDGETS.loaderMainThreadMs &&
          launcherVisibleMs <= WIDGET_BUDGETS.launcherVisibleMs,
      },
      panel: {
        gzipKB: panelGzipKB,
        files: panelFiles,
        budgetGzipKB: WIDGET_BUDGETS.panelGzipKB,
        readyAfterOpenMs: panelReadyMs,
        readyRunsMs: round(ready),
        budgetReadyMs: WIDGET_BUDGETS.panelReadyMs,
        withinBudget: panelGzipKB <= WIDGET_BUDGETS.panelGzipKB && panelReadyMs <= WIDGET_BUDGETS.panelReadyMs,
      },
      runs: RUNS,
      method:
        'widget fixture server (widget/dev/fixture-server.ts) on 127.0.0.1, blank host page on localhost; Chromium headless; medians',
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** `node --import tsx scripts/bench-widget.ts`: the widget part alone. */
if (process.argv[1]?.endsWith('bench-widget.ts')) console.log(JSON.stringify(await benchWidget(), null, 2));
