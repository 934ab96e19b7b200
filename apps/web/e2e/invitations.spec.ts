import type { Locator, Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { demoAccount } from '../../server/src/cli/demo-accounts';
import { expect, test } from './fixtures';
import { capture } from './sign-in';

/** Types into a masked field as a person does: click, then keys (the mask follows the caret). */
async function typePhone(field: Locator, digits: string) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(digits);
}

/**
 * Invitations and reservations, as a staff member does them: invite by e-mail and find the mail in
 * the dev mailbox, reserve one phone, import a CSV with a bad row (read the line-numbered error,
 * import the valid rows), then on Reserved M. edit a reservation and undo the import.
 */

const shoot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await capture(page, `/tmp/shots/invitations-${name}-1280.png`, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, `/tmp/shots/invitations-${name}-390.png`, true);
  await page.setViewportSize({ width: 1280, height: 800 });
};

async function signInAsStaff(page: Page, path: string) {
  const staff = demoAccount('staff');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function openInvite(page: Page) {
  await page.getByRole('button', { name: 'Invite Patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Patient' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('invite by e-mail, reserve by phone, import a CSV and undo it', async ({ page, context, checkA11y }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-7);
  const email = `jordan.${stamp}@example.com`;
  await signInAsStaff(page, '/dashboard');

  // 1. Invite by e-mail: the spec's messages first, then the invitation.
  let dialog = await openInvite(page);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(messages.emailRequired)).toBeVisible();
  await expect(dialog.getByText(messages.fullNameRequired)).toBeVisible();
  await checkA11y();
  await shoot(page, 'invite-errors');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Full Name/).fill('Jordan Rivers');
  await typePhone(dialog.getByLabel(/^Phone Number/), '5550104242');
  await expect(dialog.getByLabel(/^Phone Number/)).toHaveValue('+1 (555) 010-4242');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, messages.invitationSent)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same e-mail again is refused with a clear message.
  dialog = await openInvite(page);
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel(/^Full Name/).fill('Jordan Rivers');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, messages.invitationDuplicate)).toBeVisible();
  await page.keyboard.press('Escape');

  // 2. The mail is in the dev mailbox, with its single-use link.
  const mailbox = await context.newPage();
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(mailbox.getByRole('heading', { name: 'Your invitation to the recovery app' })).toBeVisible();
  await expect(mailbox.getByText(email)).toBeVisible();
  await expect(mailbox.getByRole('link', { name: /accept-invitation#token=/ })).toBeVisible();
  await checkA11y(mailbox);
  await shoot(mailbox, 'mailbox');
  await mailbox.close();

  // 3. Reserve one phone.
  const phone = `555${stamp}`;
  dialog = await openInvite(page);
  await dialog.getByText('Reserve by phone').click();
  await expect(dialog.getByRole('radio', { name: 'Single: one phone number' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Reserve membership' }).click();
  await expect(dialog.getByText(messages.phoneRequired)).toBeVisible();
  await typePhone(dialog.getByLabel(/^Phone Number/), phone);
  await expect(dialog.getByLabel(/^Phone Number/)).toHaveValue(
    `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
  );
  await dialog.getByLabel(/^Facebook email/).fill('jordan.fb@example.com');
  await shoot(page, 'reserve-single');
  await dialog.getByRole('button', { name: 'Reserve membership' }).click();
  await expect(toast(page, messages.reservationCreated)).toBeVisible();

  // 4. Import a CSV with a bad row: the preview names the line; import the valid rows only.
  const good1 = `1555${String(Number(stamp) + 1).padStart(7, '0')}`;
  const good2 = `1555${String(Number(stamp) + 2).padStart(7, '0')}`;
  const csv = `\uFEFFphone_number,fb_email\r\n${good1},first@example.com\r\n555-12,bad@example.com\r\n${good2},\r\n`;
  dialog = await openInvite(page);
  await dialog.getByText('Reserve by phone').click();
  await dialog.getByRole('radio', { name: 'Multiple: upload a CSV file' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'patients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  const table = dialog.getByRole('table', { name: 'Rows of the file' });
  await expect(table.getByText(`Line 3: ${messages.phoneMin}`)).toBeVisible();
  await expect(dialog.getByText('3 rows: 2 valid, 1 with errors.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import reservations' })).toBeDisabled();
  await checkA11y();
  await shoot(page, 'csv-preview');
  await dialog.getByRole('radio', { name: /Import the valid rows only/ }).click();
  await dialog.getByRole('button', { name: 'Import reservations' }).click();
  await expect(toast(page, '2 reservations were created; 1 row was skipped.')).toBeVisible();

  // 5. Reserved M.: the list, the edit modal, undo the import.
  await page.getByRole('link', { name: 'Reserved M.' }).click();
  await expect(page).toHaveURL(/\/reservations$/);
  await expect(page.getByRole('heading', { name: 'Reserved Memberships' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Reserved memberships' });
  const fmt = (d: string) => `+1 (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7)}`;
  await expect(list.getByRole('row').filter({ hasText: fmt(good1) })).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: fmt(`1${phone}`) })).toBeVisible();
  // The pointer still rests on the nav link just clicked; axe checks the page, not a hover state.
  await page.mouse.move(700, 700);
  await checkA11y();
  await shoot(page, 'reservations');

  await page.getByRole('button', { name: `Actions for ${fmt(`1${phone}`)}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Reservation' });
  await typePhone(edit.getByLabel(/^Phone Number/), '');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(messages.phoneRequiredReservation)).toBeVisible();
  await typePhone(edit.getByLabel(/^Phone Number/), phone);
  await edit.getByLabel('Email', { exact: true }).fill('jordan@example.com');
  await shoot(page, 'reservation-edit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, messages.reservationUpdated)).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: 'jordan@example.com' })).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${fmt(good1)}` }).click();
  await page.getByRole('menuitem', { name: 'Undo its import' }).click();
  const confirm = page.getByRole('dialog', { name: 'Undo the import' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, messages.importUndone)).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: fmt(good1) })).toHaveCount(0);
  await expect(list.getByRole('row').filter({ hasText: fmt(good2) })).toHaveCount(0);
  await expect(list.getByRole('row').filter({ hasText: fmt(`1${phone}`) })).toBeVisible();

  await page.getByText('Completed', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Completed' })).toBeChecked();
  await expect(page.getByText('There are no completed reservations.')).toBeVisible();
});
