import type { Page } from '@playwright/test';
import { sessionIdleMessage } from '@portal/contracts';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * Automatic sign-out (issue 12): a staff member leaves the patient list open and walks away. After
 * 15 minutes without input the portal signs out on its own, even with the network gone: it
 * shows why, no patient remains on screen, and nothing of the session stays cached in the browser
 * (token, stored sign-in, query cache, offline copy). Signing in again asks for the password.
 * The browser's clock is moved (page.clock); the server's side is proven in identity/sessions.test.ts.
 */
async function createPatient(page: Page, last: string) {
  await page.evaluate(async (last) => {
    const token = window.localStorage.getItem('user-token');
    const res = await fetch('/v3/memberships', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `${last.toLowerCase()}@example.org`, full_name: `Idle ${last}` }),
    });
    if (!res.ok) throw new Error(`invite: ${res.status}`);
  }, last);
}

/** What the browser still holds of the session. */
const leftovers = (page: Page) =>
  page.evaluate(async () => ({
    token: window.localStorage.getItem('user-token'),
    oidcUser: Object.keys(window.localStorage).filter((k) => k.startsWith('oidc.user:')),
    offlineCopy: 'caches' in window ? await window.caches.has('portal-data') : false,
  }));

test('an idle portal signs out after 15 minutes, even offline, shows why and keeps no patient data', async ({
  page,
  context,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await signIn(page, 'staff');

  const last = `Idle${Date.now().toString(36)}`;
  await createPatient(page, last);
  await page.goto('/patients');
  // Let the service worker take control, so the list also lands in the offline copy.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(last);
  await expect(page.getByRole('button', { name: `Idle ${last}` })).toBeVisible();
  await expect.poll(async () => (await leftovers(page)).offlineCopy).toBe(true);
  expect((await leftovers(page)).token).toBeTruthy();

  // Fourteen minutes without input: still signed in, the patient still on screen.
  await page.clock.fastForward('14:00');
  await expect(page.getByRole('button', { name: `Idle ${last}` })).toBeVisible();

  // The network goes away: the portal's own timer still signs out. Past fifteen minutes: signed
  // out, with the reason, and the patient is gone from the page.
  await context.setOffline(true);
  await page.clock.fastForward('01:10');
  await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: sessionIdleMessage(15) })).toBeVisible();
  await expect(page.getByText(`Idle ${last}`)).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  expect(await leftovers(page)).toEqual({ token: null, oidcUser: [], offlineCopy: false });
  await shoot(page, 'session-ended');
  await checkA11y();
  await context.setOffline(false);

  // A reload still says why, and does not sign in silently.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: sessionIdleMessage(15) })).toBeVisible();
  await expect(page.getByText(`Idle ${last}`)).toHaveCount(0);

  // Signing in again asks for the password, though the issuer's own session is still open.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/patients/);
  await expect(page.getByRole('heading', { name: 'Signed out' })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(last);
  await expect(page.getByRole('button', { name: `Idle ${last}` })).toBeVisible();
});
