import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { demoAccount } from '../../server/src/cli/demo-accounts';
import { api } from './api';
import { expect, test } from './fixtures';
import { capture } from './sign-in';

/**
 * Patients journeys in real Chromium against the real server: the demo staff member searches the
 * patients, opens one, edits the profile (two addictions and a sobriety date that survive a reload),
 * filters the list by addiction, writes, edits and deletes notes reading the toasts, and reads the
 * reports of an active patient. An invited patient has no Reports tab.
 *
 * The demo seed has no patients yet, so the journey creates its own through the API with the
 * signed-in staff member's token: invitations (POST /v3/memberships), one activated.
 */

async function signIn(page: Page) {
  const staff = demoAccount('staff');
  await page.goto('/patients');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible({ timeout: 30_000 });
}

/** Both widths; a page scrolls as a whole, a dialog is shot as the user sees it (it scrolls inside). */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  await page.setViewportSize({ width: 1280, height: 800 });
  await capture(page, `/tmp/shots/patients-${name}-1280.png`, fullPage);
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, `/tmp/shots/patients-${name}-390.png`, fullPage);
  await page.setViewportSize(size);
}

const toast = (page: Page, text: string) =>
  page.getByRole('alert').or(page.locator('.mantine-Notification-root')).filter({ hasText: text });

