import { api } from './api';
import { expect, test } from './fixtures';
import { appSignIn, newPatient, phoneContext, shootApp } from './patient-app';
import { signIn } from './sign-in';

/**
 * Issue 21, items 4 and 10: today's tasks as a checklist in the app, done and undone; one marked
 * online and one offline (waiting, then sent once when back online); the portal's completion follows.
 */
test('tasks: done in the app, offline too, and the portal counts them', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'staff', '/dashboard');
  const stamp = Date.now().toString(36);
  const walk = `Walk 20 minutes ${stamp}`;
  const call = `Call your sponsor ${stamp}`;
  const created: { tcenter_daily_task: { id: string } }[] = [];
  for (const title of [walk, call]) {
    created.push(
      await api(page, 'POST', '/v3/tcenter_daily_tasks', { title, description: 'Any time today.' }),
    );
  }
  const patient = await newPatient(page, page.request, 'Sky');

  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  await appSignIn(app, patient);
  await app.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  await app.getByRole('link', { name: 'All tasks' }).click();
  await expect(app.getByRole('heading', { name: "Today's tasks", level: 1 })).toBeVisible();
  const walkBox = app.getByRole('checkbox', { name: walk });
  const callBox = app.getByRole('checkbox', { name: call });
  await expect(walkBox).not.toBeChecked();
  await walkBox.check();
  await expect(walkBox).toBeChecked();
  // Taken back (DELETE …/done) and done again: the box follows each tap and the server agrees.
  await walkBox.uncheck();
  await expect(walkBox).not.toBeChecked();
  await expect(walkBox).toBeEnabled();
  await walkBox.check();
  await expect(walkBox).toBeChecked();
  await checkA11y(app);

  // Offline: the second waits on the phone, then goes once the connection is back.
  await phone.setOffline(true);
  await callBox.check();
  await expect(callBox).toBeChecked();
  // Unticked and ticked again offline: the outbox keeps the last state only (one change waits).
  await callBox.uncheck();
  await expect(callBox).not.toBeChecked();
  await callBox.check();
  await expect(callBox).toBeChecked();
  await expect(app.getByText('Waiting to send when you are back online.')).toBeVisible();
  await expect(app.getByText('Waiting to send 1 change when you are back online.')).toBeVisible();
  await shootApp(app, 'tasks-waiting');
  await phone.setOffline(false);
  await expect(app.getByText(/Waiting to send/)).toHaveCount(0, { timeout: 20_000 });
  await app.reload();
  await expect(app.getByRole('checkbox', { name: call })).toBeChecked();
  await expect(app.getByRole('checkbox', { name: walk })).toBeChecked();

  // The portal's completion figures count both.
  const tasks = await api<{ tcenter_daily_tasks: { id: string; completion_rate_7d: number | null }[] }>(
    page,
    'GET',
    '/v3/tcenter_daily_tasks',
  );
  for (const { tcenter_daily_task: task } of created) {
    expect(tasks.tcenter_daily_tasks.find((t) => t.id === task.id)?.completion_rate_7d).toBeGreaterThan(0);
  }
  await page.goto('/tasks');
  await expect(page.getByRole('listitem', { name: walk })).not.toContainText(/No completions|\b0% done/);
  await phone.close();
});
