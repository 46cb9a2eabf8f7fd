/**
 * A builder adds a text source in the Knowledge tab, watches it get processed, previews and searches it;
 * a visitor on the builder's website asks the widget a question, and the answer shows the source it
 * drew on; the builder sees that source in the Chats tab too. An agent its organisation restricts to
 * predefined tags offers only those.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminDb, newBuilder, stackClient, type TBuilder } from '../emulators/test-support';
import { createAgent } from './support/arrange';
import { launchBrowser, newPage } from './support/browser';
import { serveHostSite, type THostSite } from './support/host-site';
import { expectNoPageErrors, signInThroughTheUi } from './support/builder-flows';

const SOURCE_NAME = 'Returns policy';
const SOURCE_TEXT =
  'Parcels may be returned within 30 days of delivery. The refund reaches your card within five working days.';

let browser: Browser;
let site: THostSite | undefined;
let siteUrl = '';
let builder: TBuilder;
let agentId = '';

beforeAll(async () => {
  const client = stackClient();
  builder = await newBuilder(client, 'eu', 'kbowner');
  agentId = await createAgent(client, builder, 'eu', 'Returns Helper');
  site = await serveHostSite({ title: 'Acme Shop', agentId });
  siteUrl = site.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('knowledge in the answers', () => {
  it('a text source added in the Knowledge tab is processed, searchable, and cited under the widget’s answer', async () => {
    const dashboard = await newPage(browser);
    const { page } = dashboard;
    await signInThroughTheUi(page, builder.email, builder.password);
    await page.goto(`/app/eu/agents/${agentId}/kb`);
    await page.getByRole('heading', { name: 'No knowledge yet' }).waitFor();

    // Add a text source.
    await page.getByRole('button', { name: 'Add source' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a knowledge source' });
    await dialog.getByLabel('Name').fill(SOURCE_NAME);
    await dialog.getByRole('textbox', { name: 'Text' }).fill(SOURCE_TEXT);
    await dialog.getByRole('button', { name: 'Add text' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // It appears at once and turns Ready by itself once the queue has processed it.
    const row = page.getByRole('list', { name: 'Knowledge sources' }).getByRole('listitem', { name: SOURCE_NAME });
    await row.waitFor();
    await row.getByText('Ready').waitFor({ timeout: 30_000 });
    expect(await row.innerText()).toContain('Text');
    expect(await row.innerText()).toContain(`${SOURCE_TEXT.length} characters`);

    // Preview shows the text as the agent reads it.
    await page.getByRole('button', { name: `Actions for ${SOURCE_NAME}` }).click();
    await page.getByRole('menuitem', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: SOURCE_NAME });
    expect(await preview.getByLabel('Extracted text').innerText()).toBe(SOURCE_TEXT);
    // Keyboard focus is in the dialog (and stays there), then goes back to the menu's button.
    const focusIn = (selector: string) => page.evaluate((s) => !!document.activeElement?.closest(s), selector);
    await page.waitForTimeout(300);
    expect(await focusIn('[role="dialog"]')).toBe(true);
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'hidden' });
    await expect.poll(() => focusIn(`[aria-label="Actions for ${SOURCE_NAME}"]`)).toBe(true);

    // Search ranks it for a question, with its score.
    await page.getByRole('textbox', { name: 'Question' }).fill('When does my refund arrive?');
    await page.getByRole('button', { name: 'Search' }).click();
    const passages = page.getByRole('list', { name: 'Passages' });
    await passages.waitFor();
    expect(await passages.getByRole('listitem').first().innerText()).toMatch(/\[1\] Returns policy[\s\S]*score/);

    // A visitor asks on the builder's website: the answer carries its source.
    const visitor = await newPage(browser);
    await visitor.page.goto(siteUrl);
    await visitor.page.getByRole('button', { name: /^Open chat/ }).click();
    const panel = visitor.page.frameLocator('parley-widget iframe');
    const composer = panel.getByRole('textbox', { name: 'Type your message…' });
    await composer.fill('How long does a refund take to reach my card?');
    await composer.press('Enter');
    const sources = panel.locator('.sources').last();
    await sources.waitFor({ timeout: 30_000 });
    expect(await sources.innerText()).toContain(SOURCE_NAME);
    expect(await panel.locator('.msg.assistant').last().innerText()).toContain('You said: How long does a refund take');
    expectNoPageErrors(visitor.errors);
    await visitor.context.close();

    // The builder reads the conversation with its source.
    await page.goto(`/app/eu/agents/${agentId}/convos`);
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: /refund/ })
      .click();
    const transcript = page.getByRole('list', { name: 'Messages' });
    await transcript.getByText(`Sources: ${SOURCE_NAME}`).waitFor();
    expectNoPageErrors(dashboard.errors);
    await dashboard.context.close();
  });

  it("offers only the organisation's predefined tags when it allows no others", async () => {
    const restricted = await createAgent(stackClient(), builder, 'eu', 'Tagged Helper');
    await adminDb('eu')
      .collection('orgs')
      .doc(`org-${restricted}`)
      .set({ name: 'Acme', widgetIDs: [restricted], predefinedTags: ['billing', 'faq'], disallowAnyTags: true });
    const dashboard = await newPage(browser);
    const { page } = dashboard;
    await signInThroughTheUi(page, builder.email, builder.password);
    await page.goto(`/app/eu/agents/${restricted}/kb`);
    await page.getByRole('heading', { name: 'No knowledge yet' }).waitFor();

    await page.getByRole('button', { name: 'Add source' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a knowledge source' });
    await dialog.getByLabel('Name').fill('Invoices');
    await dialog.getByRole('textbox', { name: 'Text' }).fill('Invoices are sent on the first day of each month.');
    await dialog.getByText('Your organisation allows only its predefined tags.').waitFor();
    await dialog.getByRole('textbox', { name: 'Tags' }).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.allInnerTexts()).toEqual(['billing', 'faq']);
    await page.getByRole('option', { name: 'billing' }).click();
    await dialog.getByLabel('Name').click(); // closes the tag list
    await options.first().waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Add text' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const row = page.getByRole('list', { name: 'Knowledge sources' }).getByRole('listitem', { name: 'Invoices' });
    await row.waitFor();
    await row.getByText('billing', { exact: true }).waitFor();
    expectNoPageErrors(dashboard.errors);
    await dashboard.context.close();
  });
});
