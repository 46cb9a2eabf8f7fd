/** What a builder does again and again in the browser, as steps a person would take. */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { uniqueEmail } from '../../emulators/test-support';

export async function signUpThroughTheUi(page: Page, region: 'eu' | 'na' = 'eu', name = 'Ada Builder') {
  const email = uniqueEmail('e2e');
  const password = 'e2e-password-1';
  await page.goto('/signup');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  if (region === 'na') await page.getByText('North America (NA)').click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(new RegExp(`/onboarding\\?region=${region}`));
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
  await page.waitForURL(new RegExp(`/app/${region}/agents$`));
  return { email, password };
}

export async function signInThroughTheUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\/(eu|na)\/agents/);
}

export function expectNoPageErrors(errors: string[]) {
  expect(errors, 'uncaught errors in the page').toEqual([]);
}
