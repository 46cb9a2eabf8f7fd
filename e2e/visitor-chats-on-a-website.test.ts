/**
 * A visitor on someone's website: the builder's snippet is pasted into a plain HTML page served from
 * another origin; the visitor opens the widget, sends a message, watches the answer stream in, reloads
 * and still has the conversation; the builder then has that conversation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { newBuilder, stackClient, type TBuilder } from '../emulators/test-support';
import { createAgent } from './support/arrange';
import { launchBrowser, newPage } from './support/browser';
import { serveHostSite, type THostSite } from './support/host-site';
import { expectNoPageErrors, signInThroughTheUi } from './support/builder-flows';

let browser: Browser;
let site: THostSite | undefined;
let siteUrl = '';
let builder: TBuilder;
let agentId = '';

beforeAll(async () => {
  const client = stackClient();
  builder = await newBuilder(client, 'eu', 'siteowner');
  agentId = await createAgent(client, builder, 'eu', 'Garden Helper');
  // The builder's site: another origin than Parley's (localhost vs 127.0.0.1, another port).
  // The host page listens to the widget's events through the documented queue snippet.
  const head = `<script>window.visitorEvents = []; window.Parley = window.Parley || { q: [] };
['on'].forEach(function (m) { window.Parley[m] = window.Parley[m] || function () { window.Parley.q.push([m].concat([].slice.call(arguments))); }; });
Parley.on('message', function (m) { window.visitorEvents.push(m); });</script>`;
  site = await serveHostSite({ title: 'Acme Garden Supplies', agentId, head });
  siteUrl = site.url;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('a visitor chats on a website', () => {
  it('opens the widget, sends a message, sees the streamed answer, keeps it after a reload', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto(siteUrl);

    const launcher = page.getByRole('button', { name: /^Open chat/ });
    await launcher.waitFor();
    await launcher.click();
    const panel = page.frameLocator('parley-widget iframe');
    const composer = panel.getByRole('textbox', { name: 'Type your message…' });
    await composer.waitFor();
    await expect.poll(() => composer.evaluate((el) => el === document.activeElement)).toBe(true);

    await composer.fill('Where is my order?');
    await composer.press('Enter');
    await panel.locator('.msg.user', { hasText: 'Where is my order?' }).waitFor();
    // The answer streams into the last assistant bubble and finishes without an error.
    const answer = panel.locator('.msg.assistant:not([aria-busy])').last();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { visitorEvents: unknown[] }).visitorEvents.length), {
        timeout: 30_000,
      })
      .toBe(2);
    const events = await page.evaluate(
      () => (window as unknown as { visitorEvents: { role: string; text: string }[] }).visitorEvents,
    );
    expect(events[0]).toEqual({ role: 'user', text: 'Where is my order?' });
    // The local fake model answers "You said: …", streamed in pieces.
    expect(events[1]).toEqual({ role: 'assistant', text: 'You said: Where is my order?' });
    expect(await answer.innerText()).toContain('You said: Where is my order?');
    expect(await panel.locator('.error').count()).toBe(0);
    // The default font, DM Sans, comes with the panel (not from the visitor's computer).
    expect(
      await answer.evaluate(async () => {
        await document.fonts.ready;
        let loaded = 0;
        document.fonts.forEach((font) => {
          if (font.family.replace(/"/g, '') === 'DM Sans' && font.status === 'loaded') loaded++;
        });
        return loaded;
      }),
    ).toBeGreaterThan(0);

    // A reload on the same site keeps the chat open and the conversation.
    await page.reload();
    await panel.locator('.msg.user', { hasText: 'Where is my order?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close chat' }).getAttribute('aria-expanded')).toBe('true');

    expectNoPageErrors(errors);
    await context.close();

    // The builder finds it in the Chats tab and reads it.
    const dashboard = await newPage(browser);
    await signInThroughTheUi(dashboard.page, builder.email, builder.password);
    await dashboard.page.goto(`/app/eu/agents/${agentId}/convos`);
    const list = dashboard.page.getByRole('list', { name: 'Conversations' });
    const row = list.getByRole('button', { name: /Where is my order\?/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('2 messages');
    expect(await row.innerText()).toMatch(/website/i);
    await row.click();
    const transcript = dashboard.page.getByRole('list', { name: 'Messages' });
    await transcript.getByText('You said: Where is my order?').waitFor();
    expect(await transcript.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Where is my order?'),
      expect.stringContaining('You said: Where is my order?'),
    ]);
    // The open conversation is in the address: a reload keeps it, Back returns to the list alone.
    expect(dashboard.page.url()).toMatch(/[?&]c=[A-Za-z0-9]{24}$/);
    await dashboard.page.reload();
    await transcript.getByText('You said: Where is my order?').waitFor();
    await dashboard.page.goBack();
    await dashboard.page.waitForURL(new RegExp(`/agents/${agentId}/convos$`));
    await dashboard.page.getByText('Pick a conversation to read it.').waitFor();
    expectNoPageErrors(dashboard.errors);
    await dashboard.context.close();
  });

  it('renders a markdown answer safely: links open in a new tab, no script, handler or javascript: link survives', async () => {
    const { page, errors, context } = await newPage(browser);
    await page.goto(siteUrl);
    await page.getByRole('button', { name: /^Open chat/ }).click();
    const panel = page.frameLocator('parley-widget iframe');
    const composer = panel.getByRole('textbox', { name: 'Type your message…' });
    await composer.fill('When are you open? [fake:markdown]');
    await composer.press('Enter');
    const answer = panel.locator('.msg.assistant:not([aria-busy])', { hasText: 'Opening hours' }).last();
    await answer.waitFor({ timeout: 30_000 });
    await answer.getByText('Monday to Friday').waitFor();

    expect(await answer.locator('strong', { hasText: 'Opening hours' }).count()).toBe(1);
    const link = answer.getByRole('link', { name: 'our page' });
    expect(await link.getAttribute('href')).toBe('https://example.com/hours');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    // The javascript: link is plain text, the raw HTML is shown as text and never runs.
    expect(await answer.getByRole('link', { name: 'this' }).count()).toBe(0);
    expect(await answer.locator('script, img, [onerror], [onclick]').count()).toBe(0);
    expect(await answer.innerText()).toContain('<script>alert(2)</script>');
    const hrefs = await answer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.every((href) => href?.startsWith('https://'))).toBe(true);
    expectNoPageErrors(errors);
    await context.close();
  });
});
