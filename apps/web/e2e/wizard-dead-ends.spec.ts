import { expect, test } from './fixtures';
import { shoot } from './sign-in';

/**
 * Issue 20 item 11: until the wizard is done every other screen sends back to it, so it offers
 * none: no Edit Center Information, no Settings, no Messages button, no home link. Sign out stays.
 * A center registered here, so the demo wizard account stays for the journey that completes it.
 */
test('the wizard offers only what works in the wizard', async ({ page, checkA11y }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Register a new center' }).click();
  const stamp = Date.now();
  await page.getByLabel('Center name', { exact: true }).fill(`Quiet Harbor ${stamp}`);
  await page.getByLabel('First name', { exact: true }).fill('Wren');
  await page.getByLabel('Last name', { exact: true }).fill('Wilder');
  await page.getByLabel('Email', { exact: true }).fill(`wren.${stamp}@quiet-harbor.test`);
  await page.getByLabel('Password', { exact: true }).fill('Quiet-harbor-2026!');
  await page.getByRole('button', { name: 'Create center' }).click();
  await expect(page).toHaveURL(/\/wizard$/);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(page.getByRole('link', { name: /^Messages/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Recovery Portal home' })).toHaveCount(0);
    await page.getByRole('button', { name: /account menu$/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveText(['Sign out']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  // Nothing on the screen leads away from the wizard.
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  expect(hrefs.filter((h) => h !== '/wizard')).toEqual([]);
  await checkA11y();
  await shoot(page, 'wizard-only');
});
