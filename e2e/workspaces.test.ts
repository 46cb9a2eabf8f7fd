/**
 * Workspaces and sign-in state (workspaces-and-billing §2, §4 "Sign-in state", "Workspace switch"):
 * the switcher lists the builder's workspaces in both regions, a switch in the same region opens that
 * workspace's agents, a switch to the other region says so and reloads there, and a new account without
 * a completed profile is sent to onboarding, which shows no app chrome.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { switchingRegionMessage } from '@parley/core';
import { addMember, adminDb, newBuilder, stackClient, uniqueEmail, type TBuilder } from '../emulators/test-support';
import { createAgent } from './support/arrange';
import { launchBrowser, newPage } from './support/browser';
import { expectNoPageErrors, signInThroughTheUi } from './support/builder-flows';

let browser: Browser;
let ada: TBuilder;
let personalBot: string;

beforeAll(async () => {
  const client = stackClient();
  const [launched, a, harbour, prairie] = await Promise.all([
    launchBrowser(),
    newBuilder(client, 'eu', 'ada'),
    newBuilder(client, 'eu', 'harbour'),
    newBuilder(client, 'na', 'prairie'),
  ]);
  browser = launched;
  ada = a;
  await Promise.all([
    adminDb('eu').collection('users').doc(a.account.uid).update({ workspaceName: 'Ada Personal' }),
    adminDb('eu').collection('users').doc(harbour.account.uid).update({ workspaceName: 'Harbour Team' }),
    adminDb('na').collection('users').doc(prairie.account.uid).update({ workspaceName: 'Prairie Team' }),
    addMember('eu', harbour.account.uid, a.email),
    addMember('na', prairie.account.uid, a.email),
  ]);
  [personalBot] = await Promise.all([
    createAgent(client, a, 'eu', 'Ada Personal Bot'),
    createAgent(client, harbour, 'eu', 'Harbour Bot'),
    createAgent(client, prairie, 'na', 'Prairie Bot'),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

const sideNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const sideSwitcher = (page: Page) => sideNav(page).getByRole('button', { name: /^Workspace: / });
const agentList = (page: Page) => page.getByRole('list', { name: 'Agents of this workspace' });

async function chooseWorkspace(page: Page, name: string) {
  await page
    .getByRole('listbox', { name: 'Your workspaces' })
    .getByRole('option', { name: new RegExp(name) })
    .click();
}

describe('the workspace switcher', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, page, errors } = await newPage(browser));
    await signInThroughTheUi(page, ada.email, ada.password);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('lists the personal workspace first, then the ones the builder is a member of, in both regions', async () => {
    await agentList(page).getByText('Ada Personal Bot').waitFor();
    expect(await sideSwitcher(page).getAttribute('aria-label')).toBe(
      'Workspace: Ada Personal, EU region. Switch workspace',
    );
    await sideSwitcher(page).click();
    const options = page.getByRole('listbox', { name: 'Your workspaces' }).getByRole('option');
    await options.first().waitFor();
    const rows = await options.evaluateAll((els) =>
      els.map((el) => [
        el.getAttribute('title'),
        Array.from(el.querySelectorAll('.mantine-Badge-root'), (badge) => badge.textContent),
      ]),
    );
    expect(rows).toEqual([
      ['Ada Personal', ['EU', 'Personal']],
      ['Harbour Team', ['EU']],
      ['Prairie Team', ['NA']],
    ]);
    expect(await options.first().getByLabel('Current workspace').count()).toBe(1);
    await page.screenshot({ path: '/tmp/workspaces-switcher.png' });
    await page.keyboard.press('Escape');
  });

  it('switches within the region to that workspace’s agents, from any page, and keeps the choice', async () => {
    // From an agent of the personal workspace, with the top bar's switcher.
    await page.goto(`/app/eu/agents/${personalBot}/nodes`);
    await page.getByRole('heading', { name: 'Prompt', level: 1 }).waitFor();
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Workspace: Ada Personal/ })
      .click();
    await chooseWorkspace(page, 'Harbour Team');
    await page.waitForURL(/\/app\/eu\/agents$/);
    await agentList(page).getByText('Harbour Bot').waitFor();
    expect(await agentList(page).getByText('Ada Personal Bot').count()).toBe(0);
    expect(await sideSwitcher(page).getAttribute('aria-label')).toBe(
      'Workspace: Harbour Team, EU region. Switch workspace',
    );

    // Remembered in this browser.
    await page.reload();
    await agentList(page).getByText('Harbour Bot').waitFor();
    expect(await sideSwitcher(page).getAttribute('aria-label')).toMatch(/^Workspace: Harbour Team/);

    // Already on the agents page: back to the personal workspace's agents.
    await sideSwitcher(page).click();
    await chooseWorkspace(page, 'Ada Personal');
    await agentList(page).getByText('Ada Personal Bot').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/eu/agents');
    expect(await agentList(page).getByText('Harbour Bot').count()).toBe(0);
  });

  it('says it is switching region and reloads on /app/na/agents for a workspace in NA', async () => {
    await sideSwitcher(page).click();
    await chooseWorkspace(page, 'Prairie Team');
    const switching = page.getByRole('dialog').getByText(switchingRegionMessage('na'), { exact: true });
    await switching.waitFor();
    expect(switchingRegionMessage('na')).toBe('Switching to NA region...');
    await page.screenshot({ path: '/tmp/workspaces-switching-region.png' });

    await page.waitForURL(/\/app\/na\/agents$/);
    await agentList(page).getByText('Prairie Bot').waitFor();
    expect(await sideSwitcher(page).getAttribute('aria-label')).toBe(
      'Workspace: Prairie Team, NA region. Switch workspace',
    );
    expect(await page.getByText(switchingRegionMessage('na')).count()).toBe(0);
    // The NA workspace's secret is the one in use now.
    const secret = await page.evaluate(() => JSON.parse(localStorage.getItem('parley.workspaceSecret') ?? 'null'));
    const prairie = await adminDb('na')
      .collection('users')
      .where('workspaceName', '==', 'Prairie Team')
      .where('workspaceEmails', 'array-contains', ada.email.toLowerCase())
      .get();
    expect(secret).toBe(prairie.docs[0]?.get('workspaceSecret'));
    expectNoPageErrors(errors);
  });
});

describe('a new account without a completed profile', () => {
  it('is sent to /onboarding?region=na, which shows no app chrome', async () => {
    const client = stackClient();
    const email = uniqueEmail('newcomer');
    const password = 'test-password-1';
    const session = await client.signUp(email, password);
    await client.call('na', 'ensureAccount', { region: 'na' }, session);

    const { page, errors, context } = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/onboarding\?region=na$/);
    await page.getByRole('heading', { name: 'Welcome to Parley' }).waitFor();
    const chrome = async () => ({
      sideNav: await sideNav(page).count(),
      header: await page.getByRole('banner').count(),
      footer: await page.getByRole('contentinfo').count(),
    });
    expect(await chrome()).toEqual({ sideNav: 0, header: 0, footer: 0 });
    // The cursor waits in the first field.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.autocomplete))
      .toBe('name');
    await page.screenshot({ path: '/tmp/workspaces-onboarding.png' });

    // The app sends them back there, whichever region they ask for.
    for (const path of ['/app/na/agents', '/app/eu/agents']) {
      await page.goto(path);
      await page.waitForURL(/\/onboarding\?region=na$/);
      await page.getByRole('heading', { name: 'Welcome to Parley' }).waitFor();
      expect(await chrome(), path).toEqual({ sideNav: 0, header: 0, footer: 0 });
    }

    // Completing the profile opens the dashboard in their region.
    await page.getByLabel('Your name').fill('Newcomer');
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
    await page.waitForURL(/\/app\/na\/agents$/);
    await page.getByText('No agents yet').waitFor();
    expectNoPageErrors(errors);
    await context.close();
  });
});
