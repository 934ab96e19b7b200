import type { Page } from '@playwright/test';
import { api } from './api';
import { expect, test } from './fixtures';
import { appSignIn, newPatient, phoneContext, shootApp } from './patient-app';
import { capture, signIn } from './sign-in';

/**
 * Issue 39, items 3 and 4, the patient app's side: a questionnaire staff assign now shows on Today,
 * is filled in one question per screen (online, and offline through the outbox, sent once), gives
 * its result in words, and question 9 of the PHQ-9 above "Not at all" shows crisis help at once.
 */

interface StaffAssessment {
  id: string;
  instrument_id: string;
  status: string;
  response: { answers: Record<string, string | number> } | null;
}

/** Staff's "Assign now": a PHQ-9 due today for the patient. */
const assignPhq9 = (staff: Page, membershipId: string) =>
  api<{ assessment: StaffAssessment }>(staff, 'POST', `/v3/memberships/${membershipId}/assessments`, {
    instrument_id: 'phq-9',
  }).then((r) => r.assessment);

/** The staff's center as the portal reads it: its name and its phone for patients. */
const staffCenter = (staff: Page) =>
  api<{ treatment_centers: { name: string; phone: string | null }[] }>(
    staff,
    'GET',
    '/v3/treatment_centers',
  ).then((r) => r.treatment_centers[0]);

/** "15555550142" → "+1 (555) 555-0142", as the app writes a US number. */
const usPhone = (digits: string) => digits.replace(/^1(\d{3})(\d{3})(\d{4})$/, '+1 ($1) $2-$3');

/** What the server holds for the patient, as staff read it. */
const staffRead = (staff: Page, membershipId: string) =>
  api<{ assessments: StaffAssessment[] }>(staff, 'GET', `/v3/memberships/${membershipId}/assessments`).then(
    (r) => r.assessments,
  );

const CHOICES = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

/** Answers the PHQ-9's questions from `from` (1-based) with `values`, pressing Next after each. */
async function answer(app: Page, values: number[], from = 1) {
  for (const [i, v] of values.entries()) {
    await expect(app.getByText(`${from + i} of 10`, { exact: true })).toBeVisible();
    await app.getByText(CHOICES[v] as string, { exact: true }).click();
    await app.getByRole('button', { name: 'Next' }).click();
  }
}

/** Opens the app signed in as a new patient with a PHQ-9 assigned now; returns the page and ids. */
async function patientWithPhq9(page: Page, browser: Parameters<typeof phoneContext>[0], baseURL?: string) {
  await signIn(page, 'staff', '/dashboard');
  const patient = await newPatient(page, page.request, 'Quinn');
  const assigned = await assignPhq9(page, patient.membershipId);
  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  await appSignIn(app, patient);
  return { phone, app, patient, assigned };
}

/** Opens the assigned PHQ-9 from the Questionnaires screen (More → Questionnaires). */
async function openAssigned(app: Page, id: string) {
  await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'More' }).click();
  await app.getByRole('link', { name: 'Questionnaires' }).click();
  await expect(app.getByRole('heading', { name: 'Questionnaires', level: 1 })).toBeVisible();
  await app.locator(`a[href="/app/assessments/${id}"]`).click();
  await expect(app.getByRole('heading', { name: 'PHQ-9', level: 1 })).toBeVisible();
}

test('a due PHQ-9 on Today, filled in online, its result in words and its place in the list', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(420_000);
  const { phone, app, patient, assigned } = await patientWithPhq9(page, browser, baseURL);

  const card = app.getByRole('region', { name: 'Questionnaire' });
  await expect(card.getByText('PHQ-9 is due')).toBeVisible();
  await checkA11y(app);
  await shootApp(app, 'assessment-today');

  await openAssigned(app, assigned.id);
  await expect(app.getByText('1 of 10', { exact: true })).toBeVisible();
  await expect(
    app.getByText(
      'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    ),
  ).toBeVisible();
  await expect(
    app.getByRole('heading', { name: /Little interest or pleasure in doing things/ }),
  ).toBeVisible();
  // Each answer is a large button.
  const box = await app.locator('label.choice').first().boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  expect(box?.width ?? 0).toBeGreaterThan(300);
  await checkA11y(app);
  await shootApp(app, 'assessment-question');

  await answer(app, [0, 1]);
  await app.getByRole('button', { name: 'Back' }).click();
  await expect(app.getByText('2 of 10', { exact: true })).toBeVisible();
  await expect(app.getByRole('radio', { name: 'Several days' })).toBeChecked();
  await app.getByRole('button', { name: 'Next' }).click();
  await answer(app, [0, 0, 0, 0, 0, 0, 0], 3);
  await app.getByText('Not difficult at all', { exact: true }).click();
  await app.getByRole('button', { name: 'Send my answers' }).click();

  await expect(app.getByText('Your answers suggest few signs of depression right now.')).toBeVisible();
  await expect(app.getByText(/This is your first PHQ-9/)).toBeVisible();
  await checkA11y(app);
  await shootApp(app, 'assessment-result');

  const held = (await staffRead(page, patient.membershipId)).find((a) => a.id === assigned.id);
  expect(held?.status).toBe('completed');
  expect(Object.keys(held?.response?.answers ?? {})).toHaveLength(10);

  await app.getByRole('link', { name: '← All questionnaires' }).first().click();
  const done = app.getByRole('region', { name: 'Completed' });
  await expect(done.getByText('Your answers suggest few signs of depression right now.')).toBeVisible();
  await checkA11y(app);
  await shootApp(app, 'assessment-list');

  // A second PHQ-9 (the joining one the center's plan owes): the result shows both on a chart.
  const second = (await staffRead(page, patient.membershipId)).find(
    (a) => a.instrument_id === 'phq-9' && a.status === 'due',
  );
  if (!second) throw new Error('no second PHQ-9 due');
  await app.locator(`a[href="/app/assessments/${second.id}"]`).click();
  await answer(app, [2, 2, 1, 1, 1, 0, 0, 0, 0]);
  await app.getByText('Somewhat difficult', { exact: true }).click();
  await app.getByRole('button', { name: 'Send my answers' }).click();
  await expect(app.getByText(/some mild signs of low mood/)).toBeVisible();
  await expect(app.getByRole('img', { name: 'Your PHQ-9 scores over time' })).toBeVisible();
  await expect(app.getByText(/2 results from .+ Your latest score is 7 of 27\./)).toBeVisible();
  await checkA11y(app);
  await shootApp(app, 'assessment-chart');
  await phone.close();
});

