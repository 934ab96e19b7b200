import { errors, type Page, test } from '@playwright/test';
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
 * One screenshot for a person to look at. Chromium's capture now and then stalls (CI, on two runs:
 * the reports dialog; the second stall outlasted a second try of 20 s and failed the journey).
 * Reported for the full browser's new headless mode since Chrome 147, which Debian's chromium is:
 * the capture waits for a frame from a compositor that has gone idle. A capture that times out
 * wakes the compositor with a moment of screencast and tries once more; one that times out again
 * is reported, not failed: the picture is for people to look at, the journey's assertions judge
 * the screen, and a page that truly hung fails the journey's next step. Any other error fails.
 */
export async function capture(page: Page, path: string, fullPage = false) {
  const shot = () =>
    page.screenshot({ path, fullPage, timeout: 15_000 }).then(
      () => true,
      (err: unknown) => {
        if (err instanceof errors.TimeoutError) return false;
        throw err;
      },
    );
  if (await shot()) return;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 10, maxWidth: 64, maxHeight: 64 });
    await page.waitForTimeout(250);
    await cdp.send('Page.stopScreencast');
  } finally {
    await cdp.detach().catch(() => undefined);
  }
  if (await shot()) return;
  const description = `no screenshot ${path}: Chromium's capture stalled twice`;
  test.info().annotations.push({ type: 'warning', description });
  console.warn(description);
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
