import type { Page } from '@playwright/test';
import { portalTexts } from '@portal/i18n/texts/portal';
import { api } from './api';
import { englishLeft, expectNoEnglish } from './english-left';
import { expect, test } from './fixtures';
import { appSignIn, newPatient, patientApi, phoneContext } from './patient-app';
import { capture, signIn } from './sign-in';

/**
 * Issue 36's proof for the portal: an owner reads every main screen in Spanish at 1280 and 390 px,
 * and no English text of the portal's catalogue is left on any (names and what people typed
 * aside), with axe at each. The owner's stored language is left exactly as it was: Spanish comes
 * from this browser's choice (localStorage), or, when the account stores another language, from
 * the account for the walk and back after.
 */
const es = (key: keyof typeof portalTexts) => portalTexts[key].es;

/** Waits until the screen has drawn its data: its heading shows, no "Cargando…" line is left. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Cargando/)).toHaveCount(0, { timeout: 20_000 });
}

/** Axe and the English check at both widths; the page ends at 1280 px. */
async function check(page: Page, checkA11y: (page?: Page) => Promise<void>, where: string, shot?: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await settle(page);
    await expectNoEnglish(page, 'portal', `${where} at ${width} px`);
    await checkA11y(page);
    if (shot && width === 390) await capture(page, `/tmp/shots/es-${shot}-390.png`, true);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the portal in Spanish: every main screen, no English left', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(420_000);
  await signIn(page, 'owner', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 20_000 });
  const patient = await newPatient(page, page.request, 'Lucia');
  await api(page, 'POST', `/v3/memberships/${patient.membershipId}/tcenter_notes`, {
    content: 'Primera sesión de grupo.',
  });
  // A low mood checked in from the app: the dashboard, the reports and the alerts have something to say.
  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  await appSignIn(app, patient);
  const checkIn = await patientApi(app, 'POST', '/patient/check_ins', { mood: 20, preset_message: 1 });
  expect(checkIn.status).toBe(201);
  await phone.close();

  // The check sees English where there is some: the dashboard in English, the check-in's time too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 20_000 });
  await expect(
    page.getByRole('link', { name: `${patient.firstName} ${patient.lastName}` }).first(),
  ).toBeVisible();
  expect(await englishLeft(page, 'portal')).toEqual(
    expect.arrayContaining([
      'dashboard.moodTitle: Mood, last 7 days',
      expect.stringMatching(/^date: \d{1,2}:\d{2} [AP]M$/),
    ]),
  );

  type Settings = {
    first_name: string;
    last_name: string;
    phone: string | null;
    notification_emails: unknown;
    language: 'en' | 'es' | null;
  };
  const { user_settings: before } = await api<{ user_settings: Settings }>(page, 'GET', '/v3/user_settings');
  const store = (language: 'en' | 'es') =>
    api(page, 'PUT', '/v3/user_settings', {
      first_name: before.first_name,
      last_name: before.last_name,
      phone: before.phone,
      notification_emails: before.notification_emails,
      language,
    });
  try {
    // The account's language wins over the browser's: only an account that stores English is changed.
    if (before.language === 'en') await store('es');
    await page.evaluate(() => window.localStorage.setItem('language', 'es'));

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: es('nav.dashboard'), level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await check(page, checkA11y, 'the dashboard', 'dashboard');

    await page.goto('/patients');
    await expect(page.getByRole('heading', { name: es('patients.title'), level: 1 })).toBeVisible();
    await check(page, checkA11y, 'the patients list', 'patients');

    // A patient's detail, tab by tab.
    await page.goto(`/patients?patient=${patient.membershipId}`);
    const detail = page.getByRole('dialog', { name: new RegExp(patient.lastName) });
    await expect(detail).toBeVisible({ timeout: 20_000 });
    for (const [tab, shot] of [
      ['patients.tab.profile', 'patient-profile'],
      ['patients.tab.notes', undefined],
      ['patients.tab.reports', 'patient-reports'],
      ['assessments.tab', undefined],
      ['patients.tab.alerts', undefined],
      ['consents.tab', undefined],
      ['patients.tab.access', undefined],
    ] as const) {
      await detail.getByRole('tab', { name: es(tab) }).click();
      await expect(detail.getByRole('tab', { name: es(tab) })).toHaveAttribute('aria-selected', 'true');
      await expect(detail.getByRole('tabpanel')).toBeVisible();
      await check(page, checkA11y, `the patient's ${portalTexts[tab].en} tab`, shot);
    }
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    for (const [path, heading, where, shot] of [
      ['/chats', 'nav.messages', 'Messages', undefined],
      ['/tasks', 'tasks.title', 'Tasks', undefined],
      ['/alumni-event', 'events.title', 'Alumni Events', 'events'],
      ['/reservations', 'reservations.title', 'Reserved Memberships', undefined],
      ['/outcomes', 'outcomes.title', 'Outcomes', undefined],
      ['/members', 'staff.title', 'Staff Members', undefined],
      ['/default-settings', 'settings.title', 'the default settings', undefined],
      ['/user-settings', 'settings.title', 'the user settings', undefined],
      ['/contact-now', 'contactNow.title', 'Contact now', undefined],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: es(heading), level: 1 })).toBeVisible({
        timeout: 20_000,
      });
      await check(page, checkA11y, where, shot);
    }
  } finally {
    await page.evaluate(() => window.localStorage.removeItem('language'));
    if (before.language === 'en') await store('en');
  }
});
