import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * An owner runs the center's alumni events: adds one with an image (uploaded to its presigned
 * URL), sees it with its image, edits it, deletes one; then sends an alumni notification and finds
 * it in the history. Every toast is read.
 */

/** A real PNG (a 320×180 gradient), built here so the journey needs no fixture file. */
function gradientPng(width = 320, height = 180): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows.set(
        [40 + Math.round((x / width) * 60), 110 + Math.round((y / height) * 90), 160],
        row + 1 + x * 3,
      );
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

async function readToast(page: Page, text: string) {
  const t = toast(page, text).first();
  await expect(t).toBeVisible();
  await t.getByRole('button', { name: 'Got it' }).click();
  await expect(t).toBeHidden();
}

const nextYear = new Date().getFullYear() + 1;
const lastYear = new Date().getFullYear() - 1;

test('an owner adds an event with an image, edits it, deletes one, and notifies the alumni', async ({
  page,
  checkA11y,
}) => {
  // A long journey on a shared 2-core machine.
  test.setTimeout(240_000);
  await signIn(page, 'owner', '/alumni-event');
  await expect(page.getByRole('heading', { name: 'Alumni Events', level: 1 })).toBeVisible();
  const upcoming = page.getByRole('region', { name: /Upcoming events/ });
  const past = page.getByRole('region', { name: /Past events/ });
  await expect(upcoming.getByText(/There are no upcoming events\.|Image of/).first()).toBeVisible();
  await checkA11y();

  // Add Event: every required field answers its spec message.
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  for (const text of [
    messages.titleRequired,
    messages.dateRequired,
    messages.timeRequired,
    messages.descriptionRequired,
  ]) {
    await expect(dialog.getByText(text)).toBeVisible();
  }

  // The date and time are on the center's clock, and the form says which one.
  await expect(dialog.getByText(/^Date and time at the center \(.+\)\.$/)).toBeVisible();

  const title = `Summer reunion ${Date.now().toString(36)}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Date').fill(`${nextYear}-07-01`);
  await dialog.getByLabel('Time').fill('18:30');
  await dialog.getByLabel('Description').fill('A picnic in the park for everyone who finished the program.');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'reunion.png',
    mimeType: 'image/png',
    buffer: gradientPng(),
  });
  await expect(dialog.getByRole('img', { name: 'Preview of the event image' })).toBeVisible();
  await checkA11y();
  await shoot(page, 'events-add-modal');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await readToast(page, messages.eventCreated);
  await expect(dialog).toBeHidden();

  // The card shows the uploaded image, served by the portal, and the local date and time.
  const card = upcoming.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const image = card.getByRole('img', { name: `Image of ${title}` });
  await expect(image).toHaveAttribute('src', /\/uploads\/[0-9a-f-]{36}\/events\/[0-9a-f-]{36}\.png$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(320);
  await expect(card.getByText(`Jul 1, ${nextYear} · 6:30 PM`)).toBeVisible();

  // Edit it: the modal opens with its values, and the change shows on the card.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Date')).toHaveValue(`${nextYear}-07-01`);
  await expect(dialog.getByLabel('Time')).toHaveValue('18:30');
  await expect(dialog.getByRole('img', { name: 'Preview of the event image' })).toBeVisible();
  await dialog.getByLabel('Time').fill('19:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await readToast(page, messages.eventUpdated);
  await expect(card.getByText(`Jul 1, ${nextYear} · 7:00 PM`)).toBeVisible();
  await expect(card.getByRole('img', { name: `Image of ${title}` })).toBeVisible();

  // A past event, without an image, lands under Past events; then it is deleted.
  const old = `Spring walk ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add Event' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByLabel('Title').fill(old);
  await dialog.getByLabel('Date').fill(`${lastYear}-04-12`);
  await dialog.getByLabel('Time').fill('10:00');
  await dialog.getByLabel('Description').fill('A walk by the river.');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await readToast(page, messages.eventCreated);
  const oldCard = past.getByRole('article', { name: old });
  await expect(oldCard).toBeVisible();
  await expect(oldCard.getByRole('img', { name: 'No image' })).toBeVisible();
  await shoot(page, 'events-page');

  await oldCard.getByRole('button', { name: `Delete ${old}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete event' });
  await expect(confirm.getByText(messages.eventDeleteConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await readToast(page, messages.eventRemoved);
  await expect(oldCard).toBeHidden();
  await expect(card).toBeVisible();

  // Notifications: the owner's history and the New Alumni Notification modal.
  await page.getByRole('link', { name: 'Notifications' }).first().click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  // The pointer leaves the nav link it clicked (a hovered active link is checked by the layout's own journey).
  await page.mouse.move(640, 700);
  await checkA11y();
  await page.getByRole('button', { name: 'New Alumni Notification' }).click();
  dialog = page.getByRole('dialog', { name: 'New Alumni Notification' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(messages.notificationRequired)).toBeVisible();
  const text = `The summer reunion is on July 1st. See you there! ${Date.now().toString(36)}`;
  await dialog.getByLabel('Message').fill(text);
  await shoot(page, 'notifications-modal');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await readToast(page, messages.notificationSent);
  await expect(dialog).toBeHidden();
  const sent = page
    .getByRole('list', { name: 'Sent notifications' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(sent).toBeVisible();
  await expect(sent.getByText(/\d+ recipients?/)).toBeVisible();
  await checkA11y();
  await shoot(page, 'notifications-page');
});
