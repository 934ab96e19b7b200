import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { api } from './api';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * XSS (issue 12): a note and a chat message that carry an HTML payload are shown as the literal
 * text, in real Chromium, and the payload's script never runs (window.__xss stays undefined), both
 * right after sending and after a reload that renders them from the server's data.
 */
const PAYLOAD = '<img src=x onerror="window.__xss=1"> <script>window.__xss=2</script>';

const xss = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
const toast = (page: Page, text: string) =>
  page.getByRole('alert').or(page.locator('.mantine-Notification-root')).filter({ hasText: text });

test('note and chat texts are shown as text, never run as HTML', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'staff');

  // A patient of the journey's own, found by a unique name.
  const last = `Probe${Date.now().toString(36)}`;
  const { membership } = await api<{ membership: { id: string } }>(page, 'POST', '/v3/memberships', {
    email: `${last.toLowerCase()}@example.org`,
    full_name: `Xss ${last}`,
  });
  await api(page, 'PUT', `/v3/memberships/${membership.id}`, { first_name: 'Xss', last_name: last });

  // The note, written in the profile as a person does.
  await page.goto('/patients');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(last);
  await page.getByRole('button', { name: `Xss ${last}` }).click();
  const profile = page.getByRole('dialog', { name: new RegExp(`Xss ${last}`) });
  await profile.getByRole('tab', { name: 'Notes' }).click();
  await profile.getByRole('button', { name: 'Add note' }).click();
  await profile.getByLabel('New note').fill(PAYLOAD);
  await profile.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, messages.noteCreated)).toBeVisible();
  await expect(profile.getByText(PAYLOAD)).toBeVisible();
  expect(await xss(page)).toBeUndefined();
  expect(await profile.locator('img[src="x"]').count()).toBe(0);
  await shoot(page, 'security-note');

  // After a reload the note comes from the server, still as text.
  await page.reload();
  const reopened = page.getByRole('dialog', { name: new RegExp(`Xss ${last}`) });
  await reopened.getByRole('tab', { name: 'Notes' }).click();
  await expect(reopened.getByText(PAYLOAD)).toBeVisible();
  expect(await xss(page)).toBeUndefined();

  // The chat message, sent from the composer to the center's expert.
  await page.goto('/chats');
  await page.getByRole('button', { name: 'New message' }).click();
  await page
    .getByRole('dialog', { name: 'New message' })
    .getByRole('button', { name: /^Message / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  await page.getByRole('textbox', { name: 'Message' }).fill(PAYLOAD);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByRole('log').getByText(PAYLOAD)).toBeVisible();
  expect(await xss(page)).toBeUndefined();
  expect(await page.getByRole('log').locator('img[src="x"]').count()).toBe(0);
  await page.reload();
  await expect(page.getByRole('log').getByText(PAYLOAD)).toBeVisible();
  expect(await xss(page)).toBeUndefined();
  await shoot(page, 'security-chat');
});
