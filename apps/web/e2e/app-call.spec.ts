import { expect, test } from './fixtures';
import { appSignIn, newPatient, phoneContext, shootApp } from './patient-app';
import { signIn } from './sign-in';

/**
 * Issue 21, item 7: "Ask for a call" in the app reaches the staff member's queue in the portal; the
 * app says it is waiting (and refuses a second one), then shows when it was handled.
 */
test('contact now both ways: the app asks, the portal handles, the app sees it', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'staff', '/dashboard');
  const patient = await newPatient(page, page.request, 'Avery');

  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  await appSignIn(app, patient);
  await app.getByRole('link', { name: 'Ask for a call' }).click();
  await expect(app.getByRole('heading', { name: 'Ask for a call', level: 1 })).toBeVisible();
  await checkA11y(app);
  await app.getByRole('button', { name: 'Ask for a call' }).click();
  const confirm = app.getByRole('dialog', { name: 'Ask for a call?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes, call me' }).click();
  await expect(app.getByText('Your request is waiting.')).toBeVisible();
  // Not twice while it is open.
  await expect(app.getByRole('button', { name: 'Your request is waiting' })).toBeDisabled();
  await checkA11y(app);
  await shootApp(app, 'contact-waiting');

  // The staff member sees it in the queue and marks it handled.
  await page.goto('/contact-now');
  const handle = page.getByRole('button', { name: `Mark handled: Avery ${patient.lastName}` });
  await expect(handle).toBeVisible({ timeout: 15_000 });
  await handle.click();

  await expect(app.getByText(/Your last request was handled at/)).toBeVisible({ timeout: 20_000 });
  await expect(app.getByRole('button', { name: 'Ask for a call' })).toBeEnabled();
  await shootApp(app, 'contact-handled');
  await phone.close();
});
