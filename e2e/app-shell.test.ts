/**
 * The signed-in app shell and the public frame (agency-shell §2.2, §2.3, §4 "Logout"): the side
 * navigation and its groups, the side bar's widths and phone overlay, the theme selector, signing out,
 * the public header on ordinary and landing pages, the footer and where it hides, and /404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  APP_SIDEBAR_CLOSED_PX,
  APP_SIDEBAR_OPEN_PX,
  FOOTER_LINKS,
  LANDING_HEADER_LINKS,
  SIGNED_OUT,
} from '@parley/core';
import { adminDb, newBuilder, stackClient, type TBuilder } from '../emulators/test-support';
import { launchBrowser, newPage } from './support/browser';
import { expectNoPageErrors, signInThroughTheUi } from './support/builder-flows';

/** Rendering under load can take a while: give polled checks more than vitest's 1 s default. */
const POLL = { timeout: 10_000 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** [accessible name, href] of every link in `scope`, in order. */
function linksOf(scope: Locator) {
  return scope.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const label = link.getAttribute('aria-label') ?? link.textContent ?? '';
      return [label.replace('(opens in a new tab)', '').trim(), link.getAttribute('href')];
    }),
  );
}

/** Where the current screen's content starts, left to right. */
const pageStart = async (page: Page) =>
  (await page.getByRole('main').getByRole('heading', { level: 1 }).first().boundingBox())?.x ?? -1;

