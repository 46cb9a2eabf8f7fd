/**
 * Looks at the widget as a person would: starts the fixture server, drives Chromium through the
 * main states and saves screenshots to /tmp/widget-*.png:
 * `node --import tsx widget/dev/shots.ts [scenario …]` (it builds the widget into widget/dist first).
 */
import { chromium, type Page } from 'playwright-core';
import { join } from 'node:path';
import { buildWidget } from '../build-widget';
import { startFixtureServer } from './fixture-server';

// A private build, so a concurrent `vite build` emptying client/dist does not get in the way.
const distDir = join(import.meta.dirname, '../dist');
await buildWidget({ outDir: distDir });
// PARLEY_REAL_ORIGIN (e.g. http://127.0.0.1:5050) and PARLEY_REAL_AGENT: the `real` scenario embeds that
// stack's widget and agent instead of the stand-in's.
const realOrigin = process.env.PARLEY_REAL_ORIGIN;
const server = await startFixtureServer({ distDir, ...(realOrigin ? { embedFrom: realOrigin } : {}) });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});

async function open(agent: string, width = 1280, height = 800): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  page.on(
    'console',
    (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(`  [${agent}] console:`, m.text()),
  );
  page.on('pageerror', (e) => console.log(`  [${agent}] pageerror:`, e.message));
  await page.goto(`${server.hostOrigin}/?agent=${agent}`);
  return page;
}

const panel = (page: Page) => page.frameLocator('parley-widget iframe');
const shot = async (page: Page, name: string) => {
  await page.screenshot({ path: `/tmp/widget-${name}.png` });
  console.log('saved', `/tmp/widget-${name}.png`);
};

async function openChat(page: Page) {
  await page.locator('parley-widget .launcher').click();
  await panel(page).getByRole('textbox').waitFor();
}

async function ask(page: Page, text: string) {
  await panel(page).getByRole('textbox').fill(text);
  await panel(page).getByRole('textbox').press('Enter');
  await page.waitForTimeout(150);
  await panel(page)
    .locator('.msg.assistant[aria-busy]')
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForTimeout(100);
}

