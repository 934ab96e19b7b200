import { ALERT_EVENTS, DEFAULT_ALERT_THRESHOLDS, messages, routes } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCenter, createUser, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount, createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { centerDay } from '../../db/center-day';
import { alerts, checkIns, contactRequests } from '../../db/schema/index';
import { addDays } from '../../infra/time/calendar-date';
import { evaluateAlertsFor, sweepAlerts } from './service';

/**
 * Risk alerts end to end: check-ins through the patient API open a mood-dip alert once; staff
 * acknowledge and resolve it; the same evidence never re-opens it, a new dip does. Reset through
 * the staff PUT, silence and unanswered contact-now through the sweep; thresholds; isolation.
 */
describe('risk alerts', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let today: string;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
    today = (await centerDay(db(), a.center.id, new Date()))?.today ?? '';
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  const db = () => server.deps.database.db;
  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ctx = () => ({ db: db(), realtime: server.deps.realtime });

  async function activePatient(center: SeededCenter, firstDay: string | null = null) {
    const user = await createUser(server, { treatmentCenterId: center.center.id, isPatient: true });
    const membership = await createPatient(server, center.center.id, {
      userId: user.row.id,
      externalId: user.row.subject.replace('|', '_'),
      email: user.row.email,
      firstDay,
    });
    return { membership, auth: user.auth };
  }

  async function history(centerId: string, membershipId: string, entries: [string, number][]) {
    await db()
      .insert(checkIns)
      .values(
        entries.map(([date, mood]) => ({
          treatmentCenterId: centerId,
          membershipId,
          date,
          mood,
          presetMessage: 1,
          presetMessageText: `Preset message 1.`,
        })),
      );
  }

  const alertRows = (membershipId: string, rule?: string) =>
    db()
      .select()
      .from(alerts)
      .where(and(eq(alerts.membershipId, membershipId), rule ? eq(alerts.rule, rule) : undefined));

  const checkIn = (auth: Headers, mood: number) =>
    call('POST', routes.patientCheckIn.path, auth, { mood, preset_message: 1 });

  it('opens a mood-dip alert once, acknowledges, resolves, and a new dip opens a new one', async () => {
    const p = await activePatient(a);
    const baseline: [string, number][] = Array.from({ length: 14 }, (_, i) => [addDays(today, -16 + i), 80]);
    await history(a.center.id, p.membership.id, [...baseline, [addDays(today, -1), 40]]);
    const emit = vi.spyOn(server.deps.realtime, 'emitToCenter');

    // A good check-in after one low day: nothing (recent average 70 against 80).
    const first = await checkIn(p.auth, 100);
    expect(first.statusCode).toBe(201);
    expect(await alertRows(p.membership.id)).toHaveLength(0);
    // Replaced by a low one: two in a row at 40 or below → one alert, pushed without PHI.
    expect((await checkIn(p.auth, 30)).statusCode).toBe(201);
    const opened = await alertRows(p.membership.id);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ rule: 'mood_dip', status: 'open', anchor: today });
    expect(opened[0]?.trigger).toMatchObject({ kind: 'low_streak', dates: [addDays(today, -1), today] });
    expect(emit).toHaveBeenCalledWith(
      a.center.id,
      ALERT_EVENTS.changed,
      { id: opened[0]?.id, rule: 'mood_dip', status: 'open' },
      { roles: ['owner', 'staff'] },
    );
    expect(await auditCount(server, a.center.id, 'alert.open')).toBe(1);

    // Another low check-in the same day: still one alert.
    await checkIn(p.auth, 20);
    expect(await alertRows(p.membership.id)).toHaveLength(1);
    const id = opened[0]?.id as string;

    const list = await call(
      'GET',
      `${routes.listAlerts.path}?membership_id=${p.membership.id}`,
      a.staff.auth,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, open: 1 });
    expect(list.json().alerts[0]).toMatchObject({
      id,
      membership_id: p.membership.id,
      rule: 'mood_dip',
      status: 'open',
      acted_by: null,
      note: null,
    });

    const ack = await call('PUT', `/v3/alerts/${id}/acknowledge`, a.staff.auth);
    expect(ack.statusCode).toBe(200);
    expect(ack.json().alert).toMatchObject({ status: 'acknowledged', acted_by: { id: a.staff.row.id } });
    // Acknowledging again changes nothing.
    const again = await call('PUT', `/v3/alerts/${id}/acknowledge`, a.owner.auth);
    expect(again.json().alert.acted_by.id).toBe(a.staff.row.id);
    expect(await auditCount(server, a.center.id, 'alert.acknowledge')).toBe(1);

    // Resolving needs a note; a blank one changes nothing.
    const blank = await call('PUT', `/v3/alerts/${id}/resolve`, a.owner.auth, { note: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      message: messages.alertNoteRequired,
      errors: [{ field: 'note', message: messages.alertNoteRequired }],
    });
    const tooLong = await call('PUT', `/v3/alerts/${id}/resolve`, a.owner.auth, { note: 'x'.repeat(2001) });
    expect(tooLong.json().errors).toEqual([{ field: 'note', message: messages.alertNoteTooLong }]);
    expect((await alertRows(p.membership.id))[0]?.status).toBe('acknowledged');

    const resolved = await call('PUT', `/v3/alerts/${id}/resolve`, a.owner.auth, {
      note: 'Called, safe plan agreed',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().alert).toMatchObject({
      status: 'resolved',
      note: 'Called, safe plan agreed',
      acted_by: { id: a.owner.row.id },
    });
    const twice = await call('PUT', `/v3/alerts/${id}/resolve`, a.owner.auth, { note: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(messages.alertAlreadyResolved);
    expect((await call('PUT', `/v3/alerts/${id}/acknowledge`, a.staff.auth)).statusCode).toBe(409);
    expect(await auditCount(server, a.center.id, 'alert.resolve')).toBe(1);

    // The same evidence never re-opens it.
    await checkIn(p.auth, 20);
    expect(await alertRows(p.membership.id)).toHaveLength(1);
    const unresolved = await call('GET', routes.listAlerts.path, a.staff.auth);
    expect(unresolved.json().alerts.map((x: { id: string }) => x.id)).not.toContain(id);
    const history_ = await call('GET', `${routes.listAlerts.path}?status=resolved`, a.staff.auth);
    expect(history_.json().alerts.map((x: { id: string }) => x.id)).toContain(id);

    // Later: two new low days → a new alert.
    await history(a.center.id, p.membership.id, [
      [addDays(today, 1), 30],
      [addDays(today, 2), 20],
    ]);
    const later = new Date(Date.now() + 2 * 86_400_000);
    const fresh = await db().transaction((tx) => evaluateAlertsFor(tx, a.center.id, p.membership.id, later));
    expect(fresh).toHaveLength(1);
    const rows = await alertRows(p.membership.id, 'mood_dip');
    expect(rows.map((r) => r.status).sort()).toEqual(['open', 'resolved']);
    expect(rows.find((r) => r.status === 'open')?.anchor).toBe(addDays(today, 2));
  });

  it('opens a reset alert when staff move the sobriety date later, not earlier', async () => {
    const p = await activePatient(a, addDays(today, -60));
    const earlier = await call('PUT', `/v3/memberships/${p.membership.id}`, a.staff.auth, {
      first_day: addDays(today, -90),
    });
    expect(earlier.statusCode).toBe(200);
    expect(await alertRows(p.membership.id, 'reset')).toHaveLength(0);
    const later = await call('PUT', `/v3/memberships/${p.membership.id}`, a.staff.auth, {
      first_day: addDays(today, -2),
    });
    expect(later.statusCode).toBe(200);
    const [row] = await alertRows(p.membership.id, 'reset');
    expect(row).toMatchObject({ status: 'open' });
    expect(row?.trigger).toMatchObject({ from: addDays(today, -90), to: addDays(today, -2), days: 88 });
  });

  it('sweeps silence of a daily patient and escalates unanswered contact-now to owners, once', async () => {
    const quiet = await activePatient(a);
    await history(
      a.center.id,
      quiet.membership.id,
      Array.from({ length: 7 }, (_, i): [string, number] => [addDays(today, -9 + i), 80]),
    ); // last check-in today-3: two whole days missed since
    const caller = await activePatient(a);
    const now = new Date();
    await db()
      .insert(contactRequests)
      .values([
        {
          treatmentCenterId: a.center.id,
          membershipId: caller.membership.id,
          createdAt: new Date(now.getTime() - 16 * 60_000),
        },
      ]);
    const fresh = await activePatient(a);
    await db()
      .insert(contactRequests)
      .values([
        {
          treatmentCenterId: a.center.id,
          membershipId: fresh.membership.id,
          createdAt: new Date(now.getTime() - 5 * 60_000),
        },
      ]);
    const emit = vi.spyOn(server.deps.realtime, 'emitToCenter');

    await sweepAlerts(ctx(), now);
    expect(await alertRows(quiet.membership.id, 'silence')).toHaveLength(1);
    const [late] = await alertRows(caller.membership.id, 'contact_unanswered');
    expect(late).toMatchObject({ status: 'open' });
    expect(await alertRows(fresh.membership.id)).toHaveLength(0);
    expect(emit).toHaveBeenCalledWith(
      a.center.id,
      ALERT_EVENTS.changed,
      { id: late?.id, rule: 'contact_unanswered', status: 'open' },
      { roles: ['owner'] },
    );

    // A second sweep opens nothing new.
    const before = Number((await db().select({ n: count() }).from(alerts))[0]?.n);
    expect(await sweepAlerts(ctx(), new Date(now.getTime() + 60_000))).toBe(0);
    expect(Number((await db().select({ n: count() }).from(alerts))[0]?.n)).toBe(before);
  });

  it('keeps thresholds per center, adjustable by owners only, validated', async () => {
    const path = `/v3/treatment_centers/${a.center.id}/alert_settings`;
    const read = await call('GET', path, a.staff.auth);
    expect(read.json()).toEqual({ thresholds: DEFAULT_ALERT_THRESHOLDS });
    const body = { mood_drop_points: 25, low_mood: 30, silence_days: 3, contact_minutes: 10 };
    expect((await call('PUT', path, a.staff.auth, body)).statusCode).toBe(403);
    const bad = await call('PUT', path, a.owner.auth, { ...body, silence_days: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'silence_days', message: messages.alertThresholdInvalid }]);
    expect((await call('GET', path, a.staff.auth)).json().thresholds).toEqual(DEFAULT_ALERT_THRESHOLDS);
    const ok = await call('PUT', path, a.owner.auth, body);
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', path, a.owner.auth)).json().thresholds).toEqual(body);
    expect(await auditCount(server, a.center.id, 'alert.settings_update')).toBe(1);
    // Another center keeps the defaults, and cannot touch these.
    expect(
      (await call('GET', `/v3/treatment_centers/${b.center.id}/alert_settings`, b.owner.auth)).json()
        .thresholds,
    ).toEqual(DEFAULT_ALERT_THRESHOLDS);
    expect((await call('PUT', path, b.owner.auth, DEFAULT_ALERT_THRESHOLDS)).statusCode).toBe(403);
    expect((await call('GET', path, a.owner.auth)).json().thresholds).toEqual(body);
    // Back to the defaults for the other tests.
    await call('PUT', path, a.owner.auth, DEFAULT_ALERT_THRESHOLDS);
  });

  it("keeps another center's alerts out of reach and refuses other roles", async () => {
    const p = await activePatient(a, addDays(today, -30));
    await call('PUT', `/v3/memberships/${p.membership.id}`, a.staff.auth, { first_day: addDays(today, -1) });
    const [row] = await alertRows(p.membership.id, 'reset');
    const id = row?.id as string;

    const foreignList = await call('GET', routes.listAlerts.path, b.owner.auth);
    expect(foreignList.json().alerts).toEqual([]);
    const byMembership = await call(
      'GET',
      `${routes.listAlerts.path}?membership_id=${p.membership.id}`,
      b.staff.auth,
    );
    expect(byMembership.json()).toMatchObject({ alerts: [], total: 0 });
    expect((await call('PUT', `/v3/alerts/${id}/acknowledge`, b.staff.auth)).statusCode).toBe(404);
    expect((await call('PUT', `/v3/alerts/${id}/resolve`, b.owner.auth, { note: 'nope' })).statusCode).toBe(
      404,
    );
    const [still] = await alertRows(p.membership.id, 'reset');
    expect(still).toMatchObject({ status: 'open', actedBy: null, note: null });

    expect((await call('GET', routes.listAlerts.path, a.expert.auth)).statusCode).toBe(403);
    expect((await call('PUT', `/v3/alerts/${id}/acknowledge`, a.support.auth)).statusCode).toBe(403);
    expect((await call('PUT', `/v3/alerts/${id}/acknowledge`, p.auth)).statusCode).toBe(403);
    expect((await call('GET', routes.listAlerts.path)).statusCode).toBe(401);
    expect((await call('PUT', `/v3/alerts/${id}/acknowledge`)).statusCode).toBe(401);
    expect((await call('PUT', '/v3/alerts/not-a-uuid/acknowledge', a.staff.auth)).statusCode).toBe(404);
    const [unchanged] = await alertRows(p.membership.id, 'reset');
    expect(unchanged?.status).toBe('open');
  });
});
