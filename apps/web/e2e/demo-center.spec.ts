import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * The living demo center (decisions.md §1): after the first start's seed, the staff dashboard shows
 * real-looking figures, not zeros. Runs against its own server, started as `npm start` starts on
 * a fresh machine with the demo patients (project "demo-center" of playwright.config.ts).
 */

test('the demo dashboard shows non-zero figures from the seeded patients', async ({ page, checkA11y }) => {
  await signIn(page, 'staff', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const label of [
    'Active patients',
    'Pending invitations',
    'Reserved, not claimed',
    'Reserved, claimed',
    'Alumni',
  ]) {
    await expect(page.getByRole('link', { name: new RegExp(`^${label}: [1-9]\\d*$`) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Waiting for a call: [1-9]\d*$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Average mood, 7 days: (?!—|-|No)/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent check-ins' })).toBeVisible();
  await checkA11y();
  await shoot(page, 'demo-center-dashboard');

  // The patient list is full of people in every status.
  await page.getByRole('link', { name: /^Alumni: / }).click();
  await expect(page).toHaveURL(/\/patients\?status=alumni$/);
  // The figure's link opens the list filtered to what it counted.
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveValue('alumni');
  await expect(status.locator('option:checked')).toHaveText('Alumni');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Patients' }).getByText('Active', { exact: true }),
  ).toHaveCount(0);
  await shoot(page, 'demo-center-alumni');
});

test('a day of the demo reports shows the words of the message the patient chose (issue 20 item 6)', async ({
  page,
}) => {
  await signIn(page, 'staff', '/patients?status=active');
  await page
    .getByRole('table', { name: 'Patients' })
    .getByRole('row')
    .nth(1)
    .getByRole('button')
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Reports' }).click();
  await dialog
    .getByRole('button', { name: /^\w+ \d+, (Sad|Stressed|Scared|Relaxed|Confident|Happy)/ })
    .last()
    .click();
  const report = dialog.getByLabel('Daily report');
  await expect(report.getByText(/^Chose: .+\.$/)).toBeVisible();
  await expect(report.getByText(/preset message/i)).toHaveCount(0);
  await shoot(page, 'demo-center-daily-report');
});

test('the patient list says how many patients the demo center has, not "50+" (issue 20 item 8)', async ({
  page,
}) => {
  await signIn(page, 'staff', '/patients');
  const count = page.getByText(/^\d+\+? patients$/);
  await expect(count).toBeVisible();
  const text = (await count.textContent()) ?? '';
  expect(text).not.toContain('+');
  expect(Number.parseInt(text, 10)).toBeGreaterThan(50);
  await shoot(page, 'demo-center-patients-count');
  // A search keeps its bounded count ("50+" only there) and the exact figure comes back without it.
  await page.getByLabel('Search by name or e-mail').fill('a');
  await expect(page.getByText(/^\d+\+? patients?$/)).toBeVisible();
  await page.getByLabel('Search by name or e-mail').fill('');
  await expect(page.getByText(text, { exact: true })).toBeVisible();
});

test('a completed reservation names the patient who claimed it and opens their profile (issue 20 item 13)', async ({
  page,
}) => {
  await signIn(page, 'staff', '/reservations');
  await page.getByLabel('Filter by status').getByText('Completed', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Reserved memberships' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /^Open the profile of / }) })
    .first();
  const profile = row.getByRole('link', { name: /^Open the profile of / });
  await expect(profile).toBeVisible();
  const name = (await profile.textContent()) ?? '';
  await shoot(page, 'demo-center-reservations-claimed');

  // The View modal of that reservation says the same and links to the profile.
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'View' }).click();
  const modal = page.getByRole('dialog', { name: 'Reservation' });
  await expect(modal.getByText('Claimed by a patient')).toBeVisible();
  await expect(modal.getByLabel('Email', { exact: true })).not.toHaveValue('');
  await shoot(page, 'demo-center-reservation-claimed-modal');
  await modal.getByRole('link', { name: `Open the profile of ${name}` }).click();
  await expect(page).toHaveURL(/\/patients\?patient=/);
  await expect(page.getByRole('dialog', { name: new RegExp(name) })).toBeVisible();
});

test('the fresh demo center shows the alerts its seeded history meets (issue 20 item 17)', async ({
  page,
}) => {
  await signIn(page, 'staff', '/dashboard');
  const alerts = page.getByRole('region', { name: 'Risk alerts' });
  await expect(alerts.getByRole('listitem', { name: /^(Mood dip|Silence): / }).first()).toBeVisible();
  const open = page.getByRole('link', { name: /^\d+ open risk alerts?$/ });
  await expect(open).toBeVisible();
  expect(Number.parseInt((await open.getAttribute('aria-label')) ?? '0', 10)).toBeGreaterThan(1);
  await shoot(page, 'demo-center-alerts');
});

test("on a phone, the header's alert count leads to the alerts, not to the top of the dashboard", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'staff', '/patients');
  await page.getByRole('link', { name: /^\d+ open risk alerts?$/ }).click();
  await expect(page).toHaveURL(/\/dashboard#risk-alerts$/);
  const alerts = page.getByRole('region', { name: 'Risk alerts' });
  await expect(alerts.getByRole('listitem').first()).toBeVisible();
  await expect(alerts.getByRole('heading', { name: 'Risk alerts' })).toBeInViewport();
});
