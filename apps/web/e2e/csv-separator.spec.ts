import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * Issue 20 item 12: a semicolon file (as spreadsheets in many locales export it) was refused with
 * "The first line must be the header phone_number,fb_email.". The preview reads it and says which
 * separator it read; the import creates its reservations.
 */
test('a semicolon CSV is previewed with its separator named, and imported', async ({ page }) => {
  await signIn(page, 'staff', '/reservations');
  const stamp = String(Date.now()).slice(-7);
  const phone = `1555${stamp}`;
  await page.getByRole('button', { name: 'Invite Patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Patient' });
  await dialog.getByText('Reserve by phone').click();
  await dialog.getByRole('radio', { name: 'Multiple: upload a CSV file' }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'export.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`phone_number;fb_email\r\n${phone};semi@example.com\r\n`, 'utf8'),
  });
  await expect(dialog.getByText('1 row: 1 valid. Columns separated by semicolons.')).toBeVisible();
  await expect(
    dialog.getByRole('table', { name: 'Rows of the file' }).getByText('semi@example.com'),
  ).toBeVisible();
  await shoot(page, 'csv-semicolon-preview');
  await dialog.getByRole('button', { name: 'Import reservations' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('semi@example.com').first()).toBeVisible();
});
