/**
 * Look at a page as a person would: `tsx scripts/shot.ts <path> <out.png> [--width 1280] [--login]`.
 * --login signs in through /login with the demo account first. Base URL: PARLEY_URL or http://localhost:5173.
 */
import { chromium } from 'playwright-core';
import { DEMO_USER } from '../emulators/local-config';

const [path = '/', out = '/tmp/shot.png'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const width = Number(process.argv[process.argv.indexOf('--width') + 1]) || 1280;
const base = process.env.PARLEY_URL ?? 'http://localhost:5173';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width, height: 800 } });
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
if (process.argv.includes('--login')) {
  await page.goto(base + '/login');
  await page.getByLabel('E-mail').fill(DEMO_USER.email);
  await page.getByLabel('Password').fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//, { timeout: 20_000 });
}
await page.goto(base + path);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: true });
console.log('saved', out, page.url());
await browser.close();
