import { messages } from '@portal/contracts';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * Issue 20 item 16: a quick first sign-in finishes before the service worker is in control. The
 * worker then takes the page by itself and the visit is kept, so it opens offline (not "Redirecting
 * to sign in…" forever); a screen never opened says it is not available offline.
 */
test('the first signed-in visit opens offline; a screen never opened says it is not available offline', async ({
  page,
  context,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  // Every read the page itself sends (through the worker or not; the worker's own fetches are not
  // the page's): each reaches the server once, as a second read of a record is a second line in
  // its access history (issue 12).
  const reads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/v3/')) reads.push(r.url());
  });
  await signIn(page, 'staff');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // No reload and no waiting by hand: the worker takes this page and keeps what it shows.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!(await caches.has('portal-data'))) return [];
          const keys = await (await caches.open('portal-data')).keys();
          return keys.map((r) => new URL(r.url).pathname);
        }),
      { timeout: 30_000 },
    )
    .toEqual(expect.arrayContaining(['/auth/config', '/v3/me']));
  expect(reads.filter((url) => new URL(url).pathname === '/v3/me')).toHaveLength(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Offline — showing data from \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('Redirecting to sign in…')).toHaveCount(0);
  await shoot(page, 'offline-first-visit-dashboard');

  // Tasks were never opened: the screen says why it is empty instead of "There was an error".
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }).click();
  const inPlace = page.getByRole('alert').filter({ hasText: 'The tasks could not be loaded.' });
  await expect(inPlace).toBeVisible({ timeout: 30_000 });
  await expect(inPlace).toContainText(messages.notAvailableOffline);
  // Its toast says the same, not "There was an error".
  await expect(page.getByText(messages.requestFailed)).toHaveCount(0);
  // (The pointer off the link it clicked: a hovered active link fades while axe reads it.)
  await page.mouse.move(700, 700);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tasks' }),
  ).toHaveAttribute('data-active');
  await checkA11y();
  await shoot(page, 'offline-never-opened');
  await context.setOffline(false);
});
