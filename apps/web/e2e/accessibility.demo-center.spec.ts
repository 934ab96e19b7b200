import type { Membership } from '@portal/contracts';
import { api } from './api';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * Issue 38, item 17, on the living demo center (its claimed reservations and patients weeks into
 * their program): Reserved M.'s status badges read in full at 1280 px, and the Reports tab's week
 * strip passes axe's colour contrast with days already done in it.
 */

test('the reservation status badges read in full at 1280 px', async ({ page, checkA11y }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'staff', '/reservations');
  const table = page.getByRole('table', { name: 'Reserved memberships' });
  const badges = table.locator('.mantine-Badge-root');
  await expect(badges.filter({ hasText: 'Completed' }).first()).toBeVisible();
  const words = await badges.evaluateAll((els) =>
    els.map((el) => ({
      text: el.textContent,
      cut: [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
    })),
  );
  expect(words.filter((w) => w.text === 'Completed').length).toBeGreaterThan(0);
  expect(words.filter((w) => w.cut).map((w) => w.text)).toEqual([]);
  await checkA11y();
  await shoot(page, 'a11y-reservation-badges');
});

test('the Reports week strip passes colour contrast', async ({ page, checkA11y }) => {
  await signIn(page, 'staff', '/dashboard');
  const { memberships } = await api<{ memberships: Membership[] }>(
    page,
    'GET',
    '/v3/memberships?by_membership_status=active',
  );
  // A patient some days into the week (3 to 7 by the calendar here: at least 2 in the center's
  // zone), so the strip shows days done, today and days ahead.
  const dayOfWeek = (firstDay: string) =>
    (Math.floor((Date.now() - Date.parse(firstDay)) / 86_400_000) % 7) + 1;
  const patient = memberships.find((m) => m.first_day && dayOfWeek(m.first_day) >= 3);
  expect(patient, 'an active patient at least 3 days into a week').toBeDefined();
  await page.goto(`/patients?patient=${patient?.id}`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Reports' }).click();
  const strip = dialog.getByRole('img', { name: /^Week \d+, day [2-7] of 7/ });
  await expect(strip).toBeVisible();
  await strip.scrollIntoViewIfNeeded();
  await checkA11y();
  await shoot(page, 'a11y-week-strip');
});
