/**
 * A builder restyles an agent's widget and changes how it behaves in the widget settings, watching the
 * live preview follow every unsaved change; saves; and a visitor on a plain page of another origin gets
 * the same widget: its colours, its place, its language (texts and answers), the handoff to a person,
 * and a conversation that is forgotten with the browser session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { parseCustomTheme, type TAgent, type TConversation } from '@parley/core';
import type { TFakeLlmRequest } from '../emulators/fakes/fake-llm';
import { adminDb, newBuilder, stackClient, storedDoc, type TBuilder } from '../emulators/test-support';
import { createAgent } from './support/arrange';
import { launchBrowser, newPage } from './support/browser';
import { serveHostSite, type THostSite } from './support/host-site';
import { expectNoPageErrors, signInThroughTheUi } from './support/builder-flows';

const POLL = { timeout: 15_000 };
let browser: Browser;
let builder: TBuilder;
let agentId = '';
let site: THostSite | undefined;
let siteUrl = '';

beforeAll(async () => {
  const client = stackClient();
  [browser, builder] = await Promise.all([launchBrowser(), newBuilder(client, 'eu', 'stylist')]);
  agentId = await createAgent(client, builder, 'eu', 'Harbour Bikes Help');
  site = await serveHostSite({ title: 'Harbour Bikes', agentId });
  siteUrl = site.url;
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The live preview's widget: the loader's element on the preview page, and the chat panel inside it. */
function preview(page: Page): { site: FrameLocator; panel: FrameLocator } {
  const framed = page.frameLocator('iframe[title="Live preview of the widget"]');
  return { site: framed, panel: framed.frameLocator('parley-widget iframe') };
}

const primaryOf = (frame: FrameLocator | Page) =>
  frame.locator('parley-widget').evaluate((el) => (el as HTMLElement).style.getPropertyValue('--pl-primary'));

