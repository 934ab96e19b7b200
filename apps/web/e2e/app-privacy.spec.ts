import { api } from './api';
import { expect, test } from './fixtures';
import { issuerLogin, newPatient, phoneContext, shootApp } from './patient-app';
import { signIn } from './sign-in';

/**
 * Issue 37 (items 2, 5, 7): a new patient meets the consent screen before the app opens; the server
 * refuses the app's calls until they sign; declining says so kindly and offers the center; once
 * signed, Privacy shows the consent as signed, the center's optional consent to sign and revoke,
 * what was shared and who opened the record. At 390 px, axe on every screen.
 */
test('consent screen → decline → sign → Privacy: revoke an optional consent, disclosures, who viewed', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  // A fresh server under load serves its first portal page slowly: wait for it once.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 60_000 });
  await signIn(page, 'owner', '/dashboard');
  const { user } = await api<{ user: { treatment_center_id: string; name: string } }>(page, 'GET', '/v3/me');
  // The owner offers an optional consent: sharing with a named provider, until a date.
  const stamp = Date.now().toString(36);
  const title = `Share with Lakeside Clinic ${stamp}`;
  await api(page, 'POST', `/v3/treatment_centers/${user.treatment_center_id}/consent_templates`, {
    kind: 'disclosure',
    title,
    information: 'My check-ins and questionnaire scores',
    recipient_kind: 'named',
    recipient: 'Lakeside Clinic',
    purpose: 'Coordination of my care',
    expiry_kind: 'date',
    revocation: 'I may revoke this consent at any time in the app or in writing.',
  });
  const patient = await newPatient(page, page.request, 'Morgan');

  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  await app.goto('/app/');
  await app.getByRole('button', { name: 'Sign in' }).click();
  await issuerLogin(app, patient, { consent: false });

  // The consent screen, not Today: the center's text in full, the typed name, the deliberate act.
  await expect(app.getByRole('heading', { name: 'Before you start', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  const text = app.getByRole('region', { name: /^Consent text:/ });
  await expect(text).toContainText('Your right to revoke');
  await expect(app.getByRole('navigation')).toHaveCount(0);
  await checkA11y(app);
  await shootApp(app, 'consent-screen');
  // Nor by its address, nor by the API: the server refuses until the consent is signed.
  await app.goto('/app/home');
  await expect(app.getByRole('heading', { name: 'Before you start', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(app.getByRole('heading', { name: 'Today', level: 1 })).toHaveCount(0);
  const gated = await app.evaluate(async () => {
    const res = await fetch('/patient/check_ins', {
      headers: { Authorization: `Bearer ${window.localStorage.getItem('patient-app-token')}` },
    });
    return { status: res.status, body: await res.json() };
  });
  expect(gated.status).toBe(403);
  expect(gated.body.errors).toEqual([{ field: 'consent', message: gated.body.message }]);

  // Declining stops there: a kind message, the center within reach, sign-out.
  await app.getByRole('button', { name: 'I do not agree' }).click();
  await expect(app.getByRole('heading', { name: 'You did not sign', level: 1 })).toBeFocused();
  await expect(app.getByText(/does not depend on this app/)).toBeVisible();
  await expect(app.getByRole('button', { name: 'Ask my center to call me' })).toBeVisible();
  await expect(app.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await checkA11y(app);
  await shootApp(app, 'consent-declined');

  // Read again and sign: a wrong name is refused with the server's sentence, then the right one.
  await app.getByRole('button', { name: 'Read the consent again' }).click();
  await app.getByLabel('Type your full name to sign').fill('Someone Else');
  await app.getByRole('checkbox', { name: 'I have read this consent and I agree to it.' }).check();
  await app.getByRole('button', { name: 'I agree and sign' }).click();
  await expect(app.locator('#consent-name-error')).toBeVisible();
  await app.getByLabel('Type your full name to sign').fill(`${patient.firstName} ${patient.lastName}`);
  await app.getByRole('button', { name: 'I agree and sign' }).click();
  await expect(app.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible({ timeout: 20_000 });

  // The owner opens the patient's profile: the patient will see it in "Who viewed your record".
  await api(page, 'GET', `/v3/memberships/${patient.membershipId}`);

  // Privacy, from More.
  await app.getByRole('link', { name: 'More', exact: true }).click();
  await app.getByRole('link', { name: 'Privacy and my record' }).click();
  await expect(app.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible();
  const appUse = app.locator('article.consent').filter({ hasText: 'Signed by' }).first();
  await expect(appUse).toContainText(`Signed by ${patient.firstName} ${patient.lastName} in the app on`);
  await expect(appUse.getByText('Active')).toBeVisible();
  await checkA11y(app);
  await shootApp(app, 'privacy');

  // Sign the optional consent, then revoke it with a confirmation: at once, who and when.
  const offered = app.locator('article.consent').filter({ has: app.getByRole('heading', { name: title }) });
  const lastDay = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await offered.getByLabel('Ends on').fill(lastDay);
  await offered.getByLabel('Type your full name to sign').fill(`${patient.firstName} ${patient.lastName}`);
  await offered.getByRole('checkbox').check();
  await offered.getByRole('button', { name: 'I agree and sign' }).click();
  const signed = app
    .locator('article.consent')
    .filter({ has: app.getByRole('heading', { name: title }) })
    .filter({ hasText: 'Signed by' });
  await expect(signed.getByText('Active')).toBeVisible({ timeout: 15_000 });
  await signed.getByRole('button', { name: 'Revoke' }).click();
  const confirm = app.getByRole('dialog', { name: 'Revoke this consent?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkA11y(app);
  await confirm.getByRole('button', { name: 'Yes, revoke it' }).click();
  await expect(signed.getByText(/Revoked by you on/)).toBeVisible();
  await expect(signed.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(signed.getByRole('button', { name: 'Revoke' })).toHaveCount(0);

  // What was shared (nothing yet for a new patient) and who opened the record.
  await expect(app.getByText('Nothing from your record has been shared outside your center.')).toBeVisible();
  const viewed = app.locator('section[aria-labelledby="privacy-viewed"]');
  await expect(viewed.getByText(/\(owner\)/).first()).toBeVisible();
  await expect(viewed.getByText('Opened your profile').first()).toBeVisible();
  await expect(app.getByRole('button', { name: 'Download as a document (HTML)' })).toBeVisible();
  await checkA11y(app);
  await shootApp(app, 'privacy-revoked');
  await phone.close();
});