test('search, open, edit the profile, notes and reports of a patient', async ({ page, checkA11y }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);

  // The journey's patients: an active one with a daily task and an assistance record, and invited ones.
  const invite = (email: string, full_name: string) =>
    api<{ membership: { id: string } }>(page, 'POST', '/v3/memberships', { email, full_name });
  const jose = (await invite('jose.nunez@example.org', 'José Núñez')).membership;
  await api(page, 'PUT', `/v3/memberships/${jose.id}`, { first_name: 'José', last_name: 'Núñez' });
  await api(page, 'PUT', `/v3/memberships/${jose.id}/update_status`, { status: 'active' });
  const invited = (await invite('ana.garcia@example.org', 'Ana García')).membership;
  await api(page, 'PUT', `/v3/memberships/${invited.id}`, { first_name: 'Ana', last_name: 'García' });
  for (let i = 1; i <= 11; i++) {
    const p = (await invite(`pat${i}@example.org`, `Pat Number${i}`)).membership;
    await api(page, 'PUT', `/v3/memberships/${p.id}`, { first_name: 'Pat', last_name: `Number${i}` });
  }
  await api(page, 'POST', '/v3/tcenter_daily_tasks', {
    title: 'Morning walk',
    description: 'Twenty minutes outside',
  }).catch(() => undefined);
  // "Today" of the center (its time zone), as the server computes it.
  const today = (
    await api<{ membership: { progress: { curr_date: string } } }>(page, 'GET', `/v3/memberships/${jose.id}`)
  ).membership.progress.curr_date;
  await api(page, 'POST', `/v3/memberships/${jose.id}/add_assistance_record`, {
    date: today,
    kind: 'meeting',
    attended: true,
    note: 'Evening group',
  });

  // The list: pages of 10; the second loads by itself when the end of the first comes into view,
  // and no further page is asked for once a page comes back short.
  await page.reload();
  await expect(page.getByText('13 patients')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Patients' }).getByRole('row');
  await expect(rows).toHaveCount(14);
  await expect(page.getByRole('button', { name: 'Load more patients' })).toHaveCount(0);
  await checkA11y();
  await shoot(page, 'list');

  // Search the list, accent- and case-insensitive.
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('nunez');
  await expect(page.getByText('1 patient', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'José Núñez' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('nobody at all');
  await expect(page.getByText(messages.patientsEmpty)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('');

  // The Search Patient modal from the header.
  await page.getByRole('button', { name: 'Search patients' }).click();
  const search = page.getByRole('dialog', { name: 'Search Patient' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText(messages.searchRequired)).toBeVisible();
  await search.getByLabel('Name or e-mail').fill('zzzz');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(search.getByText(messages.noResults)).toBeVisible();
  await search.getByLabel('Name or e-mail').fill('JOSE');
  await search.getByRole('button', { name: 'Search' }).click();
  await checkA11y();
  await shoot(page, 'search-modal');
  await search.getByRole('button', { name: /José Núñez/ }).click();

  // The patient opens on the Profile tab.
  const detail = page.getByRole('dialog', { name: /José Núñez/ });
  await expect(detail.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(detail.getByText('jose.nunez@example.org')).toBeVisible();
  await detail.getByRole('button', { name: 'Edit profile' }).click();
  await detail.getByLabel('Phone number').fill('5550102030');
  await detail.getByLabel('Addictions').click();
  // The form's own list (the list filter behind the dialog is a native select with the same options).
  const addictionOptions = page.getByRole('listbox');
  await addictionOptions.getByRole('option', { name: 'Alcohol' }).click();
  await addictionOptions.getByRole('option', { name: 'Gambling' }).click();
  await page.keyboard.press('Escape');
  await detail.getByRole('button', { name: 'Sobriety date', exact: true }).click();
  // The calendar's day 1 ("1 November 2026"), not another button whose name starts with 1.
  const dayOne = page.getByRole('button', { name: /^1 [A-Z][a-z]+ \d{4}$/ });
  await dayOne.first().click();
  // The check waits for the calendar to have closed: axe met its closing dropdown half-gone.
  await expect(dayOne).toHaveCount(0);
  await checkA11y();
  await shoot(page, 'profile-edit');
  await detail.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, messages.patientUpdated)).toBeVisible();

  // A reload keeps the patient open and shows what was saved.
  await page.reload();
  const reopened = page.getByRole('dialog', { name: /José Núñez/ });
  await expect(reopened.getByText('Alcohol', { exact: true })).toBeVisible();
  await expect(reopened.getByText('Gambling', { exact: true })).toBeVisible();
  await expect(reopened.getByText('+1 (555) 010-2030')).toBeVisible();
  const firstOfMonth = await page.evaluate(() => {
    const d = new Date();
    return new Date(d.getFullYear(), d.getMonth(), 1).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
  });
  await expect(reopened.getByText(firstOfMonth)).toBeVisible();
  await shoot(page, 'profile');

  // Notes: add, edit, delete with confirmation; a local draft goes without a call.
  await reopened.getByRole('tab', { name: 'Notes' }).click();
  await expect(reopened.getByText('No notes yet.')).toBeVisible();
  await reopened.getByRole('button', { name: 'Add note' }).click();
  await reopened.getByRole('button', { name: 'Save note' }).click();
  await expect(reopened.getByText(messages.noteRequired)).toBeVisible();
  await reopened.getByLabel('New note').fill('First session: motivated, sleeping better.');
  await reopened.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, messages.noteCreated)).toBeVisible();
  await expect(reopened.getByText('First session: motivated, sleeping better.')).toBeVisible();
  await expect(reopened.getByText(/Sam Stone/)).toBeVisible();

  await reopened.getByRole('button', { name: 'Edit note' }).click();
  await reopened.getByLabel('Note', { exact: true }).fill('First session: motivated, sleeping much better.');
  await reopened.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, messages.noteUpdated)).toBeVisible();
  await expect(reopened.getByText('First session: motivated, sleeping much better.')).toBeVisible();
  await checkA11y();
  await shoot(page, 'notes');

  await reopened.getByRole('button', { name: 'Add note' }).click();
  await reopened.getByLabel('New note').fill('A draft that is never saved');
  await reopened.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete note' });
  await expect(confirm.getByText(messages.noteDeleteConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(reopened.getByLabel('New note')).toHaveCount(0);

  await reopened.getByRole('button', { name: 'Delete note' }).click();
  await expect(confirm.getByText(messages.noteDeleteConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(reopened.getByText('First session: motivated, sleeping much better.')).toBeVisible();
  await reopened.getByRole('button', { name: 'Delete note' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, messages.noteRemoved)).toBeVisible();
  await expect(reopened.getByText('No notes yet.')).toBeVisible();

  // Reports of the active patient: progress, calendar, the chosen day, the chart.
  await reopened.getByRole('tab', { name: 'Reports' }).click();
  await expect(reopened.getByText(/Week \d+ · day \d of 7/)).toBeVisible();
  await expect(reopened.getByRole('button', { name: /, 0 of 1 tasks, 1 assistance record$/ })).toBeVisible();
  await shoot(page, 'reports-calendar');
  await expect(reopened.getByRole('button', { name: 'Previous month' })).toBeVisible();
  await expect(
    reopened.getByRole('region', { name: 'Daily report' }).or(reopened.getByLabel('Daily report')),
  ).toBeVisible();
  await expect(reopened.getByText('Average mood')).toBeVisible();
  await expect(reopened.locator('.recharts-wrapper')).toBeVisible();
  await reopened.getByText('Month', { exact: true }).click();
  await expect(reopened.getByRole('radio', { name: 'Month' })).toBeChecked();
  await expect(reopened.getByText(/^Mood \w+ 1 – /)).toBeVisible();
  await checkA11y();
  await shoot(page, 'reports');
  await reopened.getByRole('button', { name: 'Close' }).first().click();
  await expect(reopened).toHaveCount(0);

  // The list filtered by one of the addictions.
  await page.getByRole('combobox', { name: 'Addiction' }).selectOption({ label: 'Gambling' });
  await expect(page.getByText('1 patient', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'José Núñez' })).toBeVisible();

  // An invited patient has no Reports tab.
  await page.goto(`/patients?patient=${invited.id}`);
  const ana = page.getByRole('dialog', { name: /Ana García/ });
  await expect(ana.getByRole('tab', { name: 'Notes' })).toBeVisible();
  await expect(ana.getByRole('tab', { name: 'Reports' })).toHaveCount(0);

  // Activating her (an allowed transition) brings the Reports tab.
  await ana.getByRole('combobox', { name: 'Change status to' }).click();
  const statusOptions = page.getByRole('listbox').getByRole('option');
  await expect(statusOptions).toHaveText(['Active', 'Inactive']);
  await statusOptions.filter({ hasText: /^Active$/ }).click();
  await ana.getByRole('button', { name: 'Update status' }).click();
  await expect(toast(page, messages.patientStatusUpdated)).toBeVisible();
  await expect(ana.getByRole('tab', { name: 'Reports' })).toBeVisible();
});
