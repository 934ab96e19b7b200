import { messages } from '@portal/contracts';
import { api } from './api';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * Sessions that really end (issue 19). Sign-out: the token the browser used is refused, Back shows
 * no patient, the next sign-in asks for the password. A staff member disabled while signed in meets
 * the sign-in screen with the reason, never a 500 or a loop.
 */

// Playwright turns the back-forward cache off by default; these journeys need it as users have it.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('after Sign out, Back twice shows no patient and the old token is refused', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner', '/dashboard');
  // What this browser keeps of the sign-in for the next visit's frame (boot/shell.js).
  const kept = () =>
    page.evaluate(() => [localStorage.getItem('portal-access'), localStorage.getItem('portal-center-zone')]);
  await expect.poll(kept).toEqual([expect.any(String), expect.any(String)]);
  const last = `Backward${Date.now().toString(36)}`;
  const email = `${last.toLowerCase()}@example.org`;
  await api(page, 'POST', '/v3/memberships', { email, full_name: `Bea ${last}` });
  await page.getByRole('link', { name: 'Patients' }).first().click();
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(last);
  await expect(page.getByText(email)).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('user-token'));
  const patientsEntry = await page.evaluate(() => window.history.length);

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  // The issuer's session ended too: the portal's sign-in asks for the password again.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  // Nothing of it is left for the next person on this computer.
  expect(await kept()).toEqual([null, null]);

  // The token the browser used is refused from now on (it would have answered 200 for an hour).
  const status = await page.evaluate(
    async (t) => (await fetch('/v3/me', { headers: { Authorization: `Bearer ${t}` } })).status,
    token,
  );
  expect(status).toBe(401);

  for (let i = 0; i < 2; i++) {
    // 'commit': a page restored from the back-forward cache fires no load event to wait for.
    await page.goBack({ waitUntil: 'commit', timeout: 15_000 }).catch(() => undefined);
    await expect(page.getByText(email)).toHaveCount(0);
    await expect(page.getByText(`Bea ${last}`)).toHaveCount(0);
  }
  // Wherever Back landed, it settles on the sign-in page with nothing of the patient list.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  // Straight back to the patient list's own entry (Back pressed as often as it takes): the browser
  // may not restore it from the back-forward cache, and shows no patient.
  // The jump is scheduled, so the evaluation returns before the page goes; a page still on its way
  // from the Back above (its context gone, CI) is asked again once it has settled.
  await expect(async () => {
    await page.evaluate((entry) => {
      setTimeout(() => window.history.go(entry - window.history.length), 0);
    }, patientsEntry);
  }).toPass({ timeout: 15_000 });
  await page.waitForTimeout(1_000);
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(page.getByText(`Bea ${last}`)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
});

test('a staff member disabled while signed in lands on the sign-in screen with the reason, no 500', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'owner', '/dashboard');
  const me = await api<{ user: { treatment_center_id: string } }>(page, 'GET', '/v3/me');
  const centerId = me.user.treatment_center_id;
  const stamp = Date.now().toString(36);
  const account = { email: `dana.${stamp}@example.org`, password: 'a-long-enough-password' };
  const created = await api<{ staff_member: { id: string } }>(
    page,
    'POST',
    `/v3/treatment_centers/${centerId}/add_staff_member`,
    {
      ...account,
      first_name: 'Dana',
      last_name: 'Disabled',
      phone: '15550100777',
      status: true,
      receiving_calls: false,
      is_admin: false,
    },
  );

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.setViewportSize({ width: 1280, height: 800 });
  await signIn(staff, account, '/dashboard');
  await expect(staff.getByRole('link', { name: 'Patients' }).first()).toBeVisible();

  await api(
    page,
    'PUT',
    `/v3/treatment_centers/${centerId}/center_staff_members/${created.staff_member.id}`,
    {
      first_name: 'Dana',
      last_name: 'Disabled',
      phone: '15550100777',
      status: false,
    },
  );

  const errors: number[] = [];
  staff.on('response', (res) => {
    if (res.status() >= 500) errors.push(res.status());
  });
  // The staff member clicks a link; the portal's own background calls may already have been
  // refused and shown the reason, which is the same outcome.
  await staff
    .getByRole('link', { name: 'Patients' })
    .first()
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(staff.getByRole('alert')).toHaveText(messages.accountDisabled);
  await expect(staff.getByRole('link', { name: 'Patients' })).toHaveCount(0);
  await checkA11y(staff);
  await shoot(staff, 'issue19-disabled-signed-out');

  // Signing in again: the issuer's sign-in page (its session was ended), which says why.
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await staff.getByLabel('Email').fill(account.email);
  await staff.getByLabel('Password').fill(account.password);
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await expect(staff.getByText(messages.accountDisabled)).toBeVisible();
  await shoot(staff, 'issue19-disabled-login');
  expect(errors).toEqual([]);
  await staffContext.close();
});
