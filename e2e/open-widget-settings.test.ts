/**
 * The widget settings page (widget-and-channels §2.2): the owner's page with its tabs, buttons and links;
 * a widget that is not yours ('This widget does not exist.' and off to the widget list); one that cannot
 * be found ('Something went wrong:' with Try again); the unsaved state (Channels 'Save to Enable',
 * Deploy refused, the save bar); Save going to the agent, or to agents/vf for an external agent; the
 * external agent's Test Chatbot asking for its key; and the secret key, masked and regenerated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TAgent } from '@parley/core';
import { newBuilder, stackClient, storedDoc, type TBuilder } from '../emulators/test-support';
import { createAgent } from './support/arrange';
import { launchBrowser, newPage } from './support/browser';
import { expectNoPageErrors, signInThroughTheUi } from './support/builder-flows';

const POLL = { timeout: 15_000 };
let browser: Browser;
let owner: TBuilder;
let stranger: TBuilder;
let builtIn = '';
let external = '';

beforeAll(async () => {
  const client = stackClient();
  [browser, owner, stranger] = await Promise.all([
    launchBrowser(),
    newBuilder(client, 'eu', 'widgetowner'),
    newBuilder(client, 'eu', 'widgetstranger'),
  ]);
  [builtIn, external] = await Promise.all([
    createAgent(client, owner, 'eu', 'Lighthouse Desk'),
    createAgent(client, owner, 'eu', 'Voiceflow Bridge', 'blank-template'),
  ]);
  await client.call('eu', 'saveAgent', { agentId: external, agent: { agentPlatform: 'vf' } }, owner.session);
});
afterAll(async () => {
  await browser?.close();
});

describe('the widget settings page', () => {
  it('is the owner’s: tabs, links, a live preview of unsaved changes, the unsaved state and Save', async () => {
    const { page, errors, context } = await newPage(browser, { width: 1440, height: 900 });
    await signInThroughTheUi(page, owner.email, owner.password);
    await page.goto(`/app/eu/widget-settings?vg_id=${builtIn}`);
    await page.getByText('Widget data loaded succesfully').waitFor(POLL);
    const tabs = page.getByRole('tablist', { name: 'Widget settings sections' });
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual([
      'Overview',
      'Sources',
      'Theme',
      'Settings',
      'Channels',
    ]);
    expect(await page.getByRole('link', { name: /^Prototype/ }).getAttribute('href')).toBe(
      `/app/eu/prototype?vg_id=${builtIn}`,
    );
    expect(await page.getByRole('link', { name: /^Demo/ }).getAttribute('href')).toBe(`/app/eu/demo/${builtIn}/page1`);
    await page.getByRole('region', { name: 'Save bar' }).getByText('All changes saved.').waitFor();

    // An unsaved change: the preview shows it, Channels waits for a save, Deploy is refused.
    await page.getByLabel(/^Name/).fill('Lighthouse Front Desk');
    const panel = page.frameLocator('iframe[title="Live preview of the widget"]').frameLocator('parley-widget iframe');
    await panel.getByRole('heading', { name: 'Lighthouse Front Desk' }).waitFor(POLL);
    await page
      .getByRole('region', { name: 'Save bar' })
      .getByText(/Unsaved:\s*Name/)
      .waitFor(POLL);
    expect(await tabs.getByRole('tab', { name: 'Save to Enable' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Deploy Widget' }).click();
    await page.getByText('Please save and publish first.').waitFor();
    expect(((await storedDoc('eu', `agents/${builtIn}`)) as TAgent).title).toBe('Lighthouse Desk');
    await page.screenshot({ path: '/tmp/e2e-widget-settings-unsaved.png' });

    // Save publishes and goes to the agent.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(new RegExp(`/app/eu/agents/${builtIn}(/[a-z]+)?(\\?.*)?$`), POLL);
    expect(((await storedDoc('eu', `agents/${builtIn}`)) as TAgent).title).toBe('Lighthouse Front Desk');

    // Saved: Deploy gives the embed code, Channels opens.
    await page.goto(`/app/eu/widget-settings?vg_id=${builtIn}&view=channels`);
    await page.getByRole('heading', { name: 'Channel Settings' }).waitFor(POLL);
    await page.getByRole('button', { name: 'Deploy Widget' }).click();
    const deployDialog = page.getByRole('dialog', { name: 'Deploy your agent' });
    await deployDialog.waitFor();
    await page.keyboard.press('Escape');
    await deployDialog.waitFor({ state: 'hidden' });

    // Changing a channel setting keeps the builder in Channels; leaving it closes Channels until saved.
    await page.getByRole('switch', { name: /^Smart Initialization/ }).setChecked(true, { force: true });
    await page
      .getByRole('region', { name: 'Save bar' })
      .getByText(/Unsaved:/)
      .waitFor(POLL);
    expect(await page.getByRole('tab', { name: 'Channels' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('switch', { name: /^Smart Initialization/ }).isChecked()).toBe(true);
    await page.getByRole('tab', { name: 'Theme' }).click();
    expect(await page.getByRole('tab', { name: 'Save to Enable' }).isDisabled()).toBe(true);
    expectNoPageErrors(errors);
    await context.close();
  });

  it('sets how the knowledge is searched and cut, with the spec’s message for a chunk size below 1000', async () => {
    const { page, errors, context } = await newPage(browser, { width: 1280, height: 900 });
    await signInThroughTheUi(page, owner.email, owner.password);
    await page.goto(`/app/eu/widget-settings?vg_id=${builtIn}&view=settings&tab=technical`);
    const chunk = page.getByRole('textbox', { name: 'Max chunk size' });
    await chunk.waitFor(POLL);
    await chunk.fill('900');
    await page.getByText('Max chunk size must be greater than 1000').waitFor(POLL);
    await chunk.fill('1500');
    await chunk.blur();
    await page.locator('label', { hasText: /^Smart$/ }).click();
    expect(await page.getByRole('radio', { name: 'Smart' }).isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Search prompt' }).waitFor();
    const bar = page.getByRole('region', { name: 'Save bar' });
    await expect.poll(() => bar.innerText(), POLL).toMatch(/Unsaved:\s*Max chunk size, Knowledge search/);
    await bar.getByRole('button', { name: 'Save changes' }).click();
    await bar.getByText('All changes saved.').waitFor(POLL);
    const stored = (await storedDoc('eu', `agents/${builtIn}`)) as TAgent;
    expect(stored.vgOptions.maxChunkSize).toBe(1500);
    expect(stored.vg_kb_llm.searchMethod).toBe('smart');
    expectNoPageErrors(errors);
    await context.close();
  });

  it('keeps the secret key masked, shows and regenerates it', async () => {
    const { page, errors, context } = await newPage(browser, { width: 1280, height: 900 });
    await signInThroughTheUi(page, owner.email, owner.password);
    const before = ((await storedDoc('eu', `agents/${builtIn}`)) as TAgent).SECRET_API_KEY;
    await page.goto(`/app/eu/widget-settings?vg_id=${builtIn}&view=settings&tab=security`);
    const key = page.getByRole('textbox', { name: 'Secret API key' });
    await key.waitFor(POLL);
    expect(await key.inputValue()).toBe(`vg_${'•'.repeat(before.length - 7)}${before.slice(-4)}`);
    await page.getByRole('button', { name: 'Show the key' }).click();
    expect(await key.inputValue()).toBe(before);
    await page.getByRole('button', { name: 'Regenerate key' }).click();
    await page
      .getByRole('dialog', { name: 'Regenerate the secret key?' })
      .getByRole('button', { name: 'Regenerate' })
      .click();
    await page.getByText('A new secret key is in place.').waitFor(POLL);
    const after = ((await storedDoc('eu', `agents/${builtIn}`)) as TAgent).SECRET_API_KEY;
    expect(after).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(after).not.toBe(before);
    await expect.poll(() => key.inputValue(), POLL).toBe(after);
    expectNoPageErrors(errors);
    await context.close();
  });

  it('for an external-platform agent: no Sources, Test Chatbot asks for the key, Save goes to agents/vf', async () => {
    const { page, errors, context } = await newPage(browser, { width: 1280, height: 900 });
    await signInThroughTheUi(page, owner.email, owner.password);
    await page.goto(`/app/eu/widget-settings?vg_id=${external}`);
    const tabs = page.getByRole('tablist', { name: 'Widget settings sections' });
    await tabs.waitFor(POLL);
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['Overview', 'Theme', 'Settings', 'Channels']);
    await page.getByRole('button', { name: 'Test Chatbot' }).click();
    await page.getByText('Please provide your Voiceflow dialogue API key and try again.').waitFor();
    // Save with nothing unsaved goes straight on: agents/vf?vg_id=… opens the agent.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(new RegExp(`/app/eu/agents/${external}(/[a-z]+)?(\\?.*)?$`), POLL);
    expectNoPageErrors(errors);
    await context.close();
  });

  it('says "This widget does not exist." to someone else and sends them to the widget list', async () => {
    const { page, errors, context } = await newPage(browser);
    await signInThroughTheUi(page, stranger.email, stranger.password);
    await page.goto(`/app/eu/widget-settings?vg_id=${builtIn}`);
    await page.getByText('This widget does not exist.').waitFor(POLL);
    await page.waitForURL(/\/app\/eu\/widgets$/, POLL);
    expect(await page.getByText('Lighthouse Front Desk').count()).toBe(0);
    expectNoPageErrors(errors);
    await context.close();
  });

  it('says "Something went wrong:" with Try again for a widget that cannot be found', async () => {
    const { page, errors, context } = await newPage(browser, { width: 390, height: 844 });
    await signInThroughTheUi(page, owner.email, owner.password);
    await page.goto('/app/eu/widget-settings?vg_id=NoSuchWidget0000');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong:' });
    await alert.waitFor(POLL);
    expect(await alert.innerText()).toContain('Agent not found.');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor();
    expect(await page.getByRole('heading', { name: 'Widget settings' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/e2e-widget-settings-not-found.png' });
    expectNoPageErrors(errors);
    await context.close();
  });
});
