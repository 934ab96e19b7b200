import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { demoAccount } from '../../server/src/cli/demo-accounts';
import { expect, test } from './fixtures';
import { capture } from './sign-in';

/**
 * The embedded issuer's own pages (server-rendered, outside the portal bundle): sign in, register,
 * forgot password, change password. The portal's sign-in journeys start from its own screens;
 * these check the issuer's screens directly: labels, errors, keyboard, axe, 1280 and 390 px.
 */
/** The portal's authorization request (code + PKCE S256), as oidc-client-ts sends it. */
function authorizeUrl(baseURL: string | undefined, uiLocales?: string) {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${baseURL}/auth/callback`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'e2e',
    // The portal and the app send their current language (OIDC ui_locales).
    ...(uiLocales ? { ui_locales: uiLocales } : {}),
  });
  return `/oidc/auth?${params}`;
}

const shoot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await capture(page, `/tmp/shots/identity-${name}-1280.png`, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, `/tmp/shots/identity-${name}-390.png`, true);
  await page.setViewportSize({ width: 1280, height: 800 });
};

test('sign in on the issuer page: wrong password, then the demo owner lands back at the portal', async ({
  page,
  baseURL,
  checkA11y,
}) => {
  await page.goto(authorizeUrl(baseURL));
  await expect(page).toHaveURL(/\/login\?uid=/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await checkA11y();
  await shoot(page, 'login');

  const owner = demoAccount('owner');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not correct.');
  await expect(page.getByLabel('Email')).toHaveValue(owner.email);
  await shoot(page, 'login-error');

  await page.getByLabel('Password').fill(owner.password);
  const callback = page.waitForURL(/\/auth\/callback\?code=/);
  await page.getByLabel('Password').press('Enter');
  await callback;
});

test('the sign-in page in Spanish at 390 px: labels, a wrong password, the forgot page, axe', async ({
  page,
  baseURL,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(authorizeUrl(baseURL, 'es'));
  await expect(page).toHaveURL(/\/login\?uid=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await checkA11y();
  await capture(page, '/tmp/shots/identity-login-es-390.png', true);

  const owner = demoAccount('owner');
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await page.getByLabel('Contraseña').fill('no es la contraseña');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText('El correo electrónico o la contraseña no son correctos.');
  await checkA11y();
  await capture(page, '/tmp/shots/identity-login-error-es-390.png', true);

  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page.getByRole('heading', { name: '¿Olvidó su contraseña?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a iniciar sesión' })).toBeVisible();
  await checkA11y();
});

test('register, forgot and change-password pages are labelled and accessible', async ({
  page,
  baseURL,
  checkA11y,
}) => {
  await page.goto(authorizeUrl(baseURL));
  await page.getByRole('link', { name: 'Register a new center' }).click();
  await expect(page.getByRole('heading', { name: 'Register a new center' })).toBeVisible();
  for (const label of ['Center name', 'First name', 'Last name', 'Email', 'Password']) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Create center' }).click();
  await expect(page.getByText('Center name is required.').first()).toBeVisible();
  await checkA11y();
  await shoot(page, 'register-errors');

  await page.getByRole('link', { name: 'I already have an account' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail');
  await checkA11y();
  await shoot(page, 'forgot-sent');

  await page.goto('/change-password');
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await checkA11y();
  await shoot(page, 'change-password');
});

test('/register opened directly shows the registration form, with the icon (issue 20 item 10)', async ({
  page,
}) => {
  const iconLoads: number[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/favicon')) iconLoads.push(res.status());
  });
  await page.goto('/register');
  await expect(page).toHaveURL(/\/register\?uid=/);
  await expect(page.getByRole('heading', { name: 'Register a new center' })).toBeVisible();
  await shoot(page, 'register-direct');
  const icon = await page.request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(iconLoads.every((status) => status === 200)).toBe(true);
  // The registration form came once: the next sign-in is the sign-in form.
  await page.getByRole('link', { name: 'I already have an account' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
