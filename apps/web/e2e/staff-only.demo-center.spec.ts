import { messages } from '@portal/contracts';
import { DEMO_PATIENT_DOMAIN, DEMO_PATIENT_PASSWORD } from '../../server/src/cli/demo-patients';
import { api } from './api';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * Patients stay out of the staff portal (issue 19, item 5): a demo patient who signs in at the
 * portal sees one page that points to the patient app, with Sign out, and nothing of the staff
 * shell (navigation, Invite Patient, search, dashboard figures) and no refused call.
 */
test('a demo patient who signs in at the portal sees one page pointing to the app, and can sign out', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner', '/dashboard');
  const list = await api<{ memberships: { email: string | null; status: string }[] }>(
    page,
    'GET',
    '/v3/memberships?by_membership_status=active',
  );
  const email = list.memberships.find((m) => m.email?.endsWith(`@${DEMO_PATIENT_DOMAIN}`))?.email;
  expect(email, 'an active demo patient').toBeTruthy();

  const context = await browser.newContext();
  const patient = await context.newPage();
  const refused: string[] = [];
  patient.on('response', (res) => {
    if (res.status() === 403 || res.status() >= 500) refused.push(`${res.status()} ${res.url()}`);
  });
  await patient.setViewportSize({ width: 1280, height: 800 });
  await signIn(patient, { email: email ?? '', password: DEMO_PATIENT_PASSWORD }, '/dashboard');

  await expect(patient.getByRole('heading', { name: 'This portal is for staff' })).toBeVisible();
  await expect(patient.getByText(messages.staffPortalOnly)).toBeVisible();
  await expect(patient.getByRole('link', { name: 'Open the Recovery app' })).toHaveAttribute('href', '/app/');
  // Nothing of the staff shell.
  for (const name of ['Patients', 'Dashboard', 'Messages']) {
    await expect(patient.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(patient.getByRole('button', { name: 'Invite Patient' })).toHaveCount(0);
  await expect(patient.getByRole('searchbox')).toHaveCount(0);
  await expect(patient.getByRole('navigation')).toHaveCount(0);
  // The same page on any portal path.
  await patient.goto('/patients');
  await expect(patient.getByRole('heading', { name: 'This portal is for staff' })).toBeVisible();
  await checkA11y(patient);
  await shoot(patient, 'issue19-not-staff');
  expect(refused).toEqual([]);

  await patient.getByRole('button', { name: 'Sign out' }).click();
  await expect(patient.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await context.close();
});
