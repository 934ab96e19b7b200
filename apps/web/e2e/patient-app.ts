import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { api } from './api';
import { expect } from './fixtures';
import { capture } from './sign-in';

/** Helpers of the patient app's journeys (apps/patient under /app/), phones first: 390 × 844. */
export const PHONE = { width: 390, height: 844 };
export const PATIENT_PASSWORD = 'a-long-patient-password';

export interface PatientAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  membershipId: string;
}

/** The invitation link of the latest e-mail to `email`, from the dev mailbox. */
export async function invitationToken(request: APIRequestContext, email: string): Promise<string> {
  const page = await request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const token = /accept-invitation#token=([\w-]+)/.exec(await page.text())?.[1];
  if (!token) throw new Error(`no invitation in the mailbox for ${email}`);
  return token;
}

/** Invites a patient from the staff member's signed-in page and returns the membership id. */
export async function invite(staff: Page, email: string, fullName: string): Promise<string> {
  const res = await api<{ membership: { id: string } }>(staff, 'POST', '/v3/memberships', {
    email,
    full_name: fullName,
    type: 'invite',
    reservation_type: 'single',
    switch_value: 'individual',
  });
  return res.membership.id;
}

/** A patient with an account: invited by the staff page, accepted through the patient API. */
export async function newPatient(
  staff: Page,
  request: APIRequestContext,
  name: string,
): Promise<PatientAccount> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const email = `${name.toLowerCase()}.${stamp}@example.com`;
  const lastName = `Tester ${stamp}`;
  const membershipId = await invite(staff, email, `${name} ${lastName}`);
  const token = await invitationToken(request, email);
  const res = await request.post('/patient/invitations/accept', {
    data: { token, first_name: name, last_name: lastName, password: PATIENT_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password: PATIENT_PASSWORD, firstName: name, lastName, membershipId };
}

/** A fresh phone-sized browser context for a patient. */
export async function phoneContext(browser: Browser | null, baseURL: string | undefined) {
  if (!browser) throw new Error('no browser');
  return browser.newContext({ viewport: PHONE, ...(baseURL ? { baseURL } : {}) });
}

/** Signs in to the app as a person does: the app's button, the issuer's page, back in the app. */
export async function appSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/app/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await issuerLogin(page, account);
}

/**
 * Signs in on the issuer's page and lands on Today. A new patient meets the consent screen first
 * (issue 37's app gate): signed here with the name on record, unless `consent: false` (the journeys
 * of the gate itself).
 */
export async function issuerLogin(
  page: Page,
  account: { email: string; password: string },
  { consent = true }: { consent?: boolean } = {},
) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!consent) return;
  await passConsentScreen(page);
  await expect(page).toHaveURL(/\/app\/home$/);
}

/**
 * Past the app's consent screen, if it shows: the app-use consent signed with the name the screen
 * gives as the one on record ("…as your center has them: <name>"); then Today.
 */
export async function passConsentScreen(page: Page) {
  const today = page.getByRole('heading', { name: 'Today', level: 1 });
  const gate = page.getByRole('heading', { name: 'Before you start', level: 1 });
  await expect(today.or(gate)).toBeVisible({ timeout: 20_000 });
  if (await gate.isVisible()) {
    const hint = (await page.locator('#consent-name-hint').textContent({ timeout: 10_000 })) ?? '';
    await page.getByLabel('Type your full name to sign').fill(hint.split(': ').pop()?.trim() ?? '');
    await page.getByRole('checkbox', { name: 'I have read this consent and I agree to it.' }).check();
    await page.getByRole('button', { name: 'I agree and sign' }).click();
  }
  await expect(today).toBeVisible({ timeout: 20_000 });
}

/** Screenshots at 390 px (the phone) and 1280 px, into /tmp/shots. */
export async function shootApp(page: Page, name: string) {
  const size = page.viewportSize() ?? PHONE;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await capture(page, `/tmp/shots/app-${name}-${width}.png`, true);
  }
  await page.setViewportSize(size);
}

/**
 * Issue 38, item 7: what the rows of a list drawn as a card show (their text, icons, avatars, badges)
 * stays at least `gap` px inside the card's border on both sides. Soft: every list of a journey is
 * checked and reported.
 */
export async function expectRowsInsideCard(card: Locator, gap = 12) {
  const inside = await card.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const rects: DOMRect[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      // Text for screen readers only is not drawn (a clipped 1 px box).
      if (!n.textContent?.trim() || n.parentElement?.closest('.sr-only')) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      // A line cut short with an ellipsis is laid out whole: what shows is what its box clips.
      let clip = { left: -Infinity, right: Infinity };
      for (let up = n.parentElement; up && up !== el; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const b = up.getBoundingClientRect();
        clip = { left: Math.max(clip.left, b.left), right: Math.min(clip.right, b.right) };
      }
      for (const r of range.getClientRects())
        rects.push(
          new DOMRect(
            Math.max(r.left, clip.left),
            r.top,
            Math.min(r.right, clip.right) - Math.max(r.left, clip.left),
            r.height,
          ),
        );
    }
    for (const drawn of el.querySelectorAll('svg, img, .avatar, .badge'))
      rects.push(drawn.getBoundingClientRect());
    const shown = rects.filter((r) => r.width > 0 && r.height > 0);
    return {
      shown: shown.length,
      left: Math.min(...shown.map((r) => r.left - box.left)),
      right: Math.min(...shown.map((r) => box.right - r.right)),
    };
  });
  const name = await card.evaluate((el) => el.closest('section')?.id || el.className);
  expect.soft(inside.shown, `${name}: rows shown`).toBeGreaterThan(0);
  expect.soft(inside.left, `${name}: room at the card's left border`).toBeGreaterThanOrEqual(gap);
  expect.soft(inside.right, `${name}: room at the card's right border`).toBeGreaterThanOrEqual(gap);
}

/** A look at 390 px after issue 38's changes, the whole page, as /tmp/shots/patient-<name>.png. */
export async function shootPhone(page: Page, name: string) {
  await page.setViewportSize(PHONE);
  await capture(page, `/tmp/shots/patient-${name}.png`, true);
}

/** A call to the patient API with the app's own token (the app page must be signed in): what the app would send. */
export const patientApi = (app: Page, method: string, url: string, body?: unknown) =>
  app.evaluate(
    async ({ method, url, body }) => {
      const token = window.localStorage.getItem('patient-app-token');
      const res = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        cache: 'no-store',
      });
      return { status: res.status, body: await res.json() };
    },
    { method, url, body },
  );
