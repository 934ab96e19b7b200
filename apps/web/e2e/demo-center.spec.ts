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
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Alumni');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Patients' }).getByText('Active', { exact: true }),
  ).toHaveCount(0);
  await shoot(page, 'demo-center-alumni');
});
