import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * Issue 20 item 9: the portal opened at another address of the server than PUBLIC_URL (here
 * 127.0.0.1 while PUBLIC_URL names localhost) hung on "Redirecting to sign in…". It now lands on the
 * same path at the public address and signs in there.
 */
test('opened at 127.0.0.1, the portal goes to the public address and signs in', async ({ page, baseURL }) => {
  const publicUrl = new URL(baseURL ?? '');
  const other = `http://127.0.0.1:${publicUrl.port}`;
  await page.goto(`${other}/patients?page=1`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(new URL(page.url()).host).toBe(publicUrl.host);
  await shoot(page, 'addresses-signin');
  await signIn(page, 'owner', `${other}/patients?page=1`);
  await expect(page).toHaveURL(`${publicUrl.origin}/patients?page=1`);
  await expect(page.getByText('Redirecting to sign in…')).toHaveCount(0);
});
