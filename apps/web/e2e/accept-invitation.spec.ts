import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expect, test } from './fixtures';
import { capture, signIn } from './sign-in';

/**
 * A patient accepts an e-mail invitation in a browser: the staff member invites them, the link from
 * the dev mailbox opens the accept page, the form refuses a short password, then creates the account;
 * the link works once, and the patient shows as active in the portal.
 */

const shoot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await capture(page, `/tmp/shots/accept-invitation-${name}-1280.png`, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, `/tmp/shots/accept-invitation-${name}-390.png`, true);
  await page.setViewportSize({ width: 1280, height: 800 });
};

test('a patient accepts the e-mailed invitation and becomes active', async ({ page, context, checkA11y }) => {
  test.setTimeout(300_000);
  const email = `robin.${Date.now().toString().slice(-7)}@example.com`;
  await signIn(page, 'staff', '/dashboard');
  await page.getByRole('button', { name: 'Invite Patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Patient' });
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Full Name/).fill('Robin Reyes');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();

  const patient = await context.browser()?.newContext();
  if (!patient) throw new Error('no browser');
  const mailbox = await patient.newPage();
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const link = await mailbox
    .getByRole('link', { name: /accept-invitation#token=/ })
    .first()
    .getAttribute('href');
  expect(link).toMatch(/\/accept-invitation#token=[\w-]+$/);

  const accept = await patient.newPage();
  await accept.goto(link ?? '');
  await expect(accept.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  // The token left the address bar.
  await expect(accept).toHaveURL(/\/accept-invitation$/);
  await accept.getByLabel('First name').fill('Robin');
  await accept.getByLabel('Last name').fill('Reyes');
  await accept.getByLabel('Password').fill('short');
  await accept.getByRole('button', { name: 'Create my account' }).click();
  await expect(accept.getByText(messages.passwordTooShort)).toBeVisible();
  await checkA11y(accept);
  await shoot(accept, 'error');
  await accept.getByLabel('Password').fill('a-long-patient-password');
  await accept.getByRole('button', { name: 'Create my account' }).click();
  await expect(accept.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expect(accept.getByText(email)).toBeVisible();
  await shoot(accept, 'done');

  // The link works once (a new tab, as when the e-mail's link is clicked again).
  const again = await patient.newPage();
  await again.goto(link ?? '');
  await again.getByLabel('First name').fill('Robin');
  await again.getByLabel('Last name').fill('Again');
  await again.getByLabel('Password').fill('a-long-patient-password');
  await again.getByRole('button', { name: 'Create my account' }).click();
  await expect(again.getByRole('alert')).toHaveText(messages.invitationLinkInvalid);
  await patient.close();

  // The staff member sees the patient active.
  await page.goto(`/patients?status=active`);
  await page.getByLabel('Search by name or e-mail').fill(email);
  await expect(page.getByText(email).first()).toBeVisible();
});
