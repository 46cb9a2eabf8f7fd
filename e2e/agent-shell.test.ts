/**
 * The agent shell (agency-shell §2.5, §4 "Agent data load"): the skeleton while loading, the other
 * region's address, /404 for unknown and foreign agents, the owner's tabs and their rules, tabs hidden in
 * the browser, settings sub-tabs in ?tab=, the phone layout, and tabs not built yet saying so.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AGENT_ID_LENGTH, randomString } from '@parley/core';
import { addMember, adminDb, newBuilder, stackClient, type TBuilder } from '../emulators/test-support';
import { createAgent } from './support/arrange';
import { launchBrowser, newPage } from './support/browser';
import { expectNoPageErrors, signInThroughTheUi } from './support/builder-flows';

/** Rendering under load can take a while: give polled checks more than vitest's 1 s default. */
const POLL = { timeout: 10_000 };

let browser: Browser;
let owner: TBuilder;
let stranger: TBuilder;
let withNodes: string;
let withoutNodes: string;
let foreign: string;
let longNamed: string;

beforeAll(async () => {
  const client = stackClient();
  const [launched, a, b, c] = await Promise.all([
    launchBrowser(),
    newBuilder(client, 'eu', 'owner'),
    newBuilder(client, 'eu', 'stranger'),
    newBuilder(client, 'na', 'nateam'),
  ]);
  browser = launched;
  owner = a;
  stranger = b;
  // The owner also belongs to a workspace in NA, so /app/na is theirs too and the agent lookup decides.
  await addMember('na', c.account.uid, owner.email);
  [withNodes, withoutNodes, foreign, longNamed] = await Promise.all([
    createAgent(client, owner, 'eu', 'Harbour Helpdesk', 'customer-support'),
    createAgent(client, owner, 'eu', 'Tavern Keeper', 'game-npc'),
    createAgent(client, b, 'eu', 'Secret Stranger Bot', 'customer-support'),
    createAgent(client, owner, 'eu', 'Northern Lighthouse Support Desk', 'customer-support'),
    adminDb('eu').collection('users').doc(a.account.uid).update({ workspaceName: 'Harbour Helpdesk Team Europe' }),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(options: { width?: number; height?: number } = {}) {
  const opened = await newPage(browser, options);
  await signInThroughTheUi(opened.page, owner.email, owner.password);
  return opened;
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Agent sections' });
const tabLabels = (page: Page) =>
  sections(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));

describe('the agent shell', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ context, page, errors } = await signedIn());
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows a skeleton while loading, then follows the agent to its region', async () => {
    // Hold the agent back for a moment to see what the shell shows meanwhile.
    await page.route(
      '**/fn/getAgent',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
      { times: 1 },
    );
    await page.goto(`/app/na/agents/${withNodes}/overview`);
    await page.getByRole('status', { name: 'Loading the agent' }).waitFor();
    await page.screenshot({ path: '/tmp/agent-shell-skeleton.png' });

    await page.waitForURL(new RegExp(`/app/eu/agents/${withNodes}/overview$`));
    await page.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Harbour Helpdesk');
  });

  it('sends an unknown agent and another builder’s agent to /404, showing nothing of it', async () => {
    let unknown = randomString(AGENT_ID_LENGTH, randomBytes);
    while ([withNodes, withoutNodes, foreign].includes(unknown)) unknown = randomString(AGENT_ID_LENGTH, randomBytes);
    await page.goto(`/app/eu/agents/${unknown}/overview`);
    await page.waitForURL(/\/404$/);
    await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();

    await page.goto(`/app/eu/agents/${foreign}/overview`);
    await page.waitForURL(/\/404$/);
    await page.getByRole('heading', { name: 'This page does not exist' }).waitFor();
    expect(await page.content()).not.toContain('Secret Stranger Bot');
    // Asked for under the other region, it is no less unknown.
    await page.goto(`/app/na/agents/${foreign}/nodes`);
    await page.waitForURL(/\/404$/);
    expect(await page.content()).not.toContain('Secret Stranger Bot');
    await page.screenshot({ path: '/tmp/agent-shell-404.png' });
  });

  it('shows the owner every tab of the agent but Home, with Prompt or Canvas by the path', async () => {
    await page.goto(`/app/eu/agents/${withNodes}/nodes`);
    await page.getByRole('heading', { name: 'Prompt', level: 1 }).waitFor();
    // Nodes on: Tools hidden; Canvas only on the canvas path; Integrations is for external-platform agents.
    expect(await tabLabels(page)).toEqual([
      'Design',
      'Prompt',
      'Voice',
      'Knowledge',
      'Chats',
      'Analytics',
      'Channels',
      'Leads',
      'Campaigns',
      'Metrics',
      'Settings',
    ]);
    expect(await sections(page).getByRole('link', { name: 'Prompt' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('link', { name: 'Switch to Canvas View' }).click();
    await page.waitForURL(new RegExp(`/agents/${withNodes}/prompt$`));
    await page.getByRole('heading', { name: 'Canvas', level: 1 }).waitFor();
    const onCanvas = await tabLabels(page);
    expect(onCanvas).toContain('Canvas');
    expect(onCanvas).not.toContain('Prompt');
    expect(onCanvas).not.toContain('Home');
    await page.getByRole('link', { name: 'Prompt View' }).click();
    await page.waitForURL(new RegExp(`/agents/${withNodes}/nodes$`));

    // Home is not for the owner: its address opens the agent's default tab.
    await page.goto(`/app/eu/agents/${withNodes}/home`);
    await page.waitForURL(new RegExp(`/agents/${withNodes}/nodes$`));

    // Without nodes: Tools shows, and the canvas path is not offered.
    await page.goto(`/app/eu/agents/${withoutNodes}/overview`);
    await page.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    expect(await tabLabels(page)).toEqual([
      'Design',
      'Prompt',
      'Voice',
      'Knowledge',
      'Chats',
      'Analytics',
      'Channels',
      'Tools',
      'Leads',
      'Campaigns',
      'Metrics',
      'Settings',
    ]);
    expect(await page.getByRole('link', { name: 'Switch to Canvas View' }).count()).toBe(0);
    await page.goto(`/app/eu/agents/${withoutNodes}/prompt`);
    await page.waitForURL(new RegExp(`/agents/${withoutNodes}/nodes$`));
    await page.getByRole('heading', { name: 'Prompt', level: 1 }).waitFor();
  });

  it('hides a tab from the tab menu, remembers it in this browser for this person, and shows it again', async () => {
    await page.goto(`/app/eu/agents/${withNodes}/overview`);
    await page.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    await sections(page).getByRole('button', { name: 'Show or hide tabs' }).click();
    // The open tab cannot be hidden.
    expect(await page.getByRole('menuitem', { name: 'Design (open)' }).isDisabled()).toBe(true);
    await page.getByRole('menuitem', { name: 'Hide Knowledge' }).click();
    await expect.poll(() => tabLabels(page), POLL).not.toContain('Knowledge');

    await page.reload();
    await page.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    expect(await tabLabels(page)).not.toContain('Knowledge');
    // Kept for this person only (another account signing in on this browser has its own).
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('parley.hiddenTabs'))) ?? 'null')).toEqual({
      [owner.account.uid]: ['kb'],
    });
    // Hidden for every agent in this browser, and still reachable by its address.
    await page.goto(`/app/eu/agents/${withoutNodes}/overview`);
    await page.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    expect(await tabLabels(page)).not.toContain('Knowledge');
    await page.goto(`/app/eu/agents/${withoutNodes}/kb`);
    await page.getByRole('heading', { name: 'Knowledge', level: 1 }).waitFor();
    expect(await tabLabels(page)).toContain('Knowledge');

    await sections(page).getByRole('button', { name: 'Show or hide tabs' }).click();
    await page.getByRole('menuitem', { name: 'Show Knowledge' }).click();
    await page.goto(`/app/eu/agents/${withoutNodes}/overview`);
    await page.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    expect(await tabLabels(page)).toContain('Knowledge');
  });

  it('chooses the settings sub-tab by ?tab= and says plainly what is not built yet', async () => {
    await page.goto(`/app/eu/agents/${withNodes}/settings?tab=security`);
    const settingsTabs = page.getByRole('tablist', { name: 'Settings sections' });
    await settingsTabs.waitFor();
    expect(await settingsTabs.getByRole('tab').allInnerTexts()).toEqual([
      'Core',
      'Interface',
      'Language',
      'Security',
      'Notifications',
      'Human Handoff',
      'Technical',
      'Analytics',
      'Advanced',
      'Integrations',
    ]);
    expect(await settingsTabs.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('textbox', { name: 'Secret API key' }).waitFor();
    await settingsTabs.getByRole('tab', { name: 'Human Handoff' }).click();
    await page.waitForURL(/\/settings\?tab=handoff$/);
    await page.getByRole('switch', { name: /^Human handoff/ }).waitFor();
    // No tab= (or an unknown one) is the first, core.
    await page.goto(`/app/eu/agents/${withNodes}/settings?tab=nonsense`);
    expect(await settingsTabs.getByRole('tab', { name: 'Core' }).getAttribute('aria-selected')).toBe('true');

    // A tab not built yet says so (Knowledge, once the example here, is built).
    await page.goto(`/app/eu/agents/${withNodes}/leads`);
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Leads is coming' }).waitFor();
    await page
      .getByText(
        'A later release builds this screen. Nothing here is connected yet, so there is nothing to set up for now.',
      )
      .waitFor();
    await page.screenshot({ path: '/tmp/agent-shell-coming-tab.png' });
    expectNoPageErrors(errors);
  });
});

