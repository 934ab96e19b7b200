import { DEFAULT_CHECK_IN_MESSAGES, messages, routes } from '@portal/contracts';
import { outgoingTexts } from '@portal/i18n/texts/outgoing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { centerSettings, checkIns, taskCompletions } from '../../db/schema/index';
import { addDays } from '../../infra/time/calendar-date';

/**
 * What the app's home, check-in and progress screens read (issue 21): today's check-in, the
 * center's preset messages, a month of days, the latest "contact now" request. Each for the
 * caller's own membership only.
 */
describe('patient app reads', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const get = (url: string, headers: Record<string, string>) =>
    server.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'POST', url, headers, payload });

  it("gives today's check-in, or null, of the caller only", async () => {
    const p = await appPatient(server, a);
    const other = await appPatient(server, a);
    const before = await get(routes.patientTodayCheckIn.path, p.auth);
    expect(before.statusCode).toBe(200);
    const today = before.json().date as string;
    expect(before.json()).toEqual({ date: today, check_in: null });
    await post(routes.patientCheckIn.path, p.auth, { mood: 80, preset_message: 2, text: 'good day' });
    const after = await get(routes.patientTodayCheckIn.path, p.auth);
    expect(after.json().check_in).toMatchObject({
      date: today,
      mood: 80,
      preset_message: 2,
      text: 'good day',
    });
    expect((await get(routes.patientTodayCheckIn.path, other.auth)).json().check_in).toBeNull();
  });

  it("gives the center's three preset messages (defaults, then the saved ones)", async () => {
    const p = await appPatient(server, b);
    expect((await get(routes.patientCheckInMessages.path, p.auth)).json()).toEqual({
      messages: [...DEFAULT_CHECK_IN_MESSAGES],
    });
    await db()
      .insert(centerSettings)
      .values({ treatmentCenterId: b.center.id, checkInMessages: ['One', 'Two', 'Three'] });
    expect((await get(routes.patientCheckInMessages.path, p.auth)).json()).toEqual({
      messages: ['One', 'Two', 'Three'],
    });
    // Another center's patient still reads their own center's words.
    const other = await appPatient(server, a);
    expect((await get(routes.patientCheckInMessages.path, other.auth)).json().messages).toEqual([
      ...DEFAULT_CHECK_IN_MESSAGES,
    ]);
  });

  it("speaks a new center's default messages in the patient's language, never an owner's own words", async () => {
    const c = await createCenter(server, 'Casa Esperanza');
    const p = await appPatient(server, c);
    const es = { ...p.auth, 'accept-language': 'es' };
    const spanish = [
      outgoingTexts['checkIn.default.1'].es,
      outgoingTexts['checkIn.default.2'].es,
      outgoingTexts['checkIn.default.3'].es,
    ];
    expect((await get(routes.patientCheckInMessages.path, es)).json().messages).toEqual(spanish);
    // The check-in keeps the words the patient read.
    const done = await post(routes.patientCheckIn.path, es, { mood: 80, preset_message: 3 });
    expect(done.json().check_in.preset_message_text).toBe(spanish[2]);
    // The owner kept the defaults word for word, but one: that one is the owner's own, as written.
    await db()
      .insert(centerSettings)
      .values({
        treatmentCenterId: c.center.id,
        checkInMessages: [
          DEFAULT_CHECK_IN_MESSAGES[0],
          'Hoy voy a llamar a mi padrino.',
          DEFAULT_CHECK_IN_MESSAGES[2],
        ],
      });
    expect((await get(routes.patientCheckInMessages.path, es)).json().messages).toEqual([
      spanish[0],
      'Hoy voy a llamar a mi padrino.',
      spanish[2],
    ]);
    expect((await get(routes.patientCheckInMessages.path, p.auth)).json().messages).toEqual([
      DEFAULT_CHECK_IN_MESSAGES[0],
      'Hoy voy a llamar a mi padrino.',
      DEFAULT_CHECK_IN_MESSAGES[2],
    ]);
  });

  it('gives a month of my days with mood and tasks done, and validates the month', async () => {
    const p = await appPatient(server, a);
    const stranger = await appPatient(server, a);
    const today = (await get(routes.patientTodayCheckIn.path, p.auth)).json().date as string;
    const month = today.slice(0, 7);
    const first = `${month}-01`;
    await db().insert(checkIns).values({
      treatmentCenterId: a.center.id,
      membershipId: p.membership.id,
      date: first,
      mood: 40,
      presetMessage: 1,
      presetMessageText: 'x',
    });
    const task = await post('/v3/tcenter_daily_tasks', a.staff.auth, {
      title: 'Walk',
      description: 'Walk 20 minutes',
      days: [],
    });
    expect(task.statusCode).toBe(201);
    const taskId = task.json().tcenter_daily_task.id as string;
    await db()
      .insert(taskCompletions)
      .values([
        { treatmentCenterId: a.center.id, membershipId: p.membership.id, taskId, date: first },
        { treatmentCenterId: a.center.id, membershipId: stranger.membership.id, taskId, date: first },
      ]);
    const res = await get(`${routes.patientCalendar.path}?month=${month}`, p.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().month).toBe(month);
    expect(res.json().days[0]).toEqual({ date: first, mood: 40, tasks_done: 1 });
    const previous = addDays(first, -1).slice(0, 7);
    expect((await get(`${routes.patientCalendar.path}?month=${previous}`, p.auth)).json().days).toEqual([]);

    const bad = await get(`${routes.patientCalendar.path}?month=2026-13`, p.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'month', message: messages.monthInvalid }]);
  });

  it('shows my latest "contact now" request waiting, then handled with its time', async () => {
    const p = await appPatient(server, a, { phoneNumber: '15550109999' });
    expect((await get(routes.patientCurrentContactRequest.path, p.auth)).json()).toEqual({
      contact_request: null,
    });
    const asked = await post(routes.patientContactNow.path, p.auth, {});
    expect(asked.statusCode).toBe(201);
    const id = asked.json().contact_request.id as string;
    const waiting = await get(routes.patientCurrentContactRequest.path, p.auth);
    expect(waiting.json().contact_request).toEqual({
      id,
      status: 'open',
      created_at: expect.any(String),
      handled_at: null,
    });
    const other = await appPatient(server, a);
    expect(
      (await get(routes.patientCurrentContactRequest.path, other.auth)).json().contact_request,
    ).toBeNull();
    const handled = await server.app.inject({
      method: 'PUT',
      url: `/v3/contact_requests/${id}/handle`,
      headers: a.staff.auth,
    });
    expect(handled.statusCode).toBe(200);
    const done = await get(routes.patientCurrentContactRequest.path, p.auth);
    expect(done.json().contact_request).toMatchObject({
      id,
      status: 'handled',
      handled_at: expect.any(String),
    });
  });
});
