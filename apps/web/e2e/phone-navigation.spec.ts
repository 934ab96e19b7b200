import type { Page } from '@playwright/test';
import type { DemoRole } from '../../server/src/cli/demo-accounts';
import { expect, test } from './fixtures';
import { capture, shoot, signIn } from './sign-in';

/**
 * Issue 20 item 1: every screen of the side navigation is reachable on a phone in at most two
 * taps, for each role: a footer entry, or "More" and then the entry.
 */

const sideNav = async (page: Page) => {
  const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  return Promise.all(
    (await links.all()).map(async (a) => ({
      label: (await a.textContent()) ?? '',
      href: new URL((await a.getAttribute('href')) ?? '', 'http://x').pathname,
    })),
  );
};

for (const role of ['owner', 'staff', 'expert', 'support'] as DemoRole[]) {
  test(`on a phone the ${role} reaches every side-navigation screen in two taps`, async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, role);
    const screens = await sideNav(page);
    expect(screens.length).toBeGreaterThan(0);

    await page.setViewportSize({ width: 390, height: 844 });
    const footer = page.getByRole('navigation', { name: 'Mobile navigation' });
    for (const screen of screens) {
      await page.goto(role === 'owner' || role === 'staff' ? '/dashboard' : '/chats');
      await expect(footer).toBeVisible();
      const direct = footer.getByRole('link', { name: screen.label, exact: true });
      if ((await direct.count()) > 0) {
        await direct.click();
      } else {
        await footer.getByRole('button', { name: /^More/ }).click();
        await page.getByRole('menuitem', { name: screen.label, exact: true }).click();
      }
      await expect(page).toHaveURL(new RegExp(`${screen.href}$`));
    }
    if (role === 'owner') {
      await footer.getByRole('button', { name: /^More/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Staff Members' })).toBeVisible();
      await capture(page, '/tmp/shots/phone-more-menu-390.png');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      // (Mantine's open menu holds a focus-trap sentinel axe reads as a menu child: checked closed.)
      await checkA11y();
      await shoot(page, 'phone-nav-notifications');
    }
  });
}
