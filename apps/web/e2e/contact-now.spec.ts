import type { Page } from '@playwright/test';
import { messages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { DEMO_CENTER_NAME, demoAccount } from '../../server/src/cli/demo-accounts';
import { openPostgres } from '../../server/src/db/client';
import { checkIns, memberships, treatmentCenters } from '../../server/src/db/schema/index';
import { createRealtime } from '../../server/src/infra/realtime/realtime';
import { createContactRequest } from '../../server/src/modules/contact-now/service';
import { expect, test } from './fixtures';
import { capture } from './sign-in';

/**
 * A patient presses "contact now" while a staff member has the queue open: the request appears
 * within 2 seconds without a reload, with an alert, and is marked handled.
 *
 * The request is made by the server's own `createContactRequest` (what the patient API calls),
 * from this test process acting as a second server instance: it shares the PostgreSQL database and
 * the Redis fan-out with the server under test. So this journey runs when the e2e server itself
 * runs on PostgreSQL and Redis:
 *   psql -h 127.0.0.1 -U postgres -c 'DROP DATABASE IF EXISTS portal_e2e_3107' -c 'CREATE DATABASE portal_e2e_3107'
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_e2e_3107 REDIS_URL=redis://127.0.0.1:6379 \
 *     E2E_PORT=3107 npx playwright test -c apps/web/playwright.config.ts apps/web/e2e/contact-now.spec.ts
 */
const { DATABASE_URL, REDIS_URL } = process.env;
test.skip(
  !DATABASE_URL || !REDIS_URL,
  'needs the e2e server on PostgreSQL and Redis (see the comment above)',
);

const shoot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await capture(page, `/tmp/shots/${name}-1280.png`, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await capture(page, `/tmp/shots/${name}-390.png`, true);
  await page.setViewportSize({ width: 1280, height: 800 });
};

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('a contact-now request appears live and is marked handled', async ({ page, checkA11y }) => {
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
    const [patient] = await db
      .insert(memberships)
      .values({
        treatmentCenterId: center.id,
        status: 'active',
        email: `robin.${stamp}@example.com`,
        firstName: 'Robin',
        lastName: `Reyes ${stamp}`,
        phoneNumber: '15550104242',
      })
      .returning();
    if (!patient) throw new Error('no patient');
    const name = `Robin Reyes ${stamp}`;
    // A few check-ins, so the dashboard's trend has something to draw.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: center.timeZone }).format(new Date());
    const day = (n: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    await db.insert(checkIns).values(
      [
        [0, 90],
        [1, 80],
        [3, 40],
        [5, 100],
      ].map(([n, mood]) => ({
        treatmentCenterId: center.id,
        membershipId: patient.id,
        date: day(n as number),
        mood: mood as number,
        presetMessage: 1,
        presetMessageText: 'I am doing well today.',
      })),
    );

    const staff = demoAccount('staff');
    await page.goto('/contact-now');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email').fill(staff.email);
    await page.getByLabel('Password').fill(staff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Contact now', level: 1 })).toBeVisible();
    // The live connection is up (the page says so) before the patient asks.
    await expect(page.getByText('The queue updates live.')).toBeVisible();
    await expect(page.getByRole('listitem', { name })).toHaveCount(0);

    const { request } = await createContactRequest(
      { db, realtime },
      {
        centerId: center.id,
        membershipId: patient.id,
        actor: { subject: 'e2e|patient', role: 'patient', centerId: center.id, ip: null, requestId: null },
      },
    );
    expect(request.patient_name).toBe(name);

    // Within 2 s, without a reload: in the queue, and as an alert for staff receiving calls.
    const item = page.getByRole('listitem', { name });
    await expect(item).toBeVisible({ timeout: 2000 });
    await expect(toast(page, messages.contactRequestNew)).toBeVisible({ timeout: 2000 });
    await expect(item.getByRole('link', { name: '+1 (555) 010-4242' })).toHaveAttribute(
      'href',
      'tel:+15550104242',
    );
    await expect(item.getByText(/Waiting just now/)).toBeVisible();
    await checkA11y();
    await shoot(page, 'contact-now-queue');

    await item.getByRole('button', { name: `Mark handled: ${name}` }).click();
    await expect(toast(page, messages.contactRequestHandled)).toBeVisible();
    await expect(item).toHaveCount(0);
    await page.getByRole('tab', { name: 'Handled' }).click();
    const handled = page
      .getByRole('list', { name: 'Handled requests' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(handled.getByText(`Handled by ${staff.firstName} ${staff.lastName}`)).toBeVisible();
    await checkA11y();
    await shoot(page, 'contact-now-history');

    // The dashboard: nobody waiting now, and the mood trend drawn from the check-ins.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.mouse.move(900, 10);
    await expect(page.getByRole('link', { name: 'Waiting for a call: 0' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Check-ins today: [1-9]/ })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${name}$`) }).first()).toBeVisible();
    // The 7-day line is drawn through the days with check-ins (a curve: cubic segments).
    const line = page.locator('#mood-trend [data-part="line"]');
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('d', /^M[\d.]+,[\d.]+C/);
    await checkA11y();
    await shoot(page, 'dashboard-data');
  } finally {
    await realtime.close();
    await database.close();
  }
});
