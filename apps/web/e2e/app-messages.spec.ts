import { messages } from '@portal/contracts';
import { api } from './api';
import { expect, test } from './fixtures';
import {
  appSignIn,
  expectRowsInsideCard,
  newPatient,
  phoneContext,
  shootApp,
  shootPhone,
} from './patient-app';
import { signIn } from './sign-in';

/**
 * Issue 21, item 6: a conversation between the staff member (portal, 1280 px) and a patient (app,
 * 390 px), live both ways: unread count, the newest message in view, links made safe, an image.
 * Issue 38, items 6–8: the list's rows inside their card, the text box given most of the composer,
 * and another patient's conversation address a plain "not found".
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
  await expectRowsInsideCard(app.locator('main ul.card'));
  await checkA11y(app);
  await shootApp(app, 'messages');
  await shootPhone(app, 'messages');

  await row.click();
  const thread = app.getByRole('region', { name: 'Messages' });
  await expect(thread.getByText(/how was the group today/)).toBeVisible();
  const link = thread.getByRole('link', { name: 'https://example.org/group' });
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  // Read when seen: the badge goes.
  await expect(app.getByRole('navigation', { name: 'Main' }).getByText('unread')).toHaveCount(0);

  // The composer: the text box takes most of the width beside two icon buttons.
  const composer = await app.locator('form.composer').boundingBox();
  const textBox = await app.getByRole('textbox', { name: 'Your message' }).boundingBox();
  expect.soft((textBox?.width ?? 0) / (composer?.width ?? 1), 'share of the text box').toBeGreaterThan(0.6);
  await expect(app.getByLabel('Attach an image')).toBeAttached();

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
  await shootPhone(app, 'conversation');

  // Another patient's conversation: the server hides it (404), the app says "not found" and offers
  // the way back, with nothing to retry or write.
  const other = await newPatient(page, page.request, 'Jordan');
  const { membership: otherMembership } = await api<{ membership: { external_id: string } }>(
    page,
    'GET',
    `/v3/memberships/${other.membershipId}`,
  );
  const { channel: theirs } = await api<{ channel: { id: string } }>(page, 'POST', '/chat/channels', {
    member_id: otherMembership.external_id,
  });
  const refused = app.waitForResponse(
    (r) => r.url().endsWith(`/chat/channels/${theirs.id}`) && r.request().method() === 'GET',
  );
  await app.goto(`/app/messages/${theirs.id}`);
  expect((await refused).status()).toBe(404);
  await expect(app.getByRole('heading', { name: 'Conversation not found', level: 1 })).toBeVisible();
  await expect(app.getByText(messages.appConversationNotFound)).toBeVisible();
  await expect(app.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await expect(app.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await checkA11y(app);
  await shootPhone(app, 'conversation-not-found');
  await app.getByRole('link', { name: /All conversations/ }).click();
  await expect(app.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await phone.close();
});
