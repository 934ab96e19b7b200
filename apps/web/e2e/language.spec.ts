import { api } from './api';
import { expect, test } from './fixtures';
import { phoneContext } from './patient-app';
import { capture, signIn } from './sign-in';

/**
 * Issue 36 item 3: a patient chooses Español on the app's welcome screen and reads Spanish at once;
 * a staff member chooses Español in their settings, the portal switches at once, the choice is
 * stored on the account and wins over the browser's English on the next load.
 */
test('a patient switches the app to Español on the welcome screen', async ({
  browser,
  baseURL,
  checkA11y,
}) => {
  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  await app.goto('/app/');
  await expect(app.getByRole('heading', { name: 'Your recovery companion', level: 1 })).toBeVisible();
  const language = app.getByRole('group', { name: 'Language' });
  await expect(language.getByRole('radio', { name: 'English' })).toBeChecked();
  await checkA11y(app);

  await language.getByRole('radio', { name: 'Español' }).check();
  await expect(app.getByRole('heading', { name: 'Su compañero de recuperación', level: 1 })).toBeVisible();
  await expect(app.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(
    app.getByRole('group', { name: 'Idioma' }).getByRole('radio', { name: 'Español' }),
  ).toBeChecked();
  await expect(app.locator('html')).toHaveAttribute('lang', 'es');
  await checkA11y(app);
  await capture(app, '/tmp/shots/lang-setting-welcome-es-390.png', true);

  // Kept on this phone: the next visit opens in Spanish.
  await app.reload();
  await expect(app.getByRole('heading', { name: 'Su compañero de recuperación', level: 1 })).toBeVisible();
  await phone.close();
});

test('a staff member switches the portal to Español in their settings; it is stored', async ({
  page,
  checkA11y,
}) => {
  await signIn(page, 'staff', '/user-settings');
  const language = page.getByRole('radiogroup', { name: 'Language' });
  await expect(language).toBeVisible({ timeout: 20_000 });
  // The settings screen has the header, not the navigation (it opens as a page of its own).
  await expect(page.getByRole('button', { name: 'Invite Patient' })).toBeVisible();

  await language.getByRole('radio', { name: 'Español' }).check();
  // Applied at once: the translated parts (the header, the language field) are Spanish.
  await expect(page.getByRole('button', { name: 'Invitar paciente' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Idioma' })).toBeVisible();
  await expect(page.getByText('Se guardó su idioma.')).toBeVisible();
  const { user } = await api<{ user: { language: string | null } }>(page, 'GET', '/v3/me');
  expect(user.language).toBe('es');
  await checkA11y(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, '/tmp/shots/lang-setting-portal-es-390.png', true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The stored choice wins over the browser's English on the next load.
  await page.evaluate(() => window.localStorage.removeItem('language'));
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Pacientes' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Back to English, so the demo account stays as the other journeys expect it.
  await page.goto('/user-settings');
  await page.getByRole('radiogroup', { name: 'Idioma' }).getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('button', { name: 'Invite Patient' })).toBeVisible();
  await expect
    .poll(async () => (await api<{ user: { language: string | null } }>(page, 'GET', '/v3/me')).user.language)
    .toBe('en');
});
