import { messages } from '@portal/contracts';
import { DEMO_ACCOUNTS, demoAccount } from '../../server/src/cli/demo-accounts';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

const mainNav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

/** Spec §2 and §6: where each role lands and exactly which navigation it gets. */
const expectedNav: Record<string, string[]> = {
  owner: [
    'Dashboard',
    'Patients',
    'Messages',
    'Tasks',
    'Alumni Events',
    'Reserved M.',
    'Outcomes',
    'Staff Members',
    'Notifications',
  ],
  staff: ['Dashboard', 'Patients', 'Messages', 'Tasks', 'Alumni Events', 'Reserved M.', 'Outcomes'],
  expert: ['Messages'],
  support: ['Messages'],
};

for (const account of DEMO_ACCOUNTS.filter((a) => a.role !== 'wizard')) {
  test(`the ${account.role} signs in, lands on ${account.landing} and sees exactly their navigation`, async ({
    page,
    checkA11y,
  }) => {
    await signIn(page, account.role);
    await expect(page).toHaveURL(new RegExp(`${account.landing}$`));
    await expect(mainNav(page).getByRole('link')).toHaveText(expectedNav[account.role] ?? []);
    const staffTools = account.role === 'owner' || account.role === 'staff';
    await expect(page.getByRole('button', { name: 'Search patients' })).toHaveCount(staffTools ? 1 : 0);
    await expect(page.getByRole('button', { name: 'Invite Patient' })).toHaveCount(staffTools ? 1 : 0);
    await checkA11y();
    await shoot(page, `shell-${account.role}`);

    // An unknown path, and a path of another access state, land on the default.
    await page.goto('/no-such-screen');
    await expect(page).toHaveURL(new RegExp(`${account.landing}$`));
    await page.goto('/wizard');
    await expect(page).toHaveURL(new RegExp(`${account.landing}$`));
  });
}

test('the wizard owner only reaches the wizard', async ({ page }) => {
  await signIn(page, 'wizard');
  await expect(page).toHaveURL(/\/wizard$/);
  await page.goto('/patients');
  await expect(page).toHaveURL(/\/wizard$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('the user menu greets by name and signing out returns to the origin and stays signed out', async ({
  page,
  baseURL,
}) => {
  const owner = demoAccount('owner');
  await signIn(page, 'owner');
  await page.getByRole('button', { name: `Hi ${owner.firstName} ${owner.lastName}: account menu` }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit Center Information' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('user-token'))).toBeNull();
  // A reload (or a new visit to the portal) does not sign anyone back in.
  await page.goto(`${baseURL}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('the mobile layout shows the footer navigation under 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'staff');
  const footer = page.getByRole('navigation', { name: 'Mobile navigation' });
  await expect(footer.getByRole('link')).toHaveText(['Dashboard', 'Patients', 'Messages', 'Alumni Events']);
  // The screens the footer has no room for (and Settings) are under "More" (issue 20).
  await footer.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Tasks', 'Reserved M.', 'Outcomes', 'Settings']);
  await page.keyboard.press('Escape');
  await expect(mainNav(page)).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(footer).toBeHidden();
  await expect(mainNav(page)).toBeVisible();
});

test('a new owner registers a center and lands in the wizard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Register a new center' }).click();
  const stamp = Date.now();
  await page.getByLabel('Center name', { exact: true }).fill(`Harbor Light ${stamp}`);
  await page.getByLabel('First name', { exact: true }).fill('Nora');
  await page.getByLabel('Last name', { exact: true }).fill('Newton');
  await page.getByLabel('Email', { exact: true }).fill(`nora.${stamp}@harbor.test`);
  await page.getByLabel('Password', { exact: true }).fill('Harbor-light-2026!');
  await page.getByRole('button', { name: 'Create center' }).click();
  await expect(page).toHaveURL(/\/wizard$/);
});

test('an unknown page tells the user they are lost and links home', async ({ page, checkA11y }) => {
  await page.goto('/notfound');
  await expect(page.getByRole('heading', { name: messages.notFoundTitle })).toBeVisible();
  await expect(page.getByText(messages.notFoundBody)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/');
  await checkA11y();
});

test('the portal is served with the right caching', async ({ request }) => {
  const index = await request.get('/patients');
  expect(index.status()).toBe(200);
  // no-store: a signed-out Back must not restore the page from the back-forward cache (issue 19).
  expect(index.headers()['cache-control']).toBe('no-store');
  const asset = (await index.text()).match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset ?? '');
  expect(js.headers()['cache-control']).toContain('immutable');
});
