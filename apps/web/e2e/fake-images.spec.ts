import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * A text file renamed .png is refused by every image picker before it is previewed or uploaded
 * (issue 19 item 7): the event image, the center logo and a chat attachment each show the
 * catalogue's sentence instead of a broken picture; a real image chosen next still works.
 */

const FAKE = {
  name: 'holiday.png',
  mimeType: 'image/png',
  buffer: Buffer.from('Dear team, see you Friday!\n'),
};
/** A real 1×1 PNG. */
const PNG = {
  name: 'real.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

test('a fake image gets the message, not a preview, in the event, logo and chat pickers', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner', '/alumni-event');
  await expect(page.getByRole('heading', { name: 'Alumni Events', level: 1 })).toBeVisible();

  // Event image: the message sits where the preview would be; nothing is uploaded.
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' || r.url().includes('get_presigned_url') || r.url().includes('/presign'))
      uploads.push(r.url());
  });
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.locator('input[type="file"]').setInputFiles(FAKE);
  await expect(dialog.getByText(messages.imageContentMismatch)).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Preview of the event image' })).toHaveCount(0);
  await checkA11y();
  await shoot(page, 'fake-image-event');
  await dialog.locator('input[type="file"]').setInputFiles(PNG);
  await expect(dialog.getByRole('img', { name: 'Preview of the event image' })).toBeVisible();
  await expect(dialog.getByText(messages.imageContentMismatch)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Center logo: refused before the upload starts.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Edit Center Information' }).click();
  await expect(page.getByRole('heading', { name: 'Center information' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(FAKE);
  await expect(toast(page, messages.imageContentMismatch)).toBeVisible();
  await shoot(page, 'fake-image-logo');
  await toast(page, messages.imageContentMismatch).locator('button').click();
  await expect(toast(page, messages.imageContentMismatch)).toBeHidden();

  // Chat attachment: not listed, not uploaded.
  await page.getByRole('link', { name: 'Messages', exact: true }).last().click();
  await expect(page).toHaveURL(/\/chats/);
  await page.getByRole('button', { name: 'New message' }).click();
  await page
    .getByRole('dialog', { name: 'New message' })
    .getByRole('button', { name: /^Message / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  await page.locator('form input[type=file]').last().setInputFiles(FAKE);
  await expect(toast(page, messages.imageContentMismatch)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Attachments' })).toHaveCount(0);
  await shoot(page, 'fake-image-chat');
  expect(uploads).toEqual([]);
});
