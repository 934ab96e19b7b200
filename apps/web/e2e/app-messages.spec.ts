import { messages } from '@portal/contracts';
import { api } from './api';
import { expect, test } from './fixtures';
import { appSignIn, newPatient, phoneContext, shootApp } from './patient-app';
import { signIn } from './sign-in';

/**
 * Issue 21, item 6: a conversation between the staff member (portal, 1280 px) and a patient (app,
 * 390 px), live both ways: unread count, the newest message in view, links made safe, an image.
 */
test('chat both ways between the portal and the app', async ({ page, browser, baseURL, checkA11y }) => {
  test.setTimeout(240_000);
  await signIn(page, 'staff', '/dashboard');
  const patient = await newPatient(page, page.request, 'Casey');
  const { membership } = await api<{ membership: { external_id: string } }>(
    page,
    'GET',
    `/v3/memberships/${patient.membershipId}`,
  );
  const { channel } = await api<{ channel: { id: string } }>(page, 'POST', '/chat/channels', {
    member_id: membership.external_id,
  });

  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  await appSignIn(app, patient);
  await app.getByRole('link', { name: /^Messages/ }).click();
  await expect(app.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

  // The staff member writes in the portal: the app's list shows it unread, live.
  await page.goto(`/chats/${channel.id}`);
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Hello Casey, how was the group today? Notes: https://example.org/group');
  await box.press('Enter');
  await expect(app.getByRole('link', { name: /Messages.*1 unread/ })).toBeVisible({ timeout: 15_000 });
  // The staff demo member (renamed to Samuel by the user-settings journey when run before this one).
  const row = app.getByRole('link', { name: /Sam(uel)? Stone/ });
  await expect(row).toContainText('1 unread');
  await checkA11y(app);
  await shootApp(app, 'messages');

  await row.click();
  const thread = app.getByRole('region', { name: 'Messages' });
  await expect(thread.getByText(/how was the group today/)).toBeVisible();
  const link = thread.getByRole('link', { name: 'https://example.org/group' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  // Read when seen: the badge goes.
  await expect(app.getByRole('navigation', { name: 'Main' }).getByText('unread')).toHaveCount(0);

  // The patient answers; the portal shows it without a reload.
  await app.getByLabel('Your message').fill('It went well, thank you.');
  await app.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log').getByText('It went well, thank you.')).toBeVisible({ timeout: 15_000 });

  // A text file named .png is refused before anything is uploaded, with the portal's sentence.
  await app.setInputFiles('#message-image', {
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image at all'),
  });
  await expect(app.getByRole('alert')).toHaveText(messages.imageContentMismatch);

  // And an image, as the portal allows.
  await app.setInputFiles('#message-image', {
    name: 'walk.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await app.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('img', { name: 'walk.png' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('log').getByRole('img', { name: 'walk.png' })).toBeVisible({ timeout: 15_000 });

  // A new message from the portal while the conversation is open: in view at once.
  await box.fill('Lovely picture!');
  await box.press('Enter');
  await expect(thread.getByText('Lovely picture!')).toBeInViewport({ timeout: 15_000 });
  await checkA11y(app);
  await shootApp(app, 'conversation');
  await phone.close();
});