const only = process.argv.slice(2);
const scenarios: Record<string, () => Promise<void>> = {
  async real() {
    if (!realOrigin) return console.log('  skipped: set PARLEY_REAL_ORIGIN and PARLEY_REAL_AGENT');
    const page = await open(process.env.PARLEY_REAL_AGENT ?? '');
    await page.waitForTimeout(1300);
    await shot(page, 'real-closed');
    await openChat(page);
    await page.waitForTimeout(2500);
    await ask(page, 'Hello! What can you do? Answer with a short markdown list.');
    await page.waitForTimeout(500);
    await shot(page, 'real-open');
    console.log(
      '  host events:',
      JSON.stringify(await page.evaluate(() => (window as unknown as { parleyEvents: unknown }).parleyEvents)),
    );
  },
  async bubble() {
    const page = await open('demo');
    await page.waitForTimeout(1400);
    await shot(page, 'launcher-bubble');
  },
  async desktop() {
    const page = await open('demo');
    await openChat(page);
    await page.waitForTimeout(1500);
    await ask(page, 'Hello there');
    await shot(page, 'panel-desktop');
    console.log(
      '  focus in panel:',
      await panel(page)
        .locator(':focus')
        .evaluate((e) => e.tagName)
        .catch(() => 'none'),
    );
    console.log(
      '  host events:',
      JSON.stringify(await page.evaluate(() => (window as unknown as { parleyEvents: unknown }).parleyEvents)),
    );
  },
  async mobile() {
    const page = await open('demo', 360, 740);
    await page.waitForTimeout(1300);
    await shot(page, 'mobile-closed');
    await openChat(page);
    await page.waitForTimeout(1500);
    await ask(page, 'Show me markdown please');
    await shot(page, 'mobile-open');
  },
  async modal() {
    const page = await open('modal');
    await openChat(page);
    await page.waitForTimeout(1400);
    await shot(page, 'modal');
  },
  async dark() {
    const page = await open('dark');
    await page.waitForTimeout(1300);
    await shot(page, 'dark-closed');
    await openChat(page);
    await page.waitForTimeout(1400);
    await ask(page, 'markdown');
    await shot(page, 'dark-open');
  },
  async full() {
    const page = await open('full');
    await openChat(page);
    await page.waitForTimeout(1400);
    await shot(page, 'full-width');
  },
  async blocked() {
    const page = await open('blocked');
    await openChat(page).catch(() => undefined);
    await page.waitForTimeout(600);
    await shot(page, 'blocked');
  },
  async error() {
    const page = await open('demo');
    await openChat(page);
    await page.waitForTimeout(1400);
    await ask(page, 'Please error out');
    await shot(page, 'error-retry');
    await panel(page).getByRole('button', { name: 'Retry' }).click();
    await page.waitForTimeout(2000);
    await ask(page, 'break the stream');
    await ask(page, 'busy?');
    await shot(page, 'error-after');
  },
  async markdown() {
    const page = await open('offline');
    await openChat(page);
    await page.waitForTimeout(1400);
    await ask(page, 'markdown');
    await ask(page, 'xss');
    await shot(page, 'markdown');
  },
  async keyboard() {
    const page = await open('demo');
    await page.waitForTimeout(300);
    await page.keyboard.press('Tab'); // first link
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // the launcher (after both links)
    const label = await page.evaluate(() =>
      document.querySelector('parley-widget')!.shadowRoot!.activeElement?.getAttribute('aria-label'),
    );
    console.log('  focused launcher label:', label);
    await page.keyboard.press('Enter');
    await panel(page).getByRole('textbox').waitFor();
    await page.waitForTimeout(300);
    console.log(
      '  focus after open:',
      await panel(page)
        .locator(':focus')
        .evaluate((e) => e.tagName)
        .catch(() => 'none'),
    );
    await page.keyboard.type('typed by keyboard');
    await shot(page, 'keyboard-open');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(200);
    console.log(
      '  after Escape:',
      await page.evaluate(() => {
        const root = document.querySelector('parley-widget')!.shadowRoot!;
        return [
          root.activeElement?.className,
          root.querySelector('.launcher')!.getAttribute('aria-expanded'),
          root.querySelector('.panel')!.hasAttribute('hidden'),
        ];
      }),
    );
  },
  async reload() {
    const page = await open('demo');
    await openChat(page);
    await ask(page, 'Remember me');
    await page.reload();
    await page.waitForTimeout(1500);
    console.log('  user messages after reload:', await panel(page).locator('.msg.user').count());
    console.log('  launcher expanded:', await page.locator('parley-widget .launcher').getAttribute('aria-expanded'));
    await shot(page, 'after-reload');
  },
  async spa() {
    const page = await open('forget');
    await openChat(page);
    await ask(page, 'First');
    await page.getByText('SPA navigation').click();
    await page.waitForTimeout(100);
    await ask(page, 'Second');
    const last = server.received.chat.at(-1)!;
    console.log('  2nd request: pageChanged', last.visitor?.pageChanged, 'history', JSON.stringify(last.history));
    await shot(page, 'spa');
  },
  async german() {
    const page = await open('de');
    await page.waitForTimeout(1300);
    await openChat(page);
    await page.waitForTimeout(400);
    await shot(page, 'german');
  },
};

for (const [name, run] of Object.entries(scenarios)) {
  if (only.length && !only.includes(name)) continue;
  console.log(name);
  await run().catch((error: unknown) =>
    console.log(`  FAILED ${name}:`, error instanceof Error ? error.message : error),
  );
}
console.log('analytics received:', server.received.analytics.length, 'chat requests:', server.received.chat.length);
await browser.close();
await server.close();
