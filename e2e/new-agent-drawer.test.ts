/**
 * The New Agent drawer (widget-and-channels §2.1, §4, §5, §8): the name is required, the templates and
 * their category filters, the default template, a template without nodes opening on Design, the drawer
 * signed out, and a server failure said as 'Error: {message}'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  AGENT_CREATED,
  AGENT_NAME_REQUIRED,
  AGENT_TEMPLATES,
  ALL_TEMPLATES_FILTER,
  MUST_BE_LOGGED_IN_TO_CREATE,
  templateConversionError,
  WORKSPACE_ACCESS_DENIED,
} from '@parley/core';
import { addMember, adminDb, newBuilder, stackClient } from '../emulators/test-support';
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

function drawerOf(page: Page) {
  return page.getByRole('dialog', { name: 'New Agent' });
}

/** Open the drawer with `button` and wait for its form. */
async function openDrawer(page: Page, button: Locator) {
  await button.click();
  const drawer = drawerOf(page);
  await drawer.getByLabel('Agent name').waitFor();
  return drawer;
}

describe('the New Agent drawer', () => {
  it('signed out, from the landing page, says you must be logged in and offers sign in', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Create an agent' }).first().click();
    const drawer = drawerOf(page);
    await drawer.getByText(MUST_BE_LOGGED_IN_TO_CREATE, { exact: true }).waitFor();
    expect(await drawer.getByLabel('Agent name').count()).toBe(0);
    expect(await drawer.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await page.screenshot({ path: '/tmp/new-agent-drawer-signed-out.png' });
    expectNoPageErrors(errors);
    await context.close();
  });

  it('needs a name, filters the templates by category, defaults to blank and opens a no-nodes agent on Design', async () => {
    const client = stackClient();
    const builder = await newBuilder(client, 'eu', 'drawer');
    const { page, errors, context } = await newPage(browser);
    await signInThroughTheUi(page, builder.email, builder.password);
    // Signed in, the landing page's drawer creates in the builder's own workspace.
    await page.goto('/');
    const drawer = await openDrawer(page, page.getByRole('button', { name: 'Create an agent' }).first());

    // Create is disabled while the name is empty; pressing it anyway says why.
    const create = drawer.getByRole('button', { name: 'Create' });
    expect(await create.isDisabled()).toBe(true);
    await create.click({ force: true });
    await drawer.getByText(AGENT_NAME_REQUIRED, { exact: true }).first().waitFor();
    expect(await drawer.getByLabel('Agent name').evaluate((el) => el.getAttribute('aria-invalid'))).toBe('true');
    await page.screenshot({ path: '/tmp/new-agent-drawer-name-required.png' });
    // Only spaces are still no name.
    await drawer.getByLabel('Agent name').fill('   ');
    expect(await create.isDisabled()).toBe(true);

    // The seven templates, Blank Template chosen by default.
    const templates = drawer.getByRole('radiogroup', { name: 'Template', exact: true }).getByRole('radio');
    const templateNames = () => templates.evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    const shown = async () =>
      (await templateNames()).map((text) => AGENT_TEMPLATES.find((t) => text.startsWith(t.name))?.key);
    expect(await shown()).toEqual(AGENT_TEMPLATES.map((t) => t.key));
    expect(await shown()).toEqual([
      'customer-support',
      'real-estate-agent',
      'health-care-agent',
      'confirm-email',
      'make-appointment',
      'blank-template',
      'game-npc',
    ]);
    expect(await drawer.getByRole('radio', { name: 'Blank Template' }).getAttribute('aria-checked')).toBe('true');
    expect(await drawer.locator('[role="radio"][aria-checked="true"]').count()).toBe(1);

    // The category filters.
    const categories = drawer.getByRole('radiogroup', { name: 'Template category' });
    const filterLabels = await categories
      .getByRole('radio')
      .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
    expect(filterLabels).toEqual([ALL_TEMPLATES_FILTER, 'Customer Support', 'Utility', 'Entertainment']);
    const pick = (label: string) => categories.getByText(label, { exact: true }).click();
    await pick('Customer Support');
    await expect.poll(shown, POLL).toEqual(['customer-support', 'real-estate-agent', 'health-care-agent']);
    await pick('Utility');
    await expect.poll(shown, POLL).toEqual(['confirm-email', 'make-appointment', 'blank-template']);
    // The default stays chosen through the filters.
    expect(await drawer.getByRole('radio', { name: 'Blank Template' }).getAttribute('aria-checked')).toBe('true');
    await pick('Entertainment');
    await expect.poll(shown, POLL).toEqual(['game-npc']);
    await drawer.getByRole('radio', { name: 'Game NPC' }).click();
    expect(await drawer.getByRole('radio', { name: 'Game NPC' }).getAttribute('aria-checked')).toBe('true');
    await pick(ALL_TEMPLATES_FILTER);
    await expect.poll(shown, POLL).toEqual(AGENT_TEMPLATES.map((t) => t.key));
    expect(await drawer.getByRole('radio', { name: 'Blank Template' }).getAttribute('aria-checked')).toBe('false');
    await page.screenshot({ path: '/tmp/new-agent-drawer-templates.png' });

    // A template without nodes opens on Design, with the test panel asked for.
    await drawer.getByLabel('Agent name').fill('Tavern Keeper');
    expect(await create.isDisabled()).toBe(false);
    await create.click();
    await page.getByText(AGENT_CREATED, { exact: true }).waitFor();
    await page.waitForURL(/\/app\/eu\/agents\/[A-Za-z0-9]{16}\/overview\?showDebugger=true$/);
    await page.getByRole('heading', { name: 'Design', level: 1 }).waitFor();
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Tavern Keeper');
    const tabs = page.getByRole('navigation', { name: 'Agent sections' });
    expect(await tabs.getByRole('link', { name: 'Prompt' }).count()).toBe(1);
    const agentId = new URL(page.url()).pathname.split('/')[4] ?? '';
    expect((await adminDb('eu').collection('agents').doc(agentId).get()).get('ownerID')).toBe(builder.account.uid);
    expectNoPageErrors(errors);
    await context.close();
  });

  it('says "Error: {message}" when the server refuses, and gives the form back', async () => {
    const client = stackClient();
    const [owner, member] = await Promise.all([newBuilder(client, 'eu', 'owner'), newBuilder(client, 'eu', 'member')]);
    const team = adminDb('eu').collection('users').doc(owner.account.uid);
    await team.update({ workspaceName: 'Lighthouse Team' });
    await addMember('eu', owner.account.uid, member.email);

    const { page, errors, context } = await newPage(browser);
    await signInThroughTheUi(page, member.email, member.password);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: /^Workspace: / })
      .click();
    await page.getByRole('option', { name: /Lighthouse Team/ }).click();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Lighthouse Team').waitFor();
    await page.getByText('No agents yet').waitFor();

    // The side bar's New Agent, in the workspace chosen there.
    const drawer = await openDrawer(
      page,
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'New Agent' }),
    );
    await drawer.getByLabel('Agent name').fill('Lost Agent');
    // Meanwhile the owner takes the member out of the workspace.
    await team.update({ workspaceEmails: [owner.email.toLowerCase()] });
    await drawer.getByRole('button', { name: 'Create' }).click();

    const notice = page.getByRole('alert').filter({ hasText: /^Error: / });
    await notice.waitFor();
    expect(await notice.innerText()).toBe(templateConversionError(WORKSPACE_ACCESS_DENIED));
    await page.waitForTimeout(400); // the notice slides in
    await page.screenshot({ path: '/tmp/new-agent-drawer-error.png' });
    // No redirect, nothing created, and the form can be used again.
    expect(new URL(page.url()).pathname).toBe('/app/eu/agents');
    expect(await drawer.getByLabel('Agent name').isEnabled()).toBe(true);
    expect(await drawer.getByLabel('Agent name').inputValue()).toBe('Lost Agent');
    const agents = await adminDb('eu').collection('agents').where('ownerID', '==', owner.account.uid).get();
    expect(agents.size).toBe(0);
    expectNoPageErrors(errors);
    await context.close();
  });
});
