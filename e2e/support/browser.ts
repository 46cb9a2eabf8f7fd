/** Headless Chromium (Debian's /usr/bin/chromium) driven by playwright-core, against the local stack. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function baseUrl(): string {
  const url = process.env.PARLEY_BASE_URL;
  if (!url) throw new Error('Run inside the local stack: tsx emulators/stack.ts exec -- <command>');
  return url;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
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
}

/** A fresh browser profile (no stored session) with page errors collected for the test to assert on. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.setDefaultTimeout(15_000);
  return { context, page, errors };
}
