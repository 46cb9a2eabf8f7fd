/**
 * A builder's first minutes: sign up, get a workspace, create an agent from a template, land in the
 * agent shell on the right tab, rename it, publish, and find the new name after a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { expectNoPageErrors, signUpThroughTheUi } from './support/builder-flows';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('building an agent from a template', () => {
  it('signs up, creates from a template, renames, publishes and keeps the name after a reload', async () => {
    const { page, errors, context } = await newPage(browser);
    await signUpThroughTheUi(page, 'eu', 'Ada Builder');

    // A new workspace: the empty state offers the first agent.
    await page.getByText('No agents yet').waitFor();
    await page.getByRole('main').getByRole('button', { name: 'New Agent' }).last().click();

    const drawer = page.getByRole('dialog', { name: 'New Agent' });
    const name = drawer.getByLabel('Agent name');
    // Focused by itself shortly after opening.
    await expect.poll(() => name.evaluate((el) => el === document.activeElement), { timeout: 5000 }).toBe(true);
    await name.fill('Harbour Helpdesk');
    await drawer
      .getByRole('radiogroup', { name: 'Template', exact: true })
      .getByRole('radio', { name: 'Customer Support' })
      .click();
    await drawer.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Agent created successfully, redirecting...').waitFor();

    // Nodes are on for this template: the Prompt tab, with the test panel open.
    await page.waitForURL(/\/app\/eu\/agents\/[A-Za-z0-9]{16}\/nodes\?showDebugger=true$/);
    await page.getByRole('heading', { name: 'Prompt', level: 1 }).waitFor();
    expect(await page.getByLabel('System prompt').inputValue()).toContain('customer support');
    await page.getByRole('complementary', { name: 'Test chat' }).waitFor();

    // Rename on the Design tab; Publish turns on, saves, and reads Published again.
    await page.getByRole('navigation', { name: 'Agent sections' }).getByRole('link', { name: 'Design' }).click();
    await page.waitForURL(/\/overview/);
    const published = page.getByRole('button', { name: 'Published' });
    await published.waitFor();
    expect(await published.isDisabled()).toBe(true);
    await page.getByLabel(/^Name/).fill('Harbour Help Desk');
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await publish.waitFor();
    expect(await publish.isEnabled()).toBe(true);
    await publish.click();
    await published.waitFor();
    expect(await published.isDisabled()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByLabel(/^Name/).inputValue(), { timeout: 10_000 }).toBe('Harbour Help Desk');
    await page.goto('/app/eu/agents');
    await page.getByText('Harbour Help Desk').waitFor();
    expectNoPageErrors(errors);
    await context.close();
  });
});
