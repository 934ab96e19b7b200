import { demoAccount } from '../../server/src/cli/demo-accounts';
import { api } from './api';
import { expect, test } from './fixtures';
import { appSignIn, issuerLogin, PATIENT_PASSWORD, phoneContext, shootApp } from './patient-app';
import { shoot, signIn } from './sign-in';

/**
 * Issue 21, items 1, 2, 4, 5, 8, 9, 11: joining by a reserved phone with the SMS code (from the dev
 * outbox), every screen of the app at 390 px with axe, the account's confirmations, and a staff
 * account pointed to the portal.
 */
test('reservation → SMS code → claim; every screen; the account', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  await signIn(page, 'staff', '/dashboard');
  const digits = `1555${Date.now().toString().slice(-7)}`;
  await api(page, 'POST', '/v3/reserved_memberships', { phone_number: digits });
  const email = `morgan.${Date.now().toString(36)}@example.com`;

  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  await app.goto('/app/');
  await expect(app.getByRole('heading', { name: 'Your recovery companion' })).toBeVisible();
  await checkA11y(app);
  await shootApp(app, 'welcome');
  await app.getByRole('link', { name: 'Join with my phone number' }).click();
  await app.getByLabel('Phone number').fill(`+${digits}`);
  await app.getByRole('button', { name: 'Send me a code' }).click();
  await expect(app.getByLabel('Code from the SMS')).toBeVisible();
  await checkA11y(app);

  // A wrong code claims nothing.
  await app.getByLabel('Code from the SMS').fill('000000');
  await app.getByLabel('E-mail').fill(email);
  await app.getByLabel('First name').fill('Morgan');
  await app.getByLabel('Last name').fill('Hill');
  await app.getByLabel('Password').fill(PATIENT_PASSWORD);
  await app.getByRole('button', { name: 'Create my account' }).click();
  await expect(app.locator('#join-code-error')).toBeVisible();
  await shootApp(app, 'join-phone-error');

  const sms = (await (await page.request.get(`/dev/sms.json?to=${digits}`)).json()) as {
    messages: { body: string }[];
  };
  const code = /\b(\d{6})\b/.exec(sms.messages[0]?.body ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await app.getByLabel('Code from the SMS').fill(code);
  await app.getByRole('button', { name: 'Create my account' }).click();
  await expect(app.getByText('Your account is ready.')).toBeVisible();
  await app.getByRole('button', { name: 'Sign in' }).click();
  await issuerLogin(app, { email, password: PATIENT_PASSWORD });
  await expect(app.getByText('Hello Morgan.')).toBeVisible();

  // Every screen: axe finds nothing serious, and a look at 390 and 1280 px.
  const screens: [string, string, string][] = [
    ['Progress', 'My progress', 'progress'],
    ['More', 'More', 'more'],
  ];
  for (const [tab, heading, shot] of screens) {
    await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: tab }).click();
    await expect(app.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(app.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await checkA11y(app);
    await shootApp(app, shot);
    if (shot === 'progress')
      await expect(app.getByRole('listitem').filter({ hasText: '1 day' })).toBeVisible();
  }
  for (const [link, heading, shot] of [
    ["Today's tasks", "Today's tasks", 'tasks'],
    ['Events and news', 'Events and news', 'news'],
    ['Notifications on this phone', 'Notifications', 'notifications'],
    ['My account', 'My account', 'account'],
  ] as const) {
    await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'More' }).click();
    await app.getByRole('link', { name: link }).click();
    await expect(app.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(app.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await checkA11y(app);
    await shootApp(app, shot);
  }

  // Change password: confirmed first; a wrong current password changes nothing.
  await app.getByLabel('Current password').fill('not-my-password-at-all');
  await app.getByLabel('New password').fill('another-long-password');
  await app.getByRole('button', { name: 'Change password' }).click();
  const confirm = app.getByRole('dialog', { name: 'Change your password?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkA11y(app);
  await confirm.getByRole('button', { name: 'Change password' }).click();
  await expect(app.locator('#pw-current-error')).toBeVisible();
  await app.getByLabel('Current password').fill(PATIENT_PASSWORD);
  await app.getByRole('button', { name: 'Change password' }).click();
  await confirm.getByRole('button', { name: 'Change password' }).click();
  await expect(app.getByText('Your password is changed.')).toBeVisible();

  // Delete the account: the password again, then a confirmation; afterwards no sign-in.
  await app.getByLabel('Your password', { exact: true }).fill('another-long-password');
  await app.getByRole('button', { name: 'Delete my account' }).click();
  const sure = app.getByRole('dialog', { name: 'Delete your account?' });
  await expect(sure.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await sure.getByRole('button', { name: 'Delete my account' }).click();
  await expect(app.getByText(/Your account is deleted/)).toBeVisible();
  await shootApp(app, 'deleted');
  await app.getByRole('link', { name: 'Close' }).click();
  await app.getByRole('button', { name: 'Sign in' }).click();
  await app.getByLabel('Email').fill(email);
  await app.getByLabel('Password').fill('another-long-password');
  await app.getByRole('button', { name: 'Sign in' }).click();
  await expect(app.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(app.getByRole('heading', { name: 'Today' })).toHaveCount(0);
  await phone.close();

  // The center's list says whom the app no longer reaches, on a computer and on a phone.
  await page.goto('/patients');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(email);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const patients = page.getByRole(width === 1280 ? 'table' : 'list', { name: 'Patients' });
    await expect(patients.getByText(email)).toBeVisible();
    await expect(patients.getByText('App account deleted')).toBeVisible();
  }
  await checkA11y(page);
  await shoot(page, 'patients-app-account-deleted');

  // A staff account in the app is pointed to the portal.
  const staffPhone = await phoneContext(browser, baseURL);
  const staffApp = await staffPhone.newPage();
  await staffApp.goto('/app/');
  await staffApp.getByRole('button', { name: 'Sign in' }).click();
  const staff = demoAccount('staff');
  await staffApp.getByLabel('Email').fill(staff.email);
  await staffApp.getByLabel('Password').fill(staff.password);
  await staffApp.getByRole('button', { name: 'Sign in' }).click();
  await expect(staffApp.getByRole('heading', { name: 'This app is for patients' })).toBeVisible();
  await expect(staffApp.getByRole('link', { name: 'Open the portal' })).toHaveAttribute('href', '/');
  await checkA11y(staffApp);
  await shootApp(staffApp, 'staff');
  await staffPhone.close();
});

test('sign out of the app: confirmed, and the app is signed out after', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'staff', '/dashboard');
  const { newPatient } = await import('./patient-app');
  const patient = await newPatient(page, page.request, 'Quinn');
  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  await appSignIn(app, patient);
  await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'More' }).click();
  await app.getByRole('link', { name: 'My account' }).click();
  await app.getByRole('button', { name: 'Sign out' }).click();
  await app.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  // The issuer ends its session (its page submits itself) and returns to the app's welcome page.
  await expect(app).toHaveURL(/\/app\/$/, { timeout: 20_000 });
  await expect(app.getByRole('heading', { name: 'Your recovery companion' })).toBeVisible();
  await app.goto('/app/home');
  await expect(app.getByRole('heading', { name: 'Your recovery companion' })).toBeVisible();
  await phone.close();
});
