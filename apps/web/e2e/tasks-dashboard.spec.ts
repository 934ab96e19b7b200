import type { Locator, Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { demoAccount } from '../../server/src/cli/demo-accounts';
import { expect, test } from './fixtures';
import { capture } from './sign-in';

/**
 * A staff member lands on the dashboard (figures that link to their lists, the mood trend, the
 * contact-now queue), then runs the center's daily tasks: create, validate, reorder with the
 * keyboard, deactivate, edit and delete, reading each toast.
 */

const shoot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await capture(page, `/tmp/shots/${name}-1280.png`, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, `/tmp/shots/${name}-390.png`, true);
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

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Reads a success toast and closes it, so the next one is read alone. */
async function readToast(page: Page, text: string) {
  const t = toast(page, text).first();
  await expect(t).toBeVisible();
  await t.getByRole('button', { name: 'Got it' }).click();
  await expect(t).toBeHidden();
}

/** Clicks a day chip as a person does, then checks its checkbox state. */
async function pickDay(dialog: Locator, short: string, long: string) {
  await dialog
    .locator('label')
    .filter({ hasText: new RegExp(`^${short}$`) })
    .click();
  await expect(dialog.getByRole('checkbox', { name: long })).toBeChecked();
}

const taskTitles = (page: Page) =>
  page
    .getByRole('list', { name: 'Daily tasks in order' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')));

/** Waits until `second` is listed right after `first` (the list may still be loading). */
async function expectJustAfter(page: Page, second: string, first: string) {
  await expect
    .poll(async () => {
      const order = await taskTitles(page);
      const i = order.indexOf(first);
      return i >= 0 && order[i + 1] === second;
    })
    .toBe(true);
}

test('the dashboard shows the figures, each linking to its list', async ({ page, checkA11y }) => {
  await signInAsStaff(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const figures: [RegExp, string][] = [
    [/^Active patients: \d+$/, '/patients?status=active'],
    [/^Pending invitations: \d+$/, '/patients?status=invited'],
    [/^Reserved, not claimed: \d+$/, '/reservations?by_status=pending'],
    [/^Reserved, claimed: \d+$/, '/reservations?by_status=completed'],
    [/^Alumni: \d+$/, '/patients?status=alumni'],
    [/^Check-ins today: \d+$/, '#recent-check-ins'],
    [/^Average mood, 7 days: /, '#mood-trend'],
    [/^Waiting for a call: \d+$/, '/contact-now'],
    [/^Conversations with unread messages: \d+$/, '/chats'],
  ];
  for (const [name, href] of figures) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('heading', { name: 'Mood, last 7 days' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent check-ins' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact now' })).toBeVisible();
  await checkA11y();
  await shoot(page, 'dashboard');

  await page.getByRole('link', { name: /^Waiting for a call/ }).click();
  await expect(page).toHaveURL(/\/contact-now$/);
  await expect(page.getByRole('heading', { name: 'Contact now', level: 1 })).toBeVisible();
});

test('create, validate, reorder, deactivate, edit and delete daily tasks', async ({ page, checkA11y }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString().slice(-6);
  const walk = `Morning walk ${stamp}`;
  const journal = `Evening journal ${stamp}`;
  await signInAsStaff(page, '/tasks');
  await expect(page.getByRole('heading', { name: 'Daily tasks', level: 1 })).toBeVisible();
  await checkA11y();

  // A title is required (the API's own message), and nothing is created.
  await page.getByRole('button', { name: 'New task' }).click();
  let dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog.getByText(messages.titleRequired)).toBeVisible();

  // The first task, on Mondays and Wednesdays.
  await dialog.getByLabel(/^Title/).fill(walk);
  await dialog.getByLabel('Description').fill('Twenty minutes outside before breakfast.');
  await pickDay(dialog, 'Mon', 'Monday');
  await pickDay(dialog, 'Wed', 'Wednesday');
  await shoot(page, 'tasks-form');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await readToast(page, messages.taskCreated);
  await expect(dialog).toBeHidden();
  const walkRow = page.getByRole('listitem', { name: walk });
  await expect(walkRow.getByText('Mon, Wed')).toBeVisible();

  // The second one, every day.
  await page.getByRole('button', { name: 'New task' }).click();
  dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel(/^Title/).fill(journal);
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await readToast(page, messages.taskCreated);
  await expect(page.getByRole('listitem', { name: journal }).getByText('Every day')).toBeVisible();
  await expectJustAfter(page, journal, walk);

  // Reorder with the keyboard: focus "Move up" of the journal and press Enter.
  const up = page.getByRole('button', { name: `Move up: ${journal}` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, messages.taskOrderSaved)).toBeVisible();
  await expectJustAfter(page, walk, journal);
  // Focus stays on the moved task's controls, so the keyboard user can keep moving it.
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`: ${journal}$`));
  await readToast(page, messages.taskOrderSaved);
  await page.reload();
  await expectJustAfter(page, walk, journal);

  // Move it back down with the button.
  await page.getByRole('button', { name: `Move down: ${journal}` }).click();
  await readToast(page, messages.taskOrderSaved);
  await expectJustAfter(page, journal, walk);

  // Deactivate, then edit.
  const walkSwitch: Locator = page.getByRole('switch', { name: `Active: ${walk}` });
  await walkSwitch.click({ force: true });
  await readToast(page, messages.taskDeactivated);
  await expect(walkRow.getByText('Inactive')).toBeVisible();
  await expect(walkSwitch).not.toBeChecked();
  await page.getByRole('button', { name: `Edit: ${walk}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit task' });
  await expect(dialog.getByLabel(/^Title/)).toHaveValue(walk);
  await pickDay(dialog, 'Fri', 'Friday');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await readToast(page, messages.taskUpdated);
  await expect(walkRow.getByText('Mon, Wed, Fri')).toBeVisible();
  await checkA11y();
  await shoot(page, 'tasks');

  // Delete the journal, after confirming.
  await page.getByRole('button', { name: `Delete: ${journal}` }).click();
  dialog = page.getByRole('dialog', { name: 'Delete task' });
  await expect(dialog.getByText(messages.taskDeleteConfirm)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await readToast(page, messages.taskRemoved);
  await expect(page.getByRole('listitem', { name: journal })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('listitem', { name: walk })).toBeVisible();
  await expect(page.getByRole('listitem', { name: journal })).toHaveCount(0);
});