/** Picks an option of a select; types first into a searchable one. */
async function chooseOption(page: Page, field: string, option: string, typed?: string) {
  const input = page.getByRole('textbox', { name: field, exact: true });
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

describe('restyling a widget and changing its behaviour', () => {
  it('changes the theme and three behaviours with a live preview, and saves', async () => {
    const { page, errors, context } = await newPage(browser, { width: 1440, height: 900 });
    await signInThroughTheUi(page, builder.email, builder.password);
    await page.goto(`/app/eu/agents/${agentId}/overview`);
    await page.getByRole('link', { name: 'Widget settings' }).click();
    await page.waitForURL(new RegExp(`/app/eu/widget-settings\\?vg_id=${agentId}$`));
    await page.getByRole('heading', { name: 'Widget settings', level: 1 }).waitFor(POLL);
    const live = preview(page);
    await live.panel.getByRole('heading', { name: 'Harbour Bikes Help' }).waitFor(POLL);
    expect(await primaryOf(live.site)).toBe('#228be6');

    // Theme: a preset, dark mode, then a hex code (taken only with # and exactly six digits).
    await page.getByRole('tab', { name: 'Theme' }).click();
    await page.getByRole('group', { name: 'Preset colours' }).getByRole('button', { name: 'Purple' }).click();
    await expect.poll(() => primaryOf(live.site), POLL).toBe('#7950f2');
    await page.getByRole('switch', { name: /^Dark mode/ }).setChecked(true, { force: true });
    const hex = page.getByRole('textbox', { name: 'Hex colour' });
    await hex.fill('#e6498');
    await hex.fill('#e6498z');
    expect(await primaryOf(live.site)).toBe('#7950f2');
    await hex.fill('#e64980');
    await expect.poll(() => primaryOf(live.site), POLL).toBe('#e64980');
    const palette = page.getByRole('list', { name: 'Palette' }).getByRole('listitem');
    expect(await palette.count()).toBe(10);
    // Dark: the palette runs from the darkest to the lightest.
    expect(await palette.first().getAttribute('aria-label')).toBe('Primary 50 #2d0614');
    await expect.poll(() => live.panel.locator('html').getAttribute('class'), POLL).toContain('dark');

    // Behaviour: the widget's place, its language, the handoff to a person, forgetting conversations.
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: 'Interface' }).click();
    await chooseOption(page, 'Widget type', 'Bottom left');
    await expect.poll(() => live.site.locator('parley-widget .w').getAttribute('class'), POLL).toContain('left');
    await page.getByRole('tab', { name: 'Language' }).click();
    await chooseOption(page, 'Language', 'German (de)', 'German');
    await expect
      .poll(() => live.panel.getByRole('textbox').getAttribute('placeholder'), POLL)
      .toBe('Nachricht eingeben…');
    await page.getByRole('tab', { name: 'Human Handoff' }).click();
    // The customer-support template hands over already; offering it from the first message is the change.
    expect(await page.getByRole('switch', { name: /^Human handoff/ }).isChecked()).toBe(true);
    await page.getByRole('switch', { name: /^Always show handoff/ }).setChecked(true, { force: true });
    await live.panel.getByRole('button', { name: 'Talk to a person' }).waitFor(POLL);
    await page.getByRole('tab', { name: 'Technical' }).click();
    await page.getByRole('switch', { name: /^Forget conversations/ }).setChecked(true, { force: true });

    // The save bar names what is unsaved; Channels waits for a save.
    const bar = page.getByRole('region', { name: 'Save bar' });
    await expect
      .poll(() => bar.innerText(), POLL)
      .toMatch(/Unsaved:\s*Theme, Widget type, Forget conversations, Language, Always show handoff/);
    const channels = page.getByRole('tab', { name: 'Save to Enable' });
    expect(await channels.isDisabled()).toBe(true);
    await bar.getByRole('button', { name: 'Save changes' }).click();
    await bar.getByText('All changes saved.').waitFor(POLL);
    expect(await page.getByRole('tab', { name: 'Channels' }).isDisabled()).toBe(false);

    const stored = (await storedDoc('eu', `agents/${agentId}`)) as TAgent;
    expect(parseCustomTheme(stored.customThemeJSONString)).toMatchObject({ themeType: 'dark', primary: '#e64980' });
    expect(stored).toMatchObject({
      theme: 'custom-dark',
      lang: 'de',
      chatForget: true,
      enableHumanHandoff: true,
      alwaysShowHandoff: true,
      ui: { widgetType: 'bottom-left' },
    });
    await page.screenshot({ path: '/tmp/e2e-widget-settings-saved.png' });
    expectNoPageErrors(errors);
    await context.close();
  });

  it('shows the same widget on a website: colours, place, language, handoff, forgotten conversation', async () => {
    const { page, errors, context } = await newPage(browser, { width: 1280, height: 860 });
    await page.goto(siteUrl);
    const launcher = page.getByRole('button', { name: /^Chat öffnen/ });
    await launcher.waitFor(POLL);
    expect(await primaryOf(page)).toBe('#e64980');
    expect(await page.locator('parley-widget .w').getAttribute('class')).toBe('w left dark');
    const box = (await launcher.boundingBox())!;
    expect(box.x).toBeLessThan(100);

    await launcher.click();
    const panel = page.frameLocator('parley-widget iframe');
    const composer = panel.getByRole('textbox', { name: 'Nachricht eingeben…' });
    await composer.waitFor(POLL);
    expect(await panel.locator('html').getAttribute('class')).toContain('dark');
    await composer.fill('Wo ist mein Fahrrad?');
    await composer.press('Enter');
    await panel.locator('.msg.assistant', { hasText: 'You said: Wo ist mein Fahrrad?' }).waitFor({ timeout: 30_000 });

    // The answer language: the model was told to answer in German.
    const url = process.env.PARLEY_FAKE_LLM_URL!.replace(/\/v1$/, '');
    const requests = (await (await fetch(`${url}/__requests`)).json()) as TFakeLlmRequest[];
    const asked = requests.find((r) => r.messages.at(-1)?.content === 'Wo ist mein Fahrrad?')!;
    expect(asked.messages[0]!.content).toContain('Answer in German (de)');

    // Handoff: there is no live inbox yet, the widget says so, and the request is on the conversation.
    await panel.getByRole('button', { name: 'Talk to a person' }).click();
    await panel.getByText('Im Moment kann niemand live chatten.', { exact: false }).waitFor(POLL);
    const conversations = await adminDb('eu').collection('conversations').where('agentId', '==', agentId).get();
    const conversation = conversations.docs.map((d) => d.data() as TConversation).find((c) => c.messageCount === 2);
    expect(conversation?.handoffRequestedAt).toEqual(expect.any(Number));

    // chatForget: kept for this browser session only, not for later visits: in the panel's own storage,
    // or where the browser refuses it a third-party frame, in the host page's (the loader keeps it).
    const own = await panel.locator('html').evaluate((_el, k) => {
      try {
        return { session: sessionStorage.getItem(k), local: localStorage.getItem(k) };
      } catch {
        return null;
      }
    }, `parley:chat:widget:${agentId}`);
    const stores =
      own ??
      (await page.evaluate(
        (k) => ({ session: sessionStorage.getItem(k), local: localStorage.getItem(k) }),
        `parley:chat:${agentId}`,
      ));
    expect(stores.session).toContain('Wo ist mein Fahrrad?');
    expect(stores.local).toBeNull();
    await page.screenshot({ path: '/tmp/e2e-widget-on-site.png' });
    expectNoPageErrors(errors);
    await context.close();

    // A new browser session: the conversation is gone.
    const later = await newPage(browser, { width: 1280, height: 860 });
    await later.page.goto(siteUrl);
    await later.page.getByRole('button', { name: /^Chat öffnen/ }).click();
    const again = later.page.frameLocator('parley-widget iframe');
    await again.getByRole('textbox', { name: 'Nachricht eingeben…' }).waitFor(POLL);
    expect(await again.locator('.msg.user').count()).toBe(0);
    expectNoPageErrors(later.errors);
    await later.context.close();
  });
});
