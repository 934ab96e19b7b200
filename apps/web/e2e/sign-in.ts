import type { Page } from '@playwright/test';
import { type DemoRole, demoAccount } from '../../server/src/cli/demo-accounts';
import { expect } from './fixtures';

/**
 * Signs in as a person does: open the portal, get sent to the issuer's sign-in page, type the
 * e-mail and password, and land back in the portal. Works for demo roles or any account.
 */
export async function signIn<A extends { email: string; password: string }>(
  page: Page,
  who: DemoRole | A,
  path = '/',
) {
  const account = typeof who === 'string' ? demoAccount(who) : who;
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/(login|auth\/callback)/);
  return account;
}

/**
 * One screenshot for a person to look at. Chromium's capture now and then stalls on a busy machine
 * (CI: a full-page capture of the reports dialog hung for a minute, then passed three times in a
 * row): bounded, and tried once more.
 */
export async function capture(page: Page, path: string, fullPage = false) {
  await page
    .screenshot({ path, fullPage, timeout: 20_000 })
    .catch(() => page.screenshot({ path, fullPage, timeout: 20_000 }));
}

/** Screenshots at the two widths we check by eye: 1280 px and 390 px. */
export async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await capture(page, `/tmp/shots/${name}-${width}.png`, true);
  }
  await page.setViewportSize(size);
}
