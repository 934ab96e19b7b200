import type { Browser, Locator, Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { api } from './api';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * Issue 20, the portal chat: unread counts shown in full (item 2), a long conversation opens at its
 * newest message and loads older ones above without moving the reader (item 3), deleting a
 * conversation asks first and its button is never cut (item 4), web addresses are links (item 19).
 * The owner talks with the expert and with support here, so other journeys' conversations stay as
 * they were.
 */

const newPage = async (browser: Browser, width = 1280, height = 800) =>
  (await browser.newContext({ viewport: { width, height } })).newPage();

/** The owner opens (or reuses) the conversation with a platform person from "New message". */
async function openWith(page: Page, person: RegExp): Promise<string> {
  await page.goto('/chats');
  await page.getByRole('button', { name: 'New message' }).click();
  await page.getByRole('dialog', { name: 'New message' }).getByRole('button', { name: person }).click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  return page.url().split('/').at(-1) ?? '';
}

const send = (page: Page, channelId: string, text: string) =>
  api(page, 'POST', `/chat/channels/${channelId}/messages`, { text });

/** A badge whose text fits its box: nothing cut to "1…". */
async function expectWhole(badge: Locator, text: string) {
  await expect(badge).toHaveText(text);
  const cut = await badge.evaluate((el) =>
    [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
  );
  expect(cut, `the badge "${text}" is cut`).toBe(false);
}

/** The reader's scroll box of the conversation. */
const scroller = (page: Page) =>
  page.locator('.mantine-ScrollArea-viewport').filter({ has: page.getByRole('log') });

test('a long conversation opens at its newest message, unread counts read in full, links are links', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'owner');
  const channelId = await openWith(page, /^Message Eli Evans/);
  await page.goto('/dashboard');
  const expert = await newPage(browser);
  await signIn(expert, 'expert');
  // 91 messages: the owner's 45, then the expert's 45 and a link (the page is 50: two pages; well
  // within the send limit of 60 a minute each, beside the other journeys' messages).
  for (let i = 1; i <= 90; i++) {
    await send(i <= 45 ? page : expert, channelId, `Message ${String(i).padStart(2, '0')}`);
  }
  await send(
    expert,
    channelId,
    'The group schedule: https://example.org/groups?day=mon, or javascript:alert(1)',
  );
  await expert.context().close();

  // Item 2: the chat bar counts messages and says so; the count shows in full.
  const bar = page.getByRole('link', { name: 'Messages, 46 unread messages' });
  await expect(bar).toBeVisible();
  await expectWhole(bar.locator('[data-unread-badge]'), '46');
  await expect(page.getByRole('link', { name: /^Conversations with unread messages: \d+$/ })).toBeVisible();
  await shoot(page, 'chat-unread-bar');

  // The inbox entry too, at both widths.
  await page.goto('/chats');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const row = page.getByRole('link', { name: /, 46 unread messages$/ });
    await expectWhole(row.locator('[data-unread-badge]'), '46');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'chat-unread-inbox');

  // Item 3: opened from the inbox, by link and after a reload, the newest message is in view.
  const log = page.getByRole('log');
  const newest = log.getByText('The group schedule:', { exact: false });
  await page.getByRole('link', { name: /, 46 unread messages$/ }).click();
  await expect(newest).toBeInViewport();
  await expect(log.getByText('Message 42', { exact: true })).not.toBeInViewport();
  await page.reload();
  await expect(newest).toBeInViewport();
  await page.goto('/dashboard');
  await page.goto(`/chats/${channelId}`);
  await expect(newest).toBeInViewport();
  await checkA11y();

  // Item 19: the address is a safe link; "javascript:" stays text.
  const link = log.getByRole('link', { name: 'https://example.org/groups?day=mon' });
  await expect(link).toHaveAttribute('href', 'https://example.org/groups?day=mon');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(log.locator('a[href^="javascript"]')).toHaveCount(0);
  await shoot(page, 'chat-newest-in-view');

  // Scrolling up to the top loads the older page above; what the reader saw does not move.
  await expect(log.getByText('Message 01', { exact: true })).toHaveCount(0);
  const oldest = log.getByText('Message 42', { exact: true });
  const before = await scroller(page).evaluate((el, sel) => {
    el.scrollTop = 0;
    const m = [...el.querySelectorAll('p')].find((p) => p.textContent === sel);
    return m?.getBoundingClientRect().top ?? Number.NaN;
  }, 'Message 42');
  await expect(log.getByText('Message 01', { exact: true })).toBeAttached();
  const after = await oldest.evaluate((el) => el.getBoundingClientRect().top);
  expect(Math.abs(after - before)).toBeLessThan(4);
  await expect(oldest).toBeInViewport();
});

test('deleting a conversation asks first, and its button reads in full on a phone', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner');
  const channelId = await openWith(page, /^Message Sue Summers/);
  await send(page, channelId, 'Please keep this until we talk.');
  await page.reload();
  await expect(page.getByRole('log').getByText('Please keep this until we talk.')).toBeVisible();

  const remove = page.getByRole('button', { name: 'Delete conversation' });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(remove).toBeVisible();
    const cut = await remove.evaluate((el) =>
      [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
    );
    expect(cut, `"Delete conversation" is cut at ${width} px`).toBe(false);
  }
  await shoot(page, 'chat-delete-button');

  // No keeps it.
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete conversation' });
  await expect(dialog).toContainText(messages.chatChannelDeleteConfirm);
  await checkA11y();
  await shoot(page, 'chat-delete-confirm');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('log').getByText('Please keep this until we talk.')).toBeVisible();

  // Yes deletes it.
  await remove.click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(messages.chatChannelRemoved)).toBeVisible();
  await expect(page).toHaveURL(/\/chats$/);
});
