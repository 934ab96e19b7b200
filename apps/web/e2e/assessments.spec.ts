import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { type Answers, INSTRUMENTS } from '@portal/contracts/instruments';
import { api } from './api';
import { expect, test } from './fixtures';
import { appSignIn, newPatient, patientApi, phoneContext } from './patient-app';
import { shoot, signIn } from './sign-in';

/**
 * Issue 39, the portal's side: staff assign a PHQ-9, the patient answers it through the patient
 * API, and staff read it in the patient's Assessments tab (chart, change from baseline, answers,
 * the item-9 flag leading to the Alerts tab); an owner edits the center's assessment plan.
 */

const phq9 = INSTRUMENTS['phq-9'];
const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** PHQ-9 answers with these values in item order (9 scored items), the difficulty question skipped. */
function phq9Answers(values: number[]): Answers {
  const answers: Record<string, string> = {};
  phq9.items
    .filter((i) => i.scored)
    .forEach((item, n) => {
      if (item.kind !== 'choice') throw new Error('choice items only');
      const choice = item.choices.find((c) => c.value === values[n]);
      if (choice) answers[item.linkId] = choice.coding.code;
    });
  return answers;
}

type Due = { id: string; instrument_id: string; instrument_version: string };

test('staff assign a PHQ-9, the patient answers it, staff read the chart, the change and the answers', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'staff', '/dashboard');
  const patient = await newPatient(page, page.request, 'Morgan');

  // The patient's dialog, Assessments tab: the plan's joining assessments are due already.
  await page.goto(`/patients?patient=${patient.membershipId}`);
  const modal = page.getByRole('dialog');
  await modal.getByRole('tab', { name: 'Assessments' }).click();
  const due = modal.getByRole('region', { name: 'Due' });
  await expect(due.getByText('PHQ-9 · At joining')).toBeVisible();
  await checkA11y();

  // Assign now: a PHQ-9 beside the joining one.
  await modal.getByRole('combobox', { name: 'Instrument' }).click();
  await page.getByRole('option', { name: 'PHQ-9 · Depression' }).click();
  await modal.getByRole('button', { name: 'Assign now' }).click();
  await expect(toast(page, 'PHQ-9 assigned: the patient can answer it from today.')).toBeVisible();
  await expect(due.getByText('PHQ-9 · Assigned by staff')).toBeVisible();

  // The patient answers both PHQ-9s through the patient API: 20 first (the baseline), then 9 with
  // item 9 answered "Several days".
  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  try {
    await appSignIn(app, patient);
    const list = await patientApi(app, 'GET', '/patient/assessments');
    expect(list.status).toBe(200);
    const phqs = (list.body.due as Due[]).filter((a) => a.instrument_id === 'phq-9');
    expect(phqs).toHaveLength(2);
    const scores = [
      [3, 3, 3, 3, 2, 2, 2, 2, 0],
      [1, 1, 1, 1, 1, 1, 1, 1, 1],
    ];
    for (const [n, a] of phqs.entries()) {
      const sent = await patientApi(app, 'POST', `/patient/assessments/${a.id}/responses`, {
        client_key: `e2e-${a.id}`,
        instrument_version: a.instrument_version,
        language: 'en',
        answers: phq9Answers(scores[n] ?? []),
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }
  } finally {
    await phone.close();
  }

  // Staff open the tab again: the chart, baseline against latest, the change named.
  // A reload: the portal's queries keep a fresh answer for a while, and a tab switch reuses it.
  await page.reload();
  await modal.getByRole('tab', { name: 'Assessments' }).click();
  const card = modal.getByRole('region', { name: 'PHQ-9' });
  await expect(
    card.getByRole('img', { name: /PHQ-9 Total over time: 2 responses, latest Total 9/ }),
  ).toBeVisible();
  await expect(card.getByText('20 · Severe')).toBeVisible();
  await expect(card.getByText('9 · Mild')).toBeVisible();
  await expect(card.getByText('Response', { exact: true })).toBeVisible();
  await expect(card.locator('.recharts-line-dot, .recharts-dot').first()).toBeVisible();
  // Numbers on hover.
  // Over the latest point itself, the pointer coming from the left as a hand moves it.
  const box = await card.locator('.recharts-line-dot, .recharts-dot').last().boundingBox();
  if (!box) throw new Error('the latest point is not drawn');
  await page.mouse.move(box.x - 40, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await expect(card.locator('.recharts-tooltip-wrapper')).toContainText('9 · Mild');
  await checkA11y();

  // The latest response is flagged; its answers read with the questions' published wording.
  const done = modal.getByRole('region', { name: 'Completed' });
  const flagged = done.getByRole('button', { name: /Safety alert/ });
  await expect(flagged).toHaveCount(1);
  await flagged.click();
  const answers = done.getByRole('region', { name: /Safety alert/ });
  await expect(
    answers.getByText('9. Thoughts that you would be better off dead or of hurting yourself in some way'),
  ).toBeVisible();
  await expect(answers.getByText('Several days (1)')).toHaveCount(9);
  await checkA11y();
  await page.setViewportSize({ width: 390, height: 844 });
  await checkA11y();
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'portal-assess-tab');

  // The flag leads to the patient's Alerts tab, where the item-9 alert waits to be acknowledged.
  await answers.getByRole('button', { name: 'See the alerts' }).click();
  await expect(modal.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true');
  const alert = modal.getByRole('listitem', { name: /^PHQ-9 item 9/ });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(alert.getByText(/acknowledged by/)).toBeVisible();
  await shoot(page, 'portal-assess-alert');
});

test('an owner edits the assessment plan; an interval of 0 gets the catalogue sentence', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner', '/default-settings');
  const section = page.getByRole('region', { name: 'Assessment plan' });
  const phq = section.getByRole('group', { name: 'PHQ-9' });
  const interval = phq.getByRole('textbox', { name: 'Every how many weeks while active' });
  await expect(interval).toHaveValue('4');
  const { plan: before } = await api<{ plan: unknown }>(
    page,
    'GET',
    `/v3/treatment_centers/${await centerId(page)}/assessment_plan`,
  );
  try {
    await interval.fill('0');
    await section.getByRole('button', { name: 'Save the plan' }).click();
    await expect(phq.getByText(messages.assessmentPlanInterval)).toBeVisible();
    await checkA11y();
    await shoot(page, 'portal-assess-plan-error');

    await interval.fill('2');
    await section.getByRole('button', { name: 'Save the plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change what patients are asked?' });
    await expect(confirm.getByText('New schedule: PHQ-9')).toBeVisible();
    await checkA11y();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(toast(page, 'Assessment plan saved.')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Assessment plan' })
        .getByRole('group', { name: 'PHQ-9' })
        .getByRole('textbox', { name: 'Every how many weeks while active' }),
    ).toHaveValue('2');
    await shoot(page, 'portal-assess-plan');
  } finally {
    // The journeys after this one find the demo center's plan as it was.
    await api(page, 'PUT', `/v3/treatment_centers/${await centerId(page)}/assessment_plan`, before);
  }
});

async function centerId(page: Page): Promise<string> {
  const { user } = await api<{ user: { treatment_center_id: string } }>(page, 'GET', '/v3/me');
  return user.treatment_center_id;
}
