import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { type Answers, INSTRUMENTS } from '@portal/contracts/instruments';
import { api } from './api';
import { expect, test } from './fixtures';
import { appSignIn, newPatient, patientApi, phoneContext } from './patient-app';
import { capture, shoot, signIn } from './sign-in';

/**
 * Issue 39 §6, the center's Outcomes: the journey makes its own data (the demo center may have no
 * assessments): an owner assigns a PHQ-9 beside the joining one and writes a disclosure consent form;
 * the patient signs the app-use consent and that form and answers both PHQ-9s (16, then 4: a
 * remission) through the patient API. The owner reads the Outcomes screen (numbers on hover, tables
 * for screen readers, axe at 1280 and 390 px), prints it, downloads the de-identified file (no
 * name, e-mail or id) and the identified one for the form's recipient (the patient is in it, the
 * notice and the count of those left out too).
 */

const phq9 = INSTRUMENTS['phq-9'];
/** PHQ-9 answers adding up to `total` (items filled from the first, 3 points at most each). */
function phq9Answers(total: number): Answers {
  const answers: Record<string, string> = {};
  let left = total;
  for (const item of phq9.items) {
    if (!item.scored || item.kind !== 'choice') continue;
    const value = Math.min(3, left);
    left -= value;
    const choice = item.choices.find((c) => c.value === value);
    if (choice) answers[item.linkId] = choice.coding.code;
  }
  return answers;
}

const textOf = async (download: Download) => readFile((await download.path()) ?? '', 'utf8');

