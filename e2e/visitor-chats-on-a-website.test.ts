/**
 * A visitor on someone's website: the builder's snippet is pasted into a plain HTML page served from
 * another origin; the visitor opens the widget, sends a message, watches the answer stream in, reloads
 * and still has the conversation; the builder then has that conversation.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { embedSnippet } from '@parley/core/widget/embed';
import { newBuilder, stackClient, type TBuilder } from '../emulators/test-support';
import { createAgent } from './support/arrange';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { expectNoPageErrors } from './support/builder-flows';

let browser: Browser;
let site: Server;
let siteUrl = '';
let builder: TBuilder;
let agentId = '';

beforeAll(async () => {
  const client = stackClient();
  builder = await newBuilder(client, 'eu', 'Site Owner');
  agentId = await createAgent(client, builder, 'eu', 'Garden Helper');
  // The builder's site: another origin than Parley's (localhost vs 127.0.0.1, another port).
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Acme Garden</title>
<link rel="icon" href="data:,"></head><body><h1>Acme Garden Supplies</h1>
<script>window.visitorEvents = []; window.Parley = window.Parley || { q: [] };
['on'].forEach(function (m) { window.Parley[m] = window.Parley[m] || function () { window.Parley.q.push([m].concat([].slice.call(arguments))); }; });
Parley.on('message', function (m) { window.visitorEvents.push(m); });</script>
${embedSnippet(baseUrl(), { agentId, region: 'eu' })}</body></html>`;
  site = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
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
    expect(events[1]!.role).toBe('assistant');
    expect(events[1]!.text.length).toBeGreaterThan(0);
    expect(await answer.innerText()).toContain(events[1]!.text.split('\n')[0]!.slice(0, 30));
    expect(await panel.locator('.error').count()).toBe(0);

    // A reload on the same site keeps the chat open and the conversation.
    await page.reload();
    await panel.locator('.msg.user', { hasText: 'Where is my order?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close chat' }).getAttribute('aria-expanded')).toBe('true');

    expectNoPageErrors(errors);
    await context.close();

    // The builder has the conversation.
    const { conversations } = await stackClient().call(
      'eu',
      'listConversations',
      { agentId, limit: 25 },
      builder.session,
    );
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ agentId, origin: 'web-chat', messageCount: 2 });
  });
});