test('offline: the answers wait on the phone, resume after a reload, and are sent once when back online', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  const { phone, app, patient, assigned } = await patientWithPhq9(page, browser, baseURL);
  await app.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
  const posts: string[] = [];
  app.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`/patient/assessments/${assigned.id}/responses`))
      posts.push(r.url());
  });

  await openAssigned(app, assigned.id);
  await answer(app, [3, 2, 0]);
  // Leaving and coming back: the same question, the answers kept.
  await app.reload();
  await expect(app.getByText('4 of 10', { exact: true })).toBeVisible();
  await expect(app.getByText(/Your earlier answers are kept/)).toBeVisible();

  await phone.setOffline(true);
  await answer(app, [0, 0, 0, 0, 0, 0], 4);
  await app.getByText('Not difficult at all', { exact: true }).click();
  await app.getByRole('button', { name: 'Send my answers' }).click();
  await expect(app.getByText(/Your answers are saved on this phone and will be sent/)).toBeVisible();
  await expect(app.getByText('Waiting to send 1 change when you are back online.')).toBeVisible();
  await checkA11y(app);
  await shootApp(app, 'assessment-offline');
  expect(posts).toEqual([]);

  await phone.setOffline(false);
  await expect(app.getByText(/Waiting to send/)).toHaveCount(0, { timeout: 20_000 });
  await expect(app.getByText(/Your answers suggest some mild signs of low mood/)).toBeVisible({
    timeout: 20_000,
  });
  const held = (await staffRead(page, patient.membershipId)).filter((a) => a.id === assigned.id);
  expect(held.map((a) => a.status)).toEqual(['completed']);
  await app.reload();
  await expect(app.getByText(/Your answers suggest some mild signs of low mood/)).toBeVisible();
  expect(posts).toHaveLength(1);
  await phone.close();
});

test('question 9 above "Not at all": crisis help at once, with 988 by call and text and the center’s phone', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  const { phone, app, assigned } = await patientWithPhq9(page, browser, baseURL);
  await openAssigned(app, assigned.id);
  await answer(app, [0, 0, 0, 0, 0, 0, 0, 0, 1]);
  await app.getByRole('button', { name: 'Send my answers' }).click();

  const help = app.getByRole('region', { name: 'Help is here, right now' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(help.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  // The demo center has its own phone (the seed's; the center journey may have changed it since).
  const center = await staffCenter(page);
  expect(center?.phone).toMatch(/^\d{11,15}$/);
  const digits = center?.phone ?? '';
  const callCenter = help.getByRole('link', { name: `Call ${center?.name} ${usPhone(digits)}` });
  await expect(callCenter).toHaveAttribute('href', `tel:+${digits}`);
  await expect(help.getByText(`You can also call ${center?.name}, or ask them to call you.`)).toBeVisible();
  await checkA11y(app);
  await shootApp(app, 'assessment-crisis');
  await capture(app, '/tmp/shots/app-assess-crisis-390.png', true);

  await help.getByRole('button', { name: 'Ask my center to call me' }).click();
  await expect(help.getByText('Your center has your request: someone will call you soon.')).toBeVisible();
  await help.getByRole('button', { name: 'See my result' }).click();
  await expect(app.getByRole('region', { name: 'Your result' })).toBeVisible();
  // Help stays a tap away from the result.
  await app.getByRole('link', { name: 'Need to talk to someone now?' }).click();
  await expect(app.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await checkA11y(app);
  await phone.close();
});
