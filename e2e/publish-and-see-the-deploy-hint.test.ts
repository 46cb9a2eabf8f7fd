/**
 * Publishing an agent (workspaces §4 Publish): the deploy hint says the changes are live and opens
 * Deploy; 'Don't show this again' is remembered for the agent; every publish saves a version backup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { TAgentBackup } from '@parley/core';
import { adminDb, newBuilder, stackClient, type TBuilder } from '../emulators/test-support';
import { createAgent } from './support/arrange';
import { launchBrowser, newPage } from './support/browser';
import { expectNoPageErrors, signInThroughTheUi } from './support/builder-flows';

const POLL = { timeout: 10_000 };

let browser: Browser;
let owner: TBuilder;
let agentId: string;

beforeAll(async () => {
  const client = stackClient();
  [browser, owner] = await Promise.all([launchBrowser(), newBuilder(client, 'eu', 'publisher')]);
  agentId = await createAgent(client, owner, 'eu', 'Harbour Helpdesk');
});
afterAll(async () => {
  await browser?.close();
});

async function backups(): Promise<TAgentBackup[]> {
  const snap = await adminDb('eu').collection('agentBackups').where('agentId', '==', agentId).get();
  return snap.docs.map((d) => d.data() as TAgentBackup).sort((a, b) => b.ts - a.ts);
}

const hasFocus = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

async function renameAndPublish(page: Page, title: string) {
  await page.getByLabel(/^Name/).fill(title);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('button', { name: 'Published' }).waitFor(POLL);
}

describe('publishing an agent', () => {
  it('shows the deploy hint, opens Deploy from it, can turn it off, and saves a backup each time', async () => {
    const { page, errors, context } = await newPage(browser);
    await signInThroughTheUi(page, owner.email, owner.password);
    await page.goto(`/app/eu/agents/${agentId}/overview`);

    await renameAndPublish(page, 'Harbour Help Desk');
    const hint = page.getByRole('dialog', { name: 'Your changes are live' });
    await hint.waitFor(POLL);
    await hint.getByText('live now on every site where', { exact: false }).waitFor();
    await expect.poll(() => hasFocus(hint), POLL).toBe(true);
    await page.screenshot({ path: '/tmp/e2e-deploy-hint.png' });

    // The hint leads to Deploy, which takes the focus.
    await hint.getByRole('button', { name: 'Deploy widget' }).click();
    const deploy = page.getByRole('dialog', { name: 'Deploy your agent' });
    await deploy.getByLabel('Embed code').waitFor(POLL);
    await hint.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(deploy), POLL).toBe(true);
    await page.keyboard.press('Escape');
    await deploy.waitFor({ state: 'hidden' });

    // The backup is the published agent, without its secret.
    await expect.poll(async () => (await backups()).length, POLL).toBe(1);
    const [first] = await backups();
    expect(first).toMatchObject({ ownerID: owner.account.uid, savedBy: owner.session.uid });
    expect(first!.agent.title).toBe('Harbour Help Desk');
    expect(first!.agent).not.toHaveProperty('SECRET_API_KEY');

    // Again: the hint comes back; this time 'Don't show this again', then Close.
    await renameAndPublish(page, 'Harbour Desk');
    await hint.waitFor(POLL);
    await hint.getByRole('checkbox', { name: "Don't show this again" }).check();
    await hint.getByRole('button', { name: 'Close' }).click();
    await hint.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await backups()).length, POLL).toBe(2);

    // Turned off for this agent, also after a reload: a publish saves a backup but shows no hint.
    await page.reload();
    await expect.poll(() => page.getByLabel(/^Name/).inputValue(), POLL).toBe('Harbour Desk');
    await renameAndPublish(page, 'Harbour Desk Three');
    await expect.poll(async () => (await backups())[0]?.agent.title, POLL).toBe('Harbour Desk Three');
    expect(await page.getByRole('dialog').count()).toBe(0);

    expectNoPageErrors(errors);
    await context.close();
  });
});
