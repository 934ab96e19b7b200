import type { Browser, Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { demoAccount } from '../../server/src/cli/demo-accounts';
import { expect, test } from './fixtures';
import { capture } from './sign-in';

/**
 * Chat in real Chromium against the real server: a staff member and an expert, each in their own
 * browser, talk live. A message typed in one appears in the other without a reload; the unread
 * badge shows and clears; edits and thread replies travel too.
 */

async function signIn(page: Page, role: 'staff' | 'expert' | 'owner') {
  const account = demoAccount(role);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${account.landing}`));
}

async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 1280, height: 800 });
  await capture(page, `/tmp/shots/chat-${name}-1280.png`);
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, `/tmp/shots/chat-${name}-390.png`);
  await page.setViewportSize(size);
}

const newPage = async (browser: Browser) =>
  (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();

test('a staff member and an expert chat live in two browsers', async ({ page, browser, checkA11y }) => {
  // Two browsers, several screens and axe runs: longer than the default on a shared 2-core machine.
  test.setTimeout(240_000);
  // The expert lands on Messages (spec §2) with an empty inbox.
  const expert = await newPage(browser);
  await signIn(expert, 'expert');
  await expect(expert.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  await expect(expert.getByText(messages.inboxEmpty)).toBeVisible();
  await checkA11y(expert);
  await shoot(expert, 'empty-inbox');

  // The staff member opens Messages from the chat bar and starts a conversation with the expert.
  await signIn(page, 'staff');
  await page.getByRole('link', { name: 'Messages', exact: true }).last().click();
  await expect(page).toHaveURL(/\/chats$/);
  await page.getByRole('button', { name: 'New message' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('button', { name: /^Message Eli Evans/ }).click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Recovery Expert' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello Eli, can you see Jordan this week?');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByRole('log').getByText('Hello Eli, can you see Jordan this week?')).toBeVisible();

  // It reaches the expert live: the inbox gains the conversation with an unread badge.
  const row = expert.getByRole('link', { name: /Sam Stone, 1 unread/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Hello Eli, can you see Jordan this week?');
  await checkA11y(expert);
  await shoot(expert, 'unread');
  await row.click();
  await expect(expert.getByRole('log').getByText('Hello Eli, can you see Jordan this week?')).toBeVisible();
  // Reading clears the badge.
  await expect(expert.getByRole('link', { name: 'Sam Stone', exact: true })).toBeVisible();

  // The expert answers; the staff member sees it without a reload.
  await expert.getByRole('textbox', { name: 'Message' }).fill('Yes, Thursday at 10 works.');
  await expert.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log').getByText('Yes, Thursday at 10 works.')).toBeVisible();

  // The staff member edits their message; the expert sees the edit live.
  const mine = page.getByRole('article', { name: 'Message from Sam Stone' }).first();
  await mine.getByRole('button', { name: 'Message actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByLabel('Edit message').fill('Hello Eli, can you see Jordan on Thursday?');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(expert.getByRole('log').getByText('Hello Eli, can you see Jordan on Thursday?')).toBeVisible();
  await expect(expert.getByRole('log').getByText('(edited)')).toBeVisible();

  // An image travels with a message: uploaded, sent, shown on the other side.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'intake-form.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'Remove intake-form.png' })).toBeVisible();
  await expect(page.getByLabel('Uploading intake-form.png')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Message' }).fill('The intake form');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(expert.getByRole('img', { name: 'intake-form.png' })).toBeVisible();
  expect(
    await expert
      .getByRole('img', { name: 'intake-form.png' })
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
  ).toBe(1);

  // A thread reply: the expert replies in the thread of the staff message; the count shows for both.
  await expert
    .getByRole('article', { name: 'Message from Sam Stone' })
    .first()
    .getByRole('button', { name: 'Message actions' })
    .click();
  await expert.getByRole('menuitem', { name: 'Reply in thread' }).click();
  const thread = expert.getByRole('dialog', { name: 'Thread' });
  await thread.getByRole('textbox', { name: 'Reply' }).fill('I will bring the intake notes.');
  await thread.getByRole('button', { name: 'Send' }).click();
  // The reply is read in the thread's messages (the box keeps the words until the server has them).
  await expect(
    thread
      .getByRole('article', { name: 'Message from Recovery Expert' })
      .getByText('I will bring the intake notes.'),
  ).toBeVisible();
  await expect(thread.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  await expect(page.getByRole('button', { name: '1 reply' })).toBeVisible();
  await checkA11y(expert);
  await shoot(expert, 'thread');
  await thread.getByRole('button', { name: /close/i }).first().click();

  // The staff member has the conversation open: the thread reply is read there, no badge stays.
  await expect(page.getByRole('link', { name: 'Recovery Expert', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /unread/ })).toHaveCount(0);
  await checkA11y(page);
  await shoot(page, 'conversation');

  // The expert deletes their answer; it shows as deleted on the staff side.
  await expert
    .getByRole('article', { name: 'Message from Recovery Expert' })
    .getByRole('button', { name: 'Message actions' })
    .click();
  await expert.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('log').getByText(messages.chatMessageDeleted)).toBeVisible();
  await expect(page.getByRole('log').getByText('Yes, Thursday at 10 works.')).toHaveCount(0);
});

test('the owner, a moderator, reads every conversation of the center but writes only in their own', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  // Runs after the journey above (one worker, in order): the staff–expert conversation exists.
  await signIn(page, 'owner');
  // The chat bar on every other screen: the way to Messages, with the unread total.
  await expect(page.getByRole('link', { name: /^Messages/ }).last()).toBeVisible();
  await shoot(page, 'chat-bar');
  await page.goto('/chats');
  // A moderator outside the conversation sees both names.
  const row = page.getByRole('link', {
    name: /^(Sam Stone and Recovery Expert|Recovery Expert and Sam Stone)$/,
  });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('log').getByText('Hello Eli, can you see Jordan on Thursday?')).toBeVisible();
  await expect(
    page.getByText('You are reading this conversation as a moderator.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Chat with a patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with a patient' });
  await expect(dialog.getByLabel('Patient name')).toBeVisible();
  await checkA11y();
  await shoot(page, 'moderator');
  await dialog.getByRole('button', { name: 'Close' }).click();
});
