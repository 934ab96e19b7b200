import type { Page } from '@playwright/test';
import { appTexts } from '@portal/i18n/texts/app';
import { outgoingTexts } from '@portal/i18n/texts/outgoing';
import { api } from './api';
import { englishLeft, expectNoEnglish } from './english-left';
import { expect, test } from './fixtures';
import { appSignIn, newPatient, patientApi, phoneContext } from './patient-app';
import { capture, signIn } from './sign-in';

/**
 * Issue 36's proof for the patient app: a patient chooses Español on My account and reads every
 * main screen in Spanish at 390 and 1280 px; no English text of the app's catalogue is left on any
 * (names and what people typed aside), with axe at each.
 */
const es = (key: keyof typeof appTexts) => appTexts[key].es;

/** Waits until the screen has drawn its data: its heading shows, no "Cargando…" line is left. */
async function settle(app: Page, heading: string) {
  await expect(app.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(app.getByText(/^Cargando/)).toHaveCount(0, { timeout: 20_000 });
}

/** Axe and the English check at both widths; the page ends at 390 px. */
async function check(
  app: Page,
  checkA11y: (page?: Page) => Promise<void>,
  heading: string,
  where: string,
  shot?: string,
) {
  for (const width of [390, 1280]) {
    await app.setViewportSize({ width, height: 844 });
    await settle(app, heading);
    await expectNoEnglish(app, 'app', `${where} at ${width} px`);
    await checkA11y(app);
    if (shot && width === 390) await capture(app, `/tmp/shots/es-app-${shot}-390.png`, true);
  }
  await app.setViewportSize({ width: 390, height: 844 });
}

test('the patient app in Spanish: every main screen, no English left', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(420_000);
  await signIn(page, 'staff', '/dashboard');
  const patient = await newPatient(page, page.request, 'Sofia');
  const { assessment } = await api<{ assessment: { id: string } }>(
    page,
    'POST',
    `/v3/memberships/${patient.membershipId}/assessments`,
    { instrument_id: 'phq-9' },
  );
  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  await appSignIn(app, patient);
  // A check-in already made: Today and Progress show what it gives.
  const checkIn = await patientApi(app, 'POST', '/patient/check_ins', { mood: 80, preset_message: 2 });
  expect(checkIn.status).toBe(201);
  await app.reload();
  // The check sees English where there is some: Today in English.
  await expect(app.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(app.getByText(/^Loading/)).toHaveCount(0, { timeout: 20_000 });
  expect(await englishLeft(app, 'app')).toEqual(expect.arrayContaining(['today.askForCall: Ask for a call']));

  // The patient chooses Español on My account: every screen switches, and the account keeps it.
  const nav = (name: string) =>
    app.getByRole('navigation', { name: es('shell.mainNav') }).getByRole('link', { name });
  await app.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'More' }).click();
  await app.getByRole('link', { name: 'My account' }).click();
  await app.getByRole('radio', { name: 'Español' }).check();
  await expect(app.locator('html')).toHaveAttribute('lang', 'es');
  await expect
    .poll(async () => (await patientApi(app, 'GET', '/patient/membership')).body.membership.language)
    .toBe('es');
  await check(app, checkA11y, es('account.title'), 'My account', 'account');

  for (const [tab, heading, where, shot] of [
    ['shell.tabToday', 'today.title', 'Today', 'today'],
    ['shell.tabCheckIn', 'checkIn.title', 'Check-in', 'check-in'],
    ['shell.tabProgress', 'progress.title', 'Progress', undefined],
    ['shell.tabMessages', 'messages.title', 'Messages', undefined],
    ['shell.tabMore', 'shell.tabMore', 'More', 'more'],
  ] as const) {
    await nav(es(tab)).click();
    await check(app, checkA11y, es(heading), where, shot);
  }
  // The demo center never rewrote its check-in messages: the defaults come in Spanish.
  await nav(es('shell.tabCheckIn')).click();
  for (const n of [1, 2, 3] as const)
    await expect(app.getByText(outgoingTexts[`checkIn.default.${n}`].es, { exact: true })).toBeVisible();

  // More's screens, each from its link.
  for (const [link, heading, where] of [
    ['tasks.title', 'tasks.title', "Today's tasks"],
    ['contact.title', 'contact.title', 'Ask for a call'],
    ['news.title', 'news.title', 'Events and news'],
    ['notifications.pushTitle', 'notifications.title', 'Notifications'],
    ['privacy.moreLink', 'privacy.title', 'Privacy'],
    ['assessments.heading', 'assessments.heading', 'the questionnaires'],
  ] as const) {
    await nav(es('shell.tabMore')).click();
    await app.getByRole('link', { name: es(link) }).click();
    await check(app, checkA11y, es(heading), where);
  }

  // One question screen of the assigned PHQ-9.
  await app.locator(`a[href="/app/assessments/${assessment.id}"]`).click();
  await expect(app.getByText('1 de 10', { exact: true })).toBeVisible({ timeout: 20_000 });
  await check(app, checkA11y, 'PHQ-9', 'a question screen', 'question');
  await phone.close();
});