describe('an agent opened under a region where its builder has no workspace', () => {
  it('opens in the agent’s own region', async () => {
    const { page, errors, context } = await newPage(browser);
    await signInThroughTheUi(page, stranger.email, stranger.password);
    await page.goto(`/app/na/agents/${foreign}/overview?showDebugger=true`);
    await page.waitForURL(new RegExp(`/app/eu/agents/${foreign}/overview\\?showDebugger=true$`));
    await page.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Secret Stranger Bot');
    expectNoPageErrors(errors);
    await context.close();
  });
});

describe('the agent shell on a phone', () => {
  it('lays the tabs out across the top and never scrolls the page sideways', async () => {
    const { page, errors, context } = await signedIn({ width: 390, height: 844 });
    await page.goto(`/app/eu/agents/${withNodes}/nodes`);
    await page.getByRole('heading', { name: 'Prompt', level: 1 }).waitFor();

    // Horizontal: the tabs sit in one row under the top bar.
    const boxes = await sections(page)
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
    expect(boxes.length).toBeGreaterThan(5);
    expect(new Set(boxes).size).toBe(1);
    const nav = await sections(page).boundingBox();
    expect(nav?.width).toBeGreaterThan(300);
    expect(nav?.height).toBeLessThan(80);

    const overflow = () =>
      page.evaluate(() => ({
        body: document.body.scrollWidth - window.innerWidth,
        root: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      }));
    expect(await overflow()).toEqual({ body: 0, root: 0 });
    await page.screenshot({ path: '/tmp/agent-shell-phone.png', fullPage: true });

    // Tabs past the edge are shown by a chevron at that end, which scrolls the row to them.
    const settingsTab = sections(page).getByRole('link', { name: 'Settings' });
    const inView = () =>
      settingsTab.evaluate((link) => {
        const row = link.closest('ul')!.parentElement!.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return box.right <= row.right + 1;
      });
    expect(await inView()).toBe(false);
    expect(await page.getByTestId('tabs-scroll-left').count()).toBe(0);
    for (let i = 0; i < 10 && !(await inView()); i++) {
      await page.getByTestId('tabs-scroll-right').click();
      await page.waitForTimeout(400);
    }
    expect(await inView()).toBe(true);
    await page.getByTestId('tabs-scroll-left').waitFor();

    // Long workspace and agent names end in an ellipsis before the switchers' badges and chevrons.
    await page.goto(`/app/eu/agents/${longNamed}/overview`);
    await page.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    const topBar = page.getByRole('main');
    for (const name of [/^Workspace: Harbour Helpdesk Team Europe/, /^Agent: Northern Lighthouse Support Desk/]) {
      const fits = await topBar.getByRole('button', { name }).evaluate((button) => {
        const text = button.querySelector('.mantine-Text-root')?.getBoundingClientRect();
        const right = button.parentElement?.querySelector('[data-position="right"]')?.getBoundingClientRect();
        return !!text && !!right && text.right <= right.left + 0.5;
      });
      expect(fits, String(name)).toBe(true);
    }
    await page.screenshot({ path: '/tmp/agent-shell-phone-long-names.png' });

    for (const tab of ['overview', 'settings', 'kb']) {
      await page.goto(`/app/eu/agents/${withNodes}/${tab}`);
      await sections(page).locator('a[aria-current="page"]').waitFor();
      expect(await overflow(), tab).toEqual({ body: 0, root: 0 });
    }
    await page.screenshot({ path: '/tmp/agent-shell-phone-kb.png', fullPage: true });
    expectNoPageErrors(errors);
    await context.close();
  });
});