test('the owner reads the outcomes, prints them and downloads both CSV files', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner', '/dashboard');
  const { user } = await api<{ user: { treatment_center_id: string } }>(page, 'GET', '/v3/me');
  const centerId = user.treatment_center_id;
  const patient = await newPatient(page, page.request, 'Quinn');
  const recipient = `Lakeside Clinic ${Date.now().toString(36)}`;
  const purpose = 'Coordination of care';
  await api(page, 'POST', `/v3/treatment_centers/${centerId}/consent_templates`, {
    kind: 'disclosure',
    title: `Share with ${recipient}`,
    information: 'Questionnaire scores',
    recipient_kind: 'named',
    recipient,
    purpose,
    expiry_kind: 'event',
    expiry_event: 'when treatment ends.',
    revocation: 'You may revoke this consent in writing at any time.',
  });
  await api(page, 'POST', `/v3/memberships/${patient.membershipId}/assessments`, { instrument_id: 'phq-9' });

  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  try {
    await appSignIn(app, patient);
    const consents = await patientApi(app, 'GET', '/patient/consents');
    const fullName = `${patient.firstName} ${patient.lastName}`;
    for (const t of consents.body.templates as {
      id: string;
      version: number;
      kind: string;
      recipient: string;
    }[]) {
      // The app's sign-in may have had them sign app-use already (the app gate).
      const wanted = t.kind === 'app-use' ? !consents.body.app_use_signed : t.recipient === recipient;
      if (!wanted) continue;
      const signed = await patientApi(app, 'POST', '/patient/consents', {
        template_id: t.id,
        template_version: t.version,
        full_name: fullName,
        agree: true,
      });
      expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    }
    const list = await patientApi(app, 'GET', '/patient/assessments');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const phqs = (
      list.body.due as { id: string; instrument_id: string; instrument_version: string }[]
    ).filter((a) => a.instrument_id === 'phq-9');
    expect(phqs).toHaveLength(2);
    for (const [n, a] of phqs.entries()) {
      const sent = await patientApi(app, 'POST', `/patient/assessments/${a.id}/responses`, {
        client_key: `e2e-outcomes-${a.id}`,
        instrument_version: a.instrument_version,
        language: 'en',
        answers: phq9Answers(n === 0 ? 16 : 4),
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }
  } finally {
    await phone.close();
  }

  // The screen, from the navigation.
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Outcomes' }).click();
  await expect(page.getByRole('heading', { name: 'Outcomes', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Questionnaire' }).selectOption('phq-9');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const section = page.getByRole('region', { name: 'PHQ-9 · Total' });
  await expect(section.getByText(/answered twice or more/)).toBeVisible();
  // The remission counts in the table screen readers read (and paper shows).
  const change = section.getByRole('table', { name: 'PHQ-9 · Total: Change from baseline' });
  await expect(change.getByRole('row', { name: /^In remission [1-9]/ })).toBeAttached();
  // Numbers on hover: the change chart's bars (drawn once it comes near the screen).
  await section.getByRole('img', { name: 'PHQ-9 · Total: Change from baseline' }).scrollIntoViewIfNeeded();
  const chart = section.locator('.recharts-surface').first();
  await expect(chart).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.boundingBox();
  // The first bar, "In remission".
  if (box) await chart.hover({ position: { x: box.width * 0.15, y: box.height * 0.6 } });
  await expect(section.locator('.recharts-tooltip-wrapper').first()).toContainText(/In remission/);
  await checkA11y();
  await shoot(page, 'outcomes-screen');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section).toBeVisible();
  await checkA11y();

  // On a phone the charts further down wait until they come near the screen (issue 39, speed)…
  const frames = page.locator('[data-chart]');
  const drawnFrames = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-chart]')].map(
        (f) => f.querySelector('svg.recharts-surface') !== null,
      ),
    );
  await page.reload();
  await expect(section.getByText(/answered twice or more/)).toBeVisible();
  await expect(frames.last()).toHaveAttribute('data-chart', 'waiting');
  // …and the Print button draws every one of them before it prints.
  await page.evaluate(() => {
    window.print = () => {
      (window as unknown as { printed: boolean[] }).printed = [
        ...document.querySelectorAll('[data-chart]'),
      ].map((f) => f.querySelector('svg.recharts-surface') !== null);
    };
  });
  await page.getByRole('button', { name: 'Print for a surveyor' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed?: boolean[] }).printed))
    .toEqual((await drawnFrames()).map(() => true));
  // The browser's own print (Ctrl+P) draws them within its beforeprint event, before the layout for
  // paper, once the chart code has come with a first chart.
  await page.reload();
  await section.getByRole('img', { name: 'PHQ-9 · Total: Change from baseline' }).scrollIntoViewIfNeeded();
  await expect(section.locator('.recharts-surface').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  expect((await drawnFrames()).some((drawn) => !drawn)).toBe(true);
  const drawnForPaper = await page.evaluate(() => {
    window.dispatchEvent(new Event('beforeprint'));
    return [...document.querySelectorAll('[data-chart]')].map(
      (f) => f.querySelector('svg.recharts-surface') !== null,
    );
  });
  expect(drawnForPaper).toEqual(drawnForPaper.map(() => true));
  await page.setViewportSize({ width: 1280, height: 800 });

  // Printable: the navigation and the buttons drop out, the tables show.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print for a surveyor' })).toBeHidden();
  // Nor the chat's launcher floating over the page (only hidden elements have no role).
  await expect(page.getByRole('link', { name: /^Messages/ })).toHaveCount(0);
  await expect(change).toBeVisible();
  await expect(section.locator('.recharts-surface').first()).toBeVisible();
  await capture(page, '/tmp/shots/outcomes-print-1280.png', true);
  await page.emulateMedia({ media: 'screen' });

  // De-identified: no name, e-mail or id.
  const [plain] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download de-identified CSV' }).click(),
  ]);
  const deidentified = await textOf(plain);
  expect(deidentified.split('\r\n')[0]).toBe(
    'Patient code,Admission month,Instrument,Score,Occasion,Program week,Submitted (month),Value,Band',
  );
  expect(deidentified).toMatch(/\r\nP-[0-9a-f]{12},\d{4}-\d{2},phq-9,total,/);
  for (const pii of [patient.email, patient.lastName, patient.membershipId])
    expect(deidentified).not.toContain(pii);

  // Identified: the confirmation names the recipient and purpose; only the consenting patient is in it.
  await page.getByRole('button', { name: 'Download identified CSV…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Identified export' });
  await dialog.getByRole('textbox', { name: 'Recipient' }).fill(recipient);
  await dialog.getByRole('textbox', { name: 'Purpose' }).fill(purpose);
  await expect(dialog.getByRole('note')).toContainText(`active consent naming ${recipient} for ${purpose}`);
  await checkA11y();
  await capture(page, '/tmp/shots/outcomes-identified-1280.png');
  const [named] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Disclose and download' }).click(),
  ]);
  const identified = await textOf(named);
  expect(identified).toContain('42 CFR part 2');
  expect(identified).toContain('Patients included,1\r\n');
  expect(identified).toMatch(/Patients left out: no active consent covering this recipient and purpose,\d+/);
  expect(identified).toContain(
    `${patient.membershipId},${patient.firstName},${patient.lastName},${patient.email}`,
  );
  await expect(dialog).toBeHidden();
});
