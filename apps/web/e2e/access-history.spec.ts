import { readFile } from 'node:fs/promises';
import { api } from './api';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * Issue 12: the owner sees who opened a patient's records and exports it; staff do not see it.
 */
test('the owner sees who opened a patient and exports the access history as CSV', async ({
  browser,
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Staff create a patient of their own and open the profile, as a person does.
  await signIn(page, 'staff');
  const last = `Viewed${Date.now().toString(36)}`;
  const { membership } = await api<{ membership: { id: string } }>(page, 'POST', '/v3/memberships', {
    email: `${last.toLowerCase()}@example.org`,
    full_name: `Ava ${last}`,
  });
  await api(page, 'PUT', `/v3/memberships/${membership.id}`, { first_name: 'Ava', last_name: last });
  await page.goto('/patients');
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(last);
  await page.getByRole('button', { name: `Ava ${last}` }).click();
  const staffView = page.getByRole('dialog', { name: new RegExp(`Ava ${last}`) });
  await expect(staffView.getByRole('tab', { name: 'Notes' })).toBeVisible();
  await staffView.getByRole('tab', { name: 'Notes' }).click();
  await expect(staffView.getByRole('tab', { name: 'Access history' })).toHaveCount(0);

  // The owner, in a browser of their own, opens the same patient's access history.
  const ownerContext = await browser.newContext({ acceptDownloads: true });
  const owner = await ownerContext.newPage();
  await owner.setViewportSize({ width: 1280, height: 800 });
  await signIn(owner, 'owner', `/patients?patient=${membership.id}`);
  const dialog = owner.getByRole('dialog', { name: new RegExp(`Ava ${last}`) });
  await dialog.getByRole('tab', { name: 'Access history' }).click();
  const table = dialog.getByRole('table', { name: 'Access history' });
  await expect(table).toBeVisible();
  const staffRead = table.getByRole('row').filter({ hasText: 'Sam Stone' });
  await expect(staffRead.filter({ hasText: 'Opened the profile' }).first()).toBeVisible();
  await expect(staffRead.filter({ hasText: 'Read the notes' })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: 'Olivia Owens' }).first()).toBeVisible();
  await checkA11y(owner);
  await shoot(owner, 'access-history');

  const download = owner.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^access-history-${membership.id.slice(0, 8)}-`));
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Time (UTC),Name,E-mail,Role,Action,Outcome,IP address');
  expect(csv).toContain('Sam Stone,staff@demo.test,staff,note.list,success');
  expect(csv).toContain('access_history.export');
  await expect(
    owner.locator('.mantine-Notification-root').filter({ hasText: 'Access history exported' }),
  ).toBeVisible();
  await ownerContext.close();
});
