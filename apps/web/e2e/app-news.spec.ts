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

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 21, item 8: the center's alumni event (with its image) and an alumni notification reach an
 * alumna's app: the event under "Events and news", the notification in its inbox. Issue 38, items 5
 * and 7: the More and news lists keep their rows inside their cards, and progress says dates in words.
 */
test('events with images and the alumni notifications inbox', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'owner', '/dashboard');
  const stamp = Date.now().toString(36);
  const patient = await newPatient(page, page.request, 'Dana');
  await api(page, 'PUT', `/v3/memberships/${patient.membershipId}/update_status`, { status: 'alumni' });

  const upload = await api<{ url: string; key: string; headers: Record<string, string> }>(
    page,
    'GET',
    `/v3/alumni_events/get_presigned_url?content_type=image/png&size=${PNG.length}`,
  );
  const put = await page.request.put(upload.url, { headers: upload.headers, data: PNG });
  expect(put.ok()).toBe(true);
  const title = `Alumni picnic ${stamp}`;
  const next = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await api(page, 'POST', '/v3/alumni_events', {
    title,
    description: 'Bring a dish to share. Map: https://example.org/park',
    event_date: `${next}T12:30`,
    image_key: upload.key,
  });
  const { user } = await api<{ user: { treatment_center_id: string } }>(page, 'GET', '/v3/me');
  const news = `The alumni group meets on Thursdays now (${stamp}).`;
  await api(page, 'POST', `/v3/treatment_centers/${user.treatment_center_id}/send_alumni_notification`, {
    message: news,
  });

  const phone = await phoneContext(browser, baseURL);
  const app = await phone.newPage();
  await appSignIn(app, patient);
  const tabs = app.getByRole('navigation', { name: 'Main' });
  await tabs.getByRole('link', { name: 'More' }).click();
  await expect(app.getByRole('heading', { name: 'More', level: 1 })).toBeVisible();
  await expectRowsInsideCard(app.locator('main ul.card'));
  await shootPhone(app, 'more');
  await app.getByRole('link', { name: 'Events and news' }).click();
  await expect(app.getByRole('heading', { name: 'Events and news', level: 1 })).toBeVisible();
  const event = app.getByRole('article').filter({ hasText: title });
  await expect(event).toContainText('Bring a dish to share.');
  const image = event.locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(event.getByRole('link', { name: 'https://example.org/park' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  const inbox = app.getByRole('region', { name: 'News from your center' });
  await expect(inbox.getByText(news)).toBeVisible();
  await expectRowsInsideCard(inbox.locator('ul.card'));
  await expect(app.getByRole('main')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await checkA11y(app);
  await shootApp(app, 'news-filled');
  await shootPhone(app, 'news');

  // Progress: the next milestone's date in words ("Next: 1 day on Nov 28."), no YYYY-MM-DD anywhere.
  await tabs.getByRole('link', { name: 'Progress' }).click();
  await expect(app.getByText(/^Next: 1 day on \S+ \d+\.$|^Next: 1 day on \d+ \S+\.$/)).toBeVisible();
  await expect(app.getByRole('main')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
  await shootPhone(app, 'progress');
  await phone.close();
});
