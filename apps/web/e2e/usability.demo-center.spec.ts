import { MOOD_LABELS } from '@portal/contracts';
import { api } from './api';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * Issue 20 on the living demo center (its ≈60 seeded patients and their history): the patient
 * list's status is always readable (item 5), the mood chart's axis names all six moods (item 7).
 */

test('the status reads in full beside long e-mails at 1280 px, Invited never like Inactive', async ({
  page,
  checkA11y,
}) => {
  await signIn(page, 'staff', '/dashboard');
  const stamp = Date.now();
  const long = `a.patient.with.a.remarkably.long.address.${stamp}@recovery-alumni-network.example.org`;
  await api(page, 'POST', '/v3/memberships', { email: long, full_name: 'Lee Longaddress' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/patients');
  const table = page.getByRole('table', { name: 'Patients' });
  await expect(table.getByText(long)).toBeVisible();
  const badges = table.locator('tbody tr td:last-child .mantine-Badge-root');
  await expect(badges.first()).toBeVisible();
  const words = await badges.evaluateAll((els) =>
    els.map((el) => ({
      text: el.textContent,
      cut: [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
    })),
  );
  expect(words.length).toBeGreaterThanOrEqual(5);
  for (const w of words) {
    expect(['Invited', 'Active', 'Alumni', 'Inactive']).toContain(w.text);
    expect(w.cut, `the status "${w.text}" is cut`).toBe(false);
  }
  await checkA11y();
  await shoot(page, 'usability-patient-status');
});

test('the mood chart names all six moods on its axis', async ({ page }) => {
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
  const chart = dialog.getByRole('img', { name: /^Mood per day/ });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const labels = chart.locator('.recharts-cartesian-axis-tick-label');
    await expect(labels.filter({ hasText: /^100 / })).toBeVisible();
    const ticks = await labels.allTextContents();
    for (const label of Object.values(MOOD_LABELS)) {
      expect(ticks.join(' | '), `${label} on the axis at ${width} px`).toContain(label);
    }
  }
  await chart.scrollIntoViewIfNeeded();
  await shoot(page, 'usability-mood-chart');
});
