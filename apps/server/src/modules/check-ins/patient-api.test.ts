import { messages, routes } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAppUse } from '../../../test/helpers/consents';
import { createCenter, createUser, type SeededCenter } from '../../../test/helpers/fixtures';
import { createPatient } from '../../../test/helpers/patients';
import { createTestServer, signToken, type TestServer } from '../../../test/helpers/server';
import { centerDay } from '../../db/center-day';
import {
  auditEvents,
  checkIns,
  contactRequests,
  invitationTokens,
  mailOutbox,
  memberships,
  reservedMemberships,
  taskCompletions,
  users,
} from '../../db/schema/index';
import { metadataFor } from '../../identity/metadata';
import { verifyPassword } from '../../identity/passwords';
import { ADDRESS_LIMITS } from '../../identity/throttle';
import { latestCodeFor } from '../../infra/sms/dev-outbox';

/**
 * The patient API end to end (decisions.md §1): a patient from the invitation e-mail to an active
 * membership and a check-in the staff's daily report shows; a reservation claimed by phone; the
 * replacement rule; bad input changing nothing; a patient token kept out of every staff route and
 * away from other patients' data.
 */
describe('patient API', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  const PASSWORD = 'a-long-patient-password';

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  type Headers = Record<string, string>;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const tokenIn = (text: string) => text.match(/#token=([\w-]+)/)?.[1] ?? '';
  const rowsCount = async (table: typeof users | typeof checkIns | typeof memberships) =>
    Number((await db().select({ n: count() }).from(table))[0]?.n ?? 0);

  async function invite(center: SeededCenter, email: string) {
    const res = await call('POST', '/v3/memberships', center.staff.auth, {
      email,
      full_name: 'Jamie Doe',
      type: 'invite',
      reservation_type: 'single',
      switch_value: 'individual',
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    return { membershipId: res.json().membership.id as string, token: tokenIn(mail?.text ?? '') };
  }

  async function patientAuth(email: string): Promise<Headers> {
    const [row] = await db().select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    const token = await signToken(server, { sub: row.subject, metadata: { ...metadataFor(row) } });
    return { authorization: `Bearer ${token}` };
  }

  /** An active patient of a center with an account (for tests that start after sign-up). */
  async function activePatient(center: SeededCenter) {
    const user = await createUser(server, { treatmentCenterId: center.center.id, isPatient: true });
    const membership = await createPatient(server, center.center.id, {
      userId: user.row.id,
      externalId: user.row.subject.replace('|', '_'),
      email: user.row.email,
    });
    return { user, membership, auth: user.auth };
  }

  describe('accepting an e-mail invitation', () => {
    it('walks from the e-mail to an active membership and a check-in in the daily report', async () => {
      const email = 'walk@example.test';
      const { membershipId, token } = await invite(a, email);
      expect(token).not.toBe('');

      const res = await call(
        'POST',
        routes.acceptInvitation.path,
        {},
        {
          token,
          first_name: 'Jamie',
          last_name: 'Walker',
          password: PASSWORD,
        },
      );
      expect(res.statusCode).toBe(201);
      const today = (await centerDay(db(), a.center.id, new Date()))?.today;
      expect(res.json().membership).toMatchObject({
        id: membershipId,
        status: 'active',
        first_day: today,
        today,
        first_name: 'Jamie',
        treatment_center_name: 'Harbor House',
      });

      const [user] = await db().select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject({ isPatient: true, treatmentCenterId: a.center.id, isOwner: false });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user?.passwordHash ?? null, PASSWORD)).toBe(true);
      const [m] = await db().select().from(memberships).where(eq(memberships.id, membershipId));
      expect(m).toMatchObject({ status: 'active', userId: user?.id, firstDay: today });
      expect(m?.externalId).toBe(user?.subject.replace('|', '_'));
      const [used] = await db()
        .select()
        .from(invitationTokens)
        .where(eq(invitationTokens.membershipId, membershipId));
      expect(used?.consumedAt).not.toBeNull();
      const accepted = await db()
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'invitation.accept'), eq(auditEvents.resourceId, membershipId)));
      expect(accepted).toHaveLength(1);
      expect(accepted[0]).toMatchObject({
        actorRole: 'patient',
        outcome: 'success',
        treatmentCenterId: a.center.id,
      });

      // The patient signs in (a token of the issuer) and checks in.
      const auth = await patientAuth(email);
      const me = await call('GET', routes.patientMe.path, auth);
      expect(me.json().membership.id).toBe(membershipId);
      // The app gate: nothing but the consent screen until the app-use consent is signed.
      const gated = await call('POST', routes.patientCheckIn.path, auth, { mood: 80, preset_message: 2 });
      expect(gated.statusCode).toBe(403);
      if (m) await signAppUse(server, m);
      const checkIn = await call('POST', routes.patientCheckIn.path, auth, {
        mood: 80,
        preset_message: 2,
        text: 'A calm day',
      });
      expect(checkIn.statusCode).toBe(201);
      expect(checkIn.json()).toMatchObject({ replaced: false, check_in: { date: today, mood: 80 } });

      const report = await call(
        'GET',
        `/v3/memberships/${membershipId}/my_daily_report?date=${today}`,
        a.staff.auth,
      );
      expect(report.statusCode).toBe(200);
      expect(report.json().check_in).toMatchObject({ mood: 80, preset_message: 2 });

      // The link worked once: a second use is refused and changes nothing.
      const before = await rowsCount(users);
      const again = await call(
        'POST',
        routes.acceptInvitation.path,
        {},
        {
          token,
          first_name: 'Mallory',
          last_name: 'Again',
          password: PASSWORD,
        },
      );
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({
        message: messages.invitationLinkInvalid,
        errors: [{ field: 'token', message: messages.invitationLinkInvalid }],
      });
      expect(await rowsCount(users)).toBe(before);
      const [still] = await db().select().from(memberships).where(eq(memberships.id, membershipId));
      expect(still?.firstName).toBe('Jamie');
    });

    it('refuses an expired link and bad input, changing nothing', async () => {
      const { membershipId, token } = await invite(a, 'expired@example.test');
      const before = await rowsCount(users);

      const bad = await call(
        'POST',
        routes.acceptInvitation.path,
        {},
        {
          token,
          first_name: ' ',
          last_name: 'X',
          password: 'short',
        },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'first_name', message: messages.firstNameRequired },
          { field: 'password', message: messages.passwordTooShort },
        ]),
      );

      await db()
        .update(invitationTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(invitationTokens.membershipId, membershipId));
      const expired = await call(
        'POST',
        routes.acceptInvitation.path,
        {},
        {
          token,
          first_name: 'Eve',
          last_name: 'Late',
          password: PASSWORD,
        },
      );
      expect(expired.statusCode).toBe(410);
      const unknown = await call(
        'POST',
        routes.acceptInvitation.path,
        {},
        {
          token: 'x'.repeat(43),
          first_name: 'Eve',
          last_name: 'Late',
          password: PASSWORD,
        },
      );
      expect(unknown.statusCode).toBe(410);
      expect(await rowsCount(users)).toBe(before);
      const [m] = await db().select().from(memberships).where(eq(memberships.id, membershipId));
      expect(m).toMatchObject({ status: 'invited', userId: null, firstDay: null });
    });

    it('serves the page the e-mail links to, and accepts through its form', async () => {
      const page = await call('GET', '/accept-invitation');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<label for="f-password">Password</label>');
      expect(page.body).toContain('/accept-invitation/accept.js');
      const script = await call('GET', '/accept-invitation/accept.js');
      expect(script.statusCode).toBe(200);
      expect(script.body).toContain('location.hash');

      const { membershipId, token } = await invite(a, 'form@example.test');
      const form = (fields: Record<string, string>) =>
        server.app.inject({
          method: 'POST',
          url: '/accept-invitation',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      const short = await form({ token, first_name: 'Fay', last_name: 'Form', password: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.body).toContain(messages.passwordTooShort);
      const ok = await form({ token, first_name: 'Fay', last_name: 'Form', password: PASSWORD });
      expect(ok.statusCode).toBe(201);
      expect(ok.body).toContain('Your account is ready');
      const [m] = await db().select().from(memberships).where(eq(memberships.id, membershipId));
      expect(m?.status).toBe('active');
      const again = await form({ token, first_name: 'Fay', last_name: 'Form', password: PASSWORD });
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain(messages.invitationLinkInvalid);
    });
  });

  describe('claiming a reserved membership by phone', () => {
    /** The code the server texts to a reserved phone (the embedded SMS outbox is the phone). */
    const codeFor = async (phone: string) => {
      const res = await call('POST', routes.requestPhoneCode.path, {}, { phone_number: phone });
      expect(res.statusCode).toBe(202);
      return (await latestCodeFor(db(), phone.replace(/\D/g, ''))) ?? '000000';
    };
    it('completes the reservation in the staff list and starts an active membership', async () => {
      const reserved = await call('POST', '/v3/reserved_memberships', a.staff.auth, {
        phone_number: '+1 (555) 010-7777',
      });
      expect(reserved.statusCode).toBe(201);

      const before = await rowsCount(memberships);
      const unknown = await call(
        'POST',
        routes.claimReservation.path,
        {},
        {
          phone_number: '+1 (555) 010-0000',
          code: await codeFor('+1 (555) 010-0000'),
          email: 'nobody@example.test',
          first_name: 'No',
          last_name: 'Body',
          password: PASSWORD,
        },
      );
      // No code was texted to a phone nobody reserved: the answer does not say whether it is.
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json()).toEqual({
        message: messages.phoneCodeInvalid,
        errors: [{ field: 'code', message: messages.phoneCodeInvalid }],
      });

      const res = await call(
        'POST',
        routes.claimReservation.path,
        {},
        {
          phone_number: '(555) 010-7777',
          code: await codeFor('15550107777'),
          email: 'Claimer@Example.test',
          first_name: 'Cleo',
          last_name: 'Claimer',
          password: PASSWORD,
        },
      );
      expect(res.statusCode).toBe(201);
      const { membership } = res.json();
      expect(membership).toMatchObject({ status: 'active', email: 'claimer@example.test' });
      expect(await rowsCount(memberships)).toBe(before + 1);

      const list = await call('GET', '/v3/reserved_memberships?state=completed', a.staff.auth);
      const row = list
        .json()
        .reserved_memberships.find((r: { phone_number: string }) => r.phone_number === '15550107777');
      expect(row).toMatchObject({ state: 'completed' });
      const [stored] = await db()
        .select()
        .from(reservedMemberships)
        .where(eq(reservedMemberships.phoneNumber, '15550107777'));
      expect(stored?.membershipId).toBe(membership.id);
      expect(stored?.completedAt).not.toBeNull();

      const usersBefore = await rowsCount(users);
      const again = await call(
        'POST',
        routes.claimReservation.path,
        {},
        {
          phone_number: '15550107777',
          code: await codeFor('15550107777'),
          email: 'second@example.test',
          first_name: 'Sec',
          last_name: 'Ond',
          password: PASSWORD,
        },
      );
      expect(again.statusCode).toBe(422);
      expect(await rowsCount(users)).toBe(usersBefore);

      const auth = await patientAuth('claimer@example.test');
      const me = await call('GET', routes.patientMe.path, auth);
      expect(me.json().membership.id).toBe(membership.id);
    });

    it('validates the sign-up and changes nothing', async () => {
      await call('POST', '/v3/reserved_memberships', b.staff.auth, {
        phone_number: '15550108888',
      });
      const before = await rowsCount(users);
      const res = await call(
        'POST',
        routes.claimReservation.path,
        {},
        {
          phone_number: '12',
          code: '',
          email: 'not-an-email',
          first_name: '',
          last_name: 'L',
          password: PASSWORD,
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'phone_number', message: messages.phoneMin },
          { field: 'email', message: messages.emailInvalid },
          { field: 'first_name', message: messages.firstNameRequired },
          { field: 'code', message: messages.phoneCodeRequired },
        ]),
      );
      // An e-mail that already has an account.
      const taken = await call(
        'POST',
        routes.claimReservation.path,
        {},
        {
          phone_number: '15550108888',
          code: await codeFor('15550108888'),
          email: a.staff.row.email,
          first_name: 'Ta',
          last_name: 'Ken',
          password: PASSWORD,
        },
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(messages.patientEmailTaken);
      expect(await rowsCount(users)).toBe(before);
      const [pending] = await db()
        .select()
        .from(reservedMemberships)
        .where(eq(reservedMemberships.phoneNumber, '15550108888'));
      expect(pending?.state).toBe('pending');
    });
    it('limits failed claims per client address (codes cannot be guessed in bulk)', async () => {
      const claim = (phone: string) =>
        server.app.inject({
          method: 'POST',
          url: routes.claimReservation.path,
          remoteAddress: '203.0.113.9',
          payload: {
            phone_number: phone,
            code: '000000',
            email: 'prober@example.test',
            first_name: 'Pro',
            last_name: 'Ber',
            password: PASSWORD,
          },
        });
      // Per address the limit counts distinct phones (identity/throttle.ts): a clinic's Wi-Fi is
      // not refused for a few typos, numbers tried one after another are.
      for (let i = 0; i < ADDRESS_LIMITS.identifiersPerAddress; i++) {
        expect((await claim(`1555019${String(i).padStart(4, '0')}`)).statusCode).toBe(422);
      }
      const limited = await claim('15550199999');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json().message).toBe(messages.tooManyRequests);
    });
  });

  describe('check-ins', () => {
    it('keeps one per day: a second one replaces the first and is counted', async () => {
      const p = await activePatient(a);
      const first = await call('POST', routes.patientCheckIn.path, p.auth, { mood: 20, preset_message: 1 });
      expect(first.json()).toMatchObject({
        replaced: false,
        check_in: { replaced_count: 0, mood: 20, text: null },
      });
      const second = await call('POST', routes.patientCheckIn.path, p.auth, {
        mood: 90,
        preset_message: 3,
        text: 'Better now',
      });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({
        replaced: true,
        check_in: {
          id: first.json().check_in.id,
          replaced_count: 1,
          mood: 90,
          preset_message: 3,
          text: 'Better now',
        },
      });
      const rows = await db().select().from(checkIns).where(eq(checkIns.membershipId, p.membership.id));
      expect(rows).toHaveLength(1);
      const replaced = await db()
        .select()
        .from(auditEvents)
        .where(
          and(
            eq(auditEvents.action, 'check_in.replace'),
            eq(auditEvents.resourceId, first.json().check_in.id),
          ),
        );
      expect(replaced).toHaveLength(1);
      expect(JSON.stringify(replaced[0]?.detail)).not.toContain('Better now');

      const mine = await call('GET', routes.patientCheckIns.path, p.auth);
      expect(mine.json().check_ins).toHaveLength(1);
    });

    it('refuses bad input with the documented shape and stores nothing', async () => {
      const p = await activePatient(a);
      const before = await rowsCount(checkIns);
      for (const [payload, field, message] of [
        [{ mood: 50, preset_message: 1 }, 'mood', messages.checkInMoodInvalid],
        [{ mood: 'happy', preset_message: 1 }, 'mood', messages.checkInMoodInvalid],
        [{ mood: 80, preset_message: 4 }, 'preset_message', messages.checkInPresetInvalid],
        [{ mood: 80, preset_message: 1, text: 'x'.repeat(1001) }, 'text', messages.checkInTextTooLong],
      ] as const) {
        const res = await call('POST', routes.patientCheckIn.path, p.auth, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toContainEqual({ field, message });
      }
      expect(await rowsCount(checkIns)).toBe(before);
    });

    it('lets only active patients and alumni act', async () => {
      const p = await activePatient(a);
      await db().update(memberships).set({ status: 'inactive' }).where(eq(memberships.id, p.membership.id));
      const res = await call('POST', routes.patientCheckIn.path, p.auth, { mood: 80, preset_message: 1 });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(messages.patientNotActive);
    });
  });

  describe('tasks, events, notifications, contact now', () => {
    it('lists today tasks and marks one done; other centers and other days are refused', async () => {
      const everyDay = await call('POST', '/v3/tcenter_daily_tasks', a.owner.auth, { title: 'Morning walk' });
      expect(everyDay.statusCode).toBe(201);
      const today = (await centerDay(db(), a.center.id, new Date()))?.today ?? '';
      const dow = new Date(`${today}T00:00:00Z`).getUTCDay();
      const notToday = await call('POST', '/v3/tcenter_daily_tasks', a.owner.auth, {
        title: 'Tomorrow only',
        days: [(dow + 1) % 7],
      });
      const otherCenter = await call('POST', '/v3/tcenter_daily_tasks', b.owner.auth, { title: 'Pine task' });
      const p = await activePatient(a);

      const list = await call('GET', routes.patientTasks.path, p.auth);
      expect(list.statusCode).toBe(200);
      const titles = list.json().tasks.map((t: { title: string }) => t.title);
      expect(titles).toContain('Morning walk');
      expect(titles).not.toContain('Tomorrow only');
      expect(titles).not.toContain('Pine task');

      const id = everyDay.json().tcenter_daily_task.id;
      const done = await call('POST', `/patient/tasks/${id}/done`, p.auth);
      expect(done.statusCode).toBe(200);
      expect(done.json().task).toMatchObject({ id, done: true });
      expect((await call('POST', `/patient/tasks/${id}/done`, p.auth)).statusCode).toBe(200);
      const completions = await db()
        .select()
        .from(taskCompletions)
        .where(eq(taskCompletions.membershipId, p.membership.id));
      expect(completions).toHaveLength(1);
      const after = await call('GET', routes.patientTasks.path, p.auth);
      expect(after.json().tasks.find((t: { id: string }) => t.id === id).done).toBe(true);

      const wrongDay = await call(
        'POST',
        `/patient/tasks/${notToday.json().tcenter_daily_task.id}/done`,
        p.auth,
      );
      expect(wrongDay.statusCode).toBe(422);
      expect(wrongDay.json().message).toBe(messages.taskNotToday);
      const foreign = await call(
        'POST',
        `/patient/tasks/${otherCenter.json().tcenter_daily_task.id}/done`,
        p.auth,
      );
      expect(foreign.statusCode).toBe(404);
      expect(
        await db().select().from(taskCompletions).where(eq(taskCompletions.membershipId, p.membership.id)),
      ).toHaveLength(1);
    });

    it('lists my upcoming events and my alumni notifications only', async () => {
      const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16);
      expect(
        (
          await call('POST', '/v3/alumni_events', a.owner.auth, {
            title: 'Picnic',
            description: 'In the park',
            event_date: inAWeek,
          })
        ).statusCode,
      ).toBe(201);
      await call('POST', '/v3/alumni_events', b.owner.auth, {
        title: 'Pine picnic',
        description: 'x',
        event_date: inAWeek,
      });
      const alumnus = await activePatient(a);
      await db()
        .update(memberships)
        .set({ status: 'alumni' })
        .where(eq(memberships.id, alumnus.membership.id));
      const sent = await call(
        'POST',
        `/v3/treatment_centers/${a.center.id}/send_alumni_notification`,
        a.owner.auth,
        { message: 'Reunion on Friday' },
      );
      expect(sent.statusCode).toBe(201);
      const active = await activePatient(a);

      const events = await call('GET', routes.patientEvents.path, alumnus.auth);
      expect(events.statusCode).toBe(200);
      const titles = events.json().alumni_events.map((e: { title: string }) => e.title);
      expect(titles).toContain('Picnic');
      expect(titles).not.toContain('Pine picnic');

      const mine = await call('GET', routes.patientNotifications.path, alumnus.auth);
      expect(mine.json().notifications.map((n: { message: string }) => n.message)).toEqual([
        'Reunion on Friday',
      ]);
      const none = await call('GET', routes.patientNotifications.path, active.auth);
      expect(none.json()).toEqual({ notifications: [], total: 0 });
    });

    it('"contact now" reaches the staff queue once while open', async () => {
      const p = await activePatient(a);
      const res = await call('POST', routes.patientContactNow.path, p.auth, {});
      expect(res.statusCode).toBe(201);
      expect(res.json().contact_request).toMatchObject({ status: 'open', created: true });
      const again = await call('POST', routes.patientContactNow.path, p.auth, {});
      expect(again.json().contact_request).toMatchObject({
        id: res.json().contact_request.id,
        created: false,
      });
      const queue = await call('GET', '/v3/contact_requests?status=open', a.staff.auth);
      expect(queue.json().contact_requests.map((r: { id: string }) => r.id)).toContain(
        res.json().contact_request.id,
      );
      const otherQueue = await call('GET', '/v3/contact_requests?status=open', b.staff.auth);
      expect(otherQueue.json().contact_requests).toHaveLength(0);
      const stored = await db()
        .select()
        .from(contactRequests)
        .where(eq(contactRequests.membershipId, p.membership.id));
      expect(stored).toHaveLength(1);
    });

    it('chats with the staff member through the same chat routes', async () => {
      const p = await activePatient(a);
      const staffChatId = a.staff.row.subject.replace('|', '_');
      const channel = await call('POST', '/chat/channels', p.auth, { member_id: staffChatId });
      expect([200, 201]).toContain(channel.statusCode);
      const id = channel.json().channel.id;
      const sent = await call('POST', `/chat/channels/${id}/messages`, p.auth, {
        text: 'Hello from the app',
      });
      expect(sent.statusCode).toBe(201);
      const seen = await call('GET', `/chat/channels/${id}/messages`, a.staff.auth);
      expect(seen.json().messages.map((m: { text: string }) => m.text)).toContain('Hello from the app');
      // Another center's patient cannot read it.
      const stranger = await activePatient(b);
      expect((await call('GET', `/chat/channels/${id}/messages`, stranger.auth)).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    it('a patient token gets 403 on every staff and owner route of the table', async () => {
      const p = await activePatient(a);
      const fill = (path: string) =>
        path.replace('{id}', a.center.id).replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const staffRoutes = Object.values(routes).filter((r) => r.access === 'staff' || r.access === 'owner');
      expect(staffRoutes.length).toBeGreaterThan(30);
      for (const r of staffRoutes) {
        expect(r.path.startsWith('/v3')).toBe(true);
        const res = await call(
          r.method,
          fill(r.path),
          p.auth,
          r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
        );
        expect(`${r.method} ${r.path} ${res.statusCode}`).toBe(`${r.method} ${r.path} 403`);
      }
    });

    it('patient routes refuse staff (403) and callers without a token (401)', async () => {
      const patientRoutes = Object.values(routes).filter((r) => r.access === 'patient');
      expect(patientRoutes.length).toBeGreaterThanOrEqual(8);
      for (const r of patientRoutes) {
        const url = r.path.replace('{id}', '00000000-0000-4000-8000-000000000000');
        const body = r.method === 'POST' ? {} : undefined;
        expect((await call(r.method, url, a.staff.auth, body)).statusCode).toBe(403);
        expect((await call(r.method, url, a.owner.auth, body)).statusCode).toBe(403);
        expect((await call(r.method, url, {}, body)).statusCode).toBe(401);
      }
    });

    it('keeps every patient to their own data', async () => {
      const one = await activePatient(a);
      const two = await activePatient(a);
      await call('POST', routes.patientCheckIn.path, one.auth, {
        mood: 30,
        preset_message: 1,
        text: 'private',
      });
      const mine = await call('GET', routes.patientCheckIns.path, two.auth);
      expect(mine.json().check_ins).toEqual([]);
      const me = await call('GET', routes.patientMe.path, two.auth);
      expect(me.json().membership.id).toBe(two.membership.id);
      // A token whose center claim is changed to another center finds no membership there.
      const forged = await signToken(server, {
        sub: one.user.row.subject,
        metadata: { ...metadataFor(one.user.row), treatment_center_id: b.center.id },
      });
      const res = await call('GET', routes.patientCheckIns.path, { authorization: `Bearer ${forged}` });
      expect(res.statusCode).toBe(403);
    });
  });
});
