import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expect, test } from './fixtures';
import { capture, shoot, signIn } from './sign-in';

/**
 * Issue 20 item 15: a list whose load fails says so where the list would be and offers Retry, which
 * loads it once the server answers again; the error toast stays clear of the header's controls.
 */

// The service worker's fetches would pass by page.route: the failures are staged without it.
test.use({ serviceWorkers: 'block' });

const LISTS = [
  { screen: '/patients', api: /\/v3\/memberships(\?|$)/, what: 'The patients' },
  { screen: '/tasks', api: /\/v3\/tcenter_daily_tasks(\?|$)/, what: 'The tasks' },
  { screen: '/alumni-event', api: /\/v3\/alumni_events(\?|$)/, what: 'Upcoming events' },
  { screen: '/reservations', api: /\/v3\/reserved_memberships(\?|$)/, what: 'The reservations' },
  { screen: '/notifications', api: /\/v3\/alumni_notifications(\?|$)/, what: 'The notifications' },
  { screen: '/members', api: /\/v3\/treatment_centers\/[^/]+$/, what: 'The staff members' },
  { screen: '/chats', api: /\/chat\/channels(\?|$)/, what: 'The conversations' },
  { screen: '/dashboard', api: /\/v3\/home\/stats(\?|$)/, what: 'Part of the dashboard' },
  { screen: '/dashboard', api: /\/v3\/alerts\?.*status=unresolved/, what: 'The alerts' },
];

/** Every GET matching `api` fails with 500 until the returned function is called. */
async function failing(page: Page, api: RegExp) {
  const handler = (route: import('@playwright/test').Route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: messages.requestFailed }),
        })
      : route.fallback();
  const matches = (url: URL) => api.test(url.pathname + url.search);
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

test('every list that fails to load says so with a Retry button that loads it', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'owner');
  for (const list of LISTS) {
    const heal = await failing(page, list.api);
    await page.goto(list.screen);
    const alert = page.getByRole('alert').filter({ hasText: `${list.what} could not be loaded.` });
    await expect(alert, list.screen).toBeVisible();
    await expect(alert).toContainText(messages.requestFailed);
    if (list.screen === '/patients' || list.what === 'The alerts') {
      await checkA11y();
      await shoot(page, `load-error-${list.screen.slice(1)}`);
    }
    await heal();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(alert, `${list.screen} after Retry`).toBeHidden();
  }
});

test('an error toast leaves Invite Patient, the alerts and the account menu free at 1280 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'owner');
  const heal = await failing(page, /\/v3\/memberships(\?|$)/);
  await page.goto('/patients');
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: messages.requestFailed });
  await expect(toast.first()).toBeVisible();
  const box = await toast.first().boundingBox();
  for (const control of [
    page.getByRole('button', { name: 'Invite Patient' }),
    page.getByRole('button', { name: /account menu$/ }),
    page.getByRole('banner').getByRole('button').last(),
  ]) {
    const c = await control.boundingBox();
    expect(box && c).toBeTruthy();
    if (!box || !c) continue;
    const overlap =
      box.x < c.x + c.width && c.x < box.x + box.width && box.y < c.y + c.height && c.y < box.y + box.height;
    expect(overlap, 'the toast covers a header control').toBe(false);
  }
  await capture(page, '/tmp/shots/toast-below-header-1280.png');
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, '/tmp/shots/toast-below-header-390.png');
  await heal();
});
