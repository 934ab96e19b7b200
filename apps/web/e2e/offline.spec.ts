import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * The portal as an offline-capable web app: after one visit it opens with no network, shows the
 * patients it last saw with an "Offline" banner, refuses changes clearly (nothing is silently lost),
 * and a sign-out leaves no patient data behind.
 */

const OFFLINE_REFUSAL = 'You are offline. Nothing was saved: try again when you are back online.';

async function invite(page: Page, email: string, fullName: string) {
  return page.evaluate(
    async ({ email, fullName }) => {
      const res = await fetch('/v3/memberships', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${window.localStorage.getItem('user-token')}`,
          'X-Origin': 'webportal',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ email, full_name: fullName }),
      });
      if (res.status !== 201) throw new Error(`invite: ${res.status}`);
    },
    { email, fullName },
  );
}

/** Cached API answers that hold center or patient data (the issuer's public config is not such data). */
const cachedDataEntries = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('portal-data'))) return 0;
    const keys = await (await caches.open('portal-data')).keys();
    return keys.filter((r) => /\/(v3|chat)\//.test(new URL(r.url).pathname)).length;
  });

test('installable: the manifest is complete and a service worker controls the page', async ({
  page,
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Recovery Portal', display: 'standalone', start_url: '/' });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  await page.goto('/notfound');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // Nothing of a patient is cached for someone who never signed in.
  expect(await cachedDataEntries(page)).toBe(0);
});

test('offline after one visit: cached patients with a banner, changes refused, nothing left after sign-out', async ({
  page,
  context,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'staff', '/patients');
  const stamp = Date.now();
  await invite(page, `offline.${stamp}@example.org`, `Olive Offline${stamp}`);
  // Let the service worker take control, then visit the list once while online.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect(page.getByRole('button', { name: `Olive Offline${stamp}` })).toBeVisible();
  // Open the patient's profile and notes once while online: that is what the offline copy holds.
  const detail = page.getByRole('dialog', { name: new RegExp(`Olive Offline${stamp}`) });
  await page.getByRole('button', { name: `Olive Offline${stamp}` }).click();
  await detail.getByRole('tab', { name: 'Notes' }).click();
  await expect(detail.getByText('No notes yet.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => cachedDataEntries(page)).toBeGreaterThan(2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/^Offline — showing data from \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Olive Offline${stamp}` })).toBeVisible();
  await checkA11y();
  await shoot(page, 'offline-patients');

  // A change made offline is refused in words, not lost in silence.
  await page.getByRole('button', { name: `Olive Offline${stamp}` }).click();
  await detail.getByRole('tab', { name: 'Notes' }).click();
  await expect(detail.getByText('No notes yet.')).toBeVisible();
  await detail.getByRole('button', { name: 'Add note' }).click();
  await detail.getByLabel('New note').fill('Written in the basement, no signal.');
  await detail.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText(OFFLINE_REFUSAL)).toBeVisible();

  // Back online, the same note (still in the form) is saved.
  await context.setOffline(false);
  await expect(page.getByText(/^Offline — showing data from/)).toHaveCount(0);
  await detail.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText(messages.noteCreated)).toBeVisible();
  await page.keyboard.press('Escape');

  // Sign-out empties the offline copy.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goto('/notfound');
  expect(await cachedDataEntries(page)).toBe(0);
});
