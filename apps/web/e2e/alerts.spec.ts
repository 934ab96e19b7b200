import type { Page } from '@playwright/test';
import { ALERT_EVENTS, messages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { DEMO_CENTER_NAME } from '../../server/src/cli/demo-accounts';
import { openPostgres } from '../../server/src/db/client';
import { checkIns, memberships, treatmentCenters } from '../../server/src/db/schema/index';
import { createRealtime } from '../../server/src/infra/realtime/realtime';
import { evaluateAlertsFor } from '../../server/src/modules/alerts/service';
import { expect, test } from './fixtures';
import { shoot, signIn } from './sign-in';

/**
 * A patient's mood dips while staff have the dashboard open: the risk alert appears live in the
 * dashboard's list and the header badge, is acknowledged there, shows in the patient's profile,
 * and is resolved with a note.
 *
 * The alert is opened by the server's own `evaluateAlertsFor` (what a check-in triggers), from this
 * test process acting as a second server instance sharing PostgreSQL and Redis with the server
 * under test, so this journey runs when the e2e server itself runs on PostgreSQL and Redis:
 *   psql -h 127.0.0.1 -U postgres -c 'DROP DATABASE IF EXISTS portal_e2e_3116' -c 'CREATE DATABASE portal_e2e_3116'
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_e2e_3116 REDIS_URL=redis://127.0.0.1:6379 \
 *     E2E_PORT=3116 npx playwright test -c apps/web/playwright.config.ts apps/web/e2e/alerts.spec.ts
 */
const { DATABASE_URL, REDIS_URL } = process.env;
test.skip(
  !DATABASE_URL || !REDIS_URL,
  'needs the e2e server on PostgreSQL and Redis (see the comment above)',
);

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('an open risk alert shows on the dashboard and the profile, and is acknowledged and resolved', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const database = openPostgres(DATABASE_URL as string, 2);
  const realtime = createRealtime({ REDIS_URL });
  try {
    const db = database.db;
    const [center] = await db
      .select({ id: treatmentCenters.id, timeZone: treatmentCenters.timeZone })
      .from(treatmentCenters)
      .where(eq(treatmentCenters.name, DEMO_CENTER_NAME));
    if (!center) throw new Error('demo center missing');
    const stamp = Date.now().toString().slice(-6);
    const name = `Alex Moreno ${stamp}`;
    const [patient] = await db
      .insert(memberships)
      .values({
        treatmentCenterId: center.id,
        status: 'active',
        email: `alex.${stamp}@example.com`,
        firstName: 'Alex',
        lastName: `Moreno ${stamp}`,
      })
      .returning();
    if (!patient) throw new Error('no patient');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: center.timeZone }).format(new Date());
    const day = (n: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    // Two weeks at 90, then yesterday and today at 30 and 20.
    const history: [number, number][] = [
      ...Array.from({ length: 14 }, (_, i): [number, number] => [i + 3, 90]),
      [1, 30],
      [0, 20],
    ];
    await db.insert(checkIns).values(
      history.map(([n, mood]) => ({
        treatmentCenterId: center.id,
        membershipId: patient.id,
        date: day(n),
        mood,
        presetMessage: 1,
        presetMessageText: 'I am doing well today.',
      })),
    );

    await signIn(page, 'staff', '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const alerts = page.getByRole('region', { name: 'Risk alerts' });
    await expect(alerts.getByText(messages.alertsEmpty)).toBeVisible();
    await expect(page.getByRole('link', { name: '0 open risk alerts' })).toBeVisible();

    // The dip is evaluated (as a check-in would) and pushed: the list and the badge update live.
    const opened = await db.transaction((tx) => evaluateAlertsFor(tx, center.id, patient.id));
    expect(opened).toHaveLength(1);
    const change = opened[0];
    if (!change) throw new Error('no alert');
    realtime.emitToCenter(center.id, ALERT_EVENTS.changed, change, { roles: ['owner', 'staff'] });
    const item = alerts.getByRole('listitem', { name: `Mood dip: ${name}` });
    await expect(item).toBeVisible({ timeout: 5000 });
    await expect(item.getByText(/Two check-ins in a row at 40 or below/)).toBeVisible();
    await expect(page.getByRole('link', { name: '1 open risk alert' })).toBeVisible();
    await checkA11y();
    await shoot(page, 'alerts-dashboard');

    await item.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(toast(page, messages.alertAcknowledged)).toBeVisible();
    await expect(item.getByText('acknowledged', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '0 open risk alerts' })).toBeVisible();

    // The patient's profile lists it too.
    await item.getByRole('button', { name }).click();
    await expect(page).toHaveURL(/\/patients\?patient=/);
    const modal = page.getByRole('dialog');
    await modal.getByRole('tab', { name: 'Alerts' }).click();
    const inProfile = modal.getByRole('listitem', { name: `Mood dip: ${name}` });
    await expect(inProfile).toBeVisible();
    await expect(inProfile.getByText(/acknowledged by/)).toBeVisible();
    await checkA11y();
    await shoot(page, 'alerts-profile');

    // Resolve needs a note.
    await inProfile.getByRole('button', { name: 'Resolve' }).click();
    const resolve = page.getByRole('dialog', { name: /Resolve: Mood dip/ });
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(resolve.getByText(messages.alertNoteRequired)).toBeVisible();
    await resolve.getByLabel('Note').fill('Called Alex; counselor session booked for tomorrow.');
    await checkA11y();
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await expect(toast(page, messages.alertResolved)).toBeVisible();
    await expect(inProfile).toHaveCount(0);
    await modal.locator('label', { hasText: /^Resolved$/ }).click();
    await expect(modal.getByText('Note: Called Alex; counselor session booked for tomorrow.')).toBeVisible();

    // The mood chart of the Reports tab marks the days that triggered it.
    await modal.getByRole('tab', { name: 'Reports' }).click();
    await expect(modal.getByRole('img', { name: /alert days? marked/ })).toBeVisible();
    await shoot(page, 'alerts-chart');
  } finally {
    await realtime.close();
    await database.close();
  }
});

test('an owner adjusts the risk-alert thresholds in the default settings', async ({ page, checkA11y }) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner', '/default-settings');
  const section = page.getByRole('region', { name: 'Risk alerts' });
  const silence = section.getByLabel('Silence (days)');
  await expect(silence).toHaveValue('2');
  // An empty field is refused with the spec's message (out-of-range numbers are clamped on blur).
  await silence.fill('');
  await section.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(section.getByText(messages.alertThresholdInvalid)).toBeVisible();
  await silence.fill('3');
  await section.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(toast(page, messages.alertThresholdsSaved)).toBeVisible();
  await checkA11y();
  await shoot(page, 'alerts-thresholds');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Risk alerts' }).getByLabel('Silence (days)')).toHaveValue(
    '3',
  );
});