/** The side bar is on screen (on phones it slides out to the left when closed). */
const sideNavOnScreen = async (page: Page) => {
  const box = await sideNav(page).boundingBox();
  return !!box && box.x + box.width > 0;
};

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('the signed-in app shell', () => {
  let builder: TBuilder;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    builder = await newBuilder(stackClient(), 'eu', 'shell');
    ({ context, page, errors } = await newPage(browser));
    await signInThroughTheUi(page, builder.email, builder.password);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('lists every side navigation entry with its address, without the agency-only ones', async () => {
    await sideNav(page).getByRole('link', { name: 'Agents' }).waitFor();
    expect(await linksOf(sideNav(page))).toEqual([
      ['Agents', '/app/eu/agents'],
      ['Functions', '/app/eu/integrations'],
      ['Meta Pages', '/app/eu/meta-pages'],
      ['WhatsApp', '/app/eu/whatsapp-numbers'],
      ['Twilio Numbers', '/app/eu/twilio-numbers'],
      ['Crawler', '/app/eu/automations'],
      ['Events', '/app/eu/events'],
      ['Sessions', '/app/eu/sessions'],
      ['Credentials', '/app/eu/credentials'],
    ]);
    expect(await sideNav(page).getByRole('group', { name: 'Integrations' }).getByRole('link').count()).toBe(4);
    expect(await sideNav(page).getByRole('group', { name: 'Utilities' }).getByRole('link').count()).toBe(3);
    // Agency and Clients are for agency owners only (agency-shell §2.4, §6).
    expect(await sideNav(page).getByText('Whitelabel').count()).toBe(0);
    // The app has no public footer.
    expect(await page.getByRole('contentinfo').count()).toBe(0);

    // An entry opens its screen, says plainly it is not built, and is marked current.
    await sideNav(page).getByRole('link', { name: 'Functions' }).click();
    await page.waitForURL(/\/app\/eu\/integrations$/);
    await page.getByRole('heading', { name: 'Functions', level: 1 }).waitFor();
    await page.getByText('This screen is not built yet. It arrives in a later release.').waitFor();
    expect(await sideNav(page).getByRole('link', { name: 'Functions' }).getAttribute('aria-current')).toBe('page');
    await page.screenshot({ path: '/tmp/app-shell-coming-page.png' });
  });

  it('folds a group away and remembers it after a reload', async () => {
    await page.goto('/app/eu/agents');
    const toggle = sideNav(page).getByRole('button', { name: 'Integrations' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await sideNav(page).getByRole('link', { name: 'Functions' }).waitFor({ state: 'hidden' });

    await page.reload();
    await sideNav(page).getByRole('link', { name: 'Agents' }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sideNav(page).getByRole('link', { name: 'Functions' }).isVisible()).toBe(false);
    // The other groups stay open.
    expect(await sideNav(page).getByRole('link', { name: 'Crawler' }).isVisible()).toBe(true);

    await toggle.click();
    await sideNav(page).getByRole('link', { name: 'Functions' }).waitFor();
  });

  it('is 200 px wide open and 65 px closed, and remembers which', async () => {
    await page.goto('/app/eu/agents');
    await sideNav(page).getByRole('link', { name: 'Agents' }).waitFor();
    const width = async () => (await sideNav(page).boundingBox())?.width;
    expect(await width()).toBe(APP_SIDEBAR_OPEN_PX);
    expect(APP_SIDEBAR_OPEN_PX).toBe(200);

    await sideNav(page).getByRole('button', { name: 'Hide side bar' }).click();
    await expect.poll(width, POLL).toBe(APP_SIDEBAR_CLOSED_PX);
    expect(APP_SIDEBAR_CLOSED_PX).toBe(65);
    // Closed, the entries are icons that still say where they go.
    expect(await sideNav(page).getByRole('link', { name: 'Sessions' }).getAttribute('href')).toBe('/app/eu/sessions');
    // The page beside it starts where the side bar ends.
    await expect.poll(() => pageStart(page), POLL).toBeGreaterThanOrEqual(APP_SIDEBAR_CLOSED_PX);
    expect(await pageStart(page)).toBeLessThan(APP_SIDEBAR_OPEN_PX);
    await page.screenshot({ path: '/tmp/app-shell-closed.png' });

    await page.reload();
    await sideNav(page).getByRole('button', { name: 'Show side bar' }).waitFor();
    expect(await width()).toBe(APP_SIDEBAR_CLOSED_PX);
    await sideNav(page).getByRole('button', { name: 'Show side bar' }).click();
    await expect.poll(width, POLL).toBe(APP_SIDEBAR_OPEN_PX);
  });

  it('keeps dark when the theme colour changes', async () => {
    await page.goto('/app/eu/agents');
    const scheme = () => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
    const stored = () => page.evaluate(() => localStorage.getItem('parley.theme'));
    expect(await scheme()).toBe('light');

    await sideNav(page).getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(scheme, POLL).toBe('dark');
    await sideNav(page).getByRole('button', { name: 'Purple theme' }).click();
    expect(await sideNav(page).getByRole('button', { name: 'Purple theme' }).getAttribute('aria-pressed')).toBe('true');
    expect(await sideNav(page).getByRole('button', { name: 'Blue theme' }).getAttribute('aria-pressed')).toBe('false');
    expect(await scheme()).toBe('dark');
    expect(await stored()).toBe('"purple-dark"');
    await page.screenshot({ path: '/tmp/app-shell-dark-purple.png' });

    await page.reload();
    await sideNav(page).getByRole('button', { name: 'Switch to light theme' }).waitFor();
    expect(await scheme()).toBe('dark');
    await sideNav(page).getByRole('button', { name: 'Switch to light theme' }).click();
    await expect.poll(scheme, POLL).toBe('light');
    expect(await stored()).toBe('"purple-light"');
  });

  it('shows the Whitelabel group, Agency and Clients, to an agency owner', async () => {
    await adminDb('eu').collection('users').doc(builder.account.uid).update({ isAgency: true });
    await page.goto('/app/eu/agents');
    const group = sideNav(page).getByRole('group', { name: 'Whitelabel' });
    await group.waitFor();
    expect(await linksOf(group)).toEqual([
      ['Agency', '/app/eu/agency'],
      ['Clients', '/app/eu/clients'],
    ]);
    // Between Utilities and Credentials, as the spec lists them.
    const all = (await linksOf(sideNav(page))).map(([label]) => label);
    expect(all.slice(-3)).toEqual(['Agency', 'Clients', 'Credentials']);
  });

  it('sends an unknown region or app address to /404', async () => {
    for (const path of ['/app/xx/agents', '/app/eu/no-such-screen']) {
      await page.goto(path);
      await page.waitForURL(/\/404$/);
      await page.getByRole('heading', { name: 'This page does not exist', level: 1 }).waitFor();
    }
  });

  it('signs out to / and the app then asks to sign in', async () => {
    await page.goto('/app/eu/agents');
    await sideNav(page)
      .getByRole('button', { name: /^Account: / })
      .click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByText(SIGNED_OUT, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('parley.userData'))).toBeNull();

    await page.goto('/app/eu/agents');
    await page.waitForURL(/\/login\?next=%2Fapp%2Feu%2Fagents$/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expectNoPageErrors(errors);
  });
});

describe('the app shell on a phone', () => {
  it('opens the side bar as an overlay from the header and closes it on navigation', async () => {
    const builder = await newBuilder(stackClient(), 'eu', 'phone');
    const { page, errors, context } = await newPage(browser, { width: 390, height: 844 });
    await signInThroughTheUi(page, builder.email, builder.password);
    await page.getByText('No agents yet').waitFor();
    expect(await sideNavOnScreen(page)).toBe(false);
    const start = await pageStart(page);
    expect(start).toBeLessThan(30);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await page.screenshot({ path: '/tmp/app-shell-phone.png' });

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await sideNav(page).getByRole('link', { name: 'Functions' }).waitFor();
    // It slides in over the page, not beside it: the page does not move.
    await expect.poll(async () => (await sideNav(page).boundingBox())?.x, POLL).toBe(0);
    expect(await pageStart(page)).toBe(start);
    const overlay = await sideNav(page).boundingBox();
    expect(overlay?.width).toBeGreaterThan(APP_SIDEBAR_OPEN_PX);
    // No show/hide toggle on phones: the burger is the toggle.
    expect(
      await sideNav(page)
        .getByRole('button', { name: /side bar$/ })
        .count(),
    ).toBe(0);
    await page.screenshot({ path: '/tmp/app-shell-phone-open.png' });

    // Escape closes it, with focus still on the burger; the burger opens it again.
    await page.keyboard.press('Escape');
    await expect.poll(() => sideNavOnScreen(page), POLL).toBe(false);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect.poll(async () => (await sideNav(page).boundingBox())?.x, POLL).toBe(0);

    await sideNav(page).getByRole('link', { name: 'Functions' }).click();
    await page.waitForURL(/\/app\/eu\/integrations$/);
    await page.getByRole('heading', { name: 'Functions', level: 1 }).waitFor();
    await expect.poll(() => sideNavOnScreen(page), POLL).toBe(false);
    expect(await noHorizontalOverflow(page)).toBe(true);
    expectNoPageErrors(errors);
    await context.close();
  });
});

describe('the public header, footer and 404', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, page, errors } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('links Affiliates, Docs, Discord, Pricing and Sign in', async () => {
    await page.goto('/');
    const header = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await header.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await linksOf(header)).toEqual([
      ['Affiliates', '/affiliates'],
      ['Docs', '/docs'],
      ['Discord', 'https://discord.com'],
      ['Pricing', '/pricing'],
      ['Sign in', '/login'],
    ]);
    // Discord is another site: a new tab.
    expect(await header.getByRole('link', { name: /^Discord/ }).getAttribute('target')).toBe('_blank');
    await header.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(/\/pricing$/);
    await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor();
    await header.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
  });

  it('gives landing pages their own links', async () => {
    await page.goto('/whatsapp');
    const header = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await header.getByRole('link', { name: 'Get free plan now' }).waitFor();
    expect(await linksOf(header)).toEqual(LANDING_HEADER_LINKS.map((link) => [link.label, link.href]));
    expect(await linksOf(header)).toEqual([
      ['Integration list', '/integrations'],
      ['Pricing', '/pricing'],
      ['Get free plan now', '/get-free-plan'],
      ['About Us', '/legal/about'],
      ['Security', '/legal/privacy-policy'],
    ]);
    await page.screenshot({ path: '/tmp/app-shell-landing-whatsapp.png' });
  });

  it('shows the footer with the legal and social links, except under /agents, /eu and /na', async () => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.waitFor();
    expect(await linksOf(footer.getByRole('navigation', { name: 'Legal' }))).toEqual([
      ['About', '/legal/about'],
      ['Privacy Policy', '/legal/privacy-policy'],
      ['Terms of Service', '/legal/tos'],
      ['Refund Policy', '/legal/refund-policy'],
      ['Cookie Policy', '/legal/cookie-policy'],
      ['Contact', '/legal/contact'],
      ['GDPR', '/legal/gdpr'],
    ]);
    expect(FOOTER_LINKS.map((link) => link.href)).toContain('/legal/privacy-policy');
    expect(await footer.getByRole('link', { name: /^Discord/ }).getAttribute('target')).toBe('_blank');
    expect(await footer.getByRole('link', { name: /^YouTube/ }).getAttribute('target')).toBe('_blank');

    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL(/\/legal\/tos$/);
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    await footer.waitFor();

    for (const path of ['/agents', '/agents/some-agent', '/eu', '/eu/agents', '/na', '/na/agents']) {
      await page.goto(path);
      await page.getByRole('banner').waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('contentinfo').count(), path).toBe(0);
    }
  });

  it('says plainly when a page does not exist', async () => {
    for (const path of ['/404', '/no-such-page']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'This page does not exist', level: 1 }).waitFor();
      expect(await page.getByRole('contentinfo').count(), path).toBe(1);
    }
    await page.screenshot({ path: '/tmp/app-shell-404.png' });
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expectNoPageErrors(errors);
  });
});
