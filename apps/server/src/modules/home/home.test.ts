import type { HomeStats, RecentCheckIn } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, createUser, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import {
  auditEvents,
  chatChannels,
  chatMembers,
  chatMessages,
  checkIns,
  contactRequests,
  memberships,
  reservedMemberships,
  treatmentCenters,
} from '../../db/schema/index';
import { homeStats, moodTrend } from './service';

type Mood = 20 | 30 | 40 | 80 | 90 | 100;

/** The center's local date at an instant, computed without the database. */
const localDate = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('dashboard', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  const db = () => server.deps.database.db;

  beforeAll(async () => {
    server = await createTestServer({ LOG_LEVEL: 'error' });
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  const get = (url: string, headers: object = a.staff.auth) =>
    server.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });

  async function patients(center: SeededCenter, statuses: string[]) {
    return db()
      .insert(memberships)
      .values(
        statuses.map((status, i) => ({
          treatmentCenterId: center.center.id,
          status,
          email: `p${i}-${Math.random().toString(36).slice(2, 8)}@example.test`,
          firstName: `Pat${i}`,
          lastName: 'Ient',
        })),
      )
      .returning();
  }

  describe('figures of a seeded center, at a fixed instant (23:30 in Los Angeles)', () => {
    // 2026-01-15T07:30Z is 2026-01-14 23:30 in Los Angeles (UTC-8): local today is the 14th.
    const now = new Date('2026-01-15T07:30:00Z');
    const zone = 'America/Los_Angeles';
    const today = '2026-01-14';
    let seeded: { date: string; mood: Mood; createdAt: Date }[];

    beforeAll(async () => {
      await db().update(treatmentCenters).set({ timeZone: zone }).where(eq(treatmentCenters.id, a.center.id));
      const pats = await patients(a, [
        'active',
        'active',
        'active',
        'invited',
        'invited',
        'alumni',
        'inactive',
      ]);
      const ids = pats.map((p) => p.id);
      await db()
        .insert(reservedMemberships)
        .values([
          { treatmentCenterId: a.center.id, phoneNumber: '15550100001' },
          { treatmentCenterId: a.center.id, phoneNumber: '15550100002' },
          { treatmentCenterId: a.center.id, phoneNumber: '15550100003', state: 'completed' },
        ]);
      seeded = [
        // The 23:30 local check-in: UTC already says the 15th, the center's day is the 14th.
        { date: today, mood: 100, createdAt: now },
        { date: today, mood: 20, createdAt: new Date('2026-01-14T17:00:00Z') },
        { date: addDays(today, -1), mood: 80, createdAt: new Date('2026-01-13T18:00:00Z') },
        { date: addDays(today, -6), mood: 30, createdAt: new Date('2026-01-08T18:00:00Z') },
        // Outside the 7 days: one day too old.
        { date: addDays(today, -7), mood: 90, createdAt: new Date('2026-01-07T18:00:00Z') },
      ];
      await db()
        .insert(checkIns)
        .values(
          seeded.map((s, i) => ({
            treatmentCenterId: a.center.id,
            membershipId: ids[i % 3] as string,
            date: s.date,
            mood: s.mood,
            presetMessage: 1,
            presetMessageText: `Preset message 1.`,
            createdAt: s.createdAt,
          })),
        );
      await db()
        .insert(contactRequests)
        .values([
          { treatmentCenterId: a.center.id, membershipId: ids[0] as string },
          { treatmentCenterId: a.center.id, membershipId: ids[1] as string },
          {
            treatmentCenterId: a.center.id,
            membershipId: ids[2] as string,
            status: 'handled',
            handledAt: new Date(),
            handledBy: a.staff.row.id,
          },
        ]);
      // Another center's data must not leak into a's figures.
      const other = await patients(b, ['active', 'invited', 'alumni']);
      await db()
        .insert(checkIns)
        .values({
          treatmentCenterId: b.center.id,
          membershipId: other[0]?.id as string,
          date: today,
          mood: 40,
          presetMessage: 2,
          presetMessageText: `Preset message 2.`,
        });
      await db()
        .insert(contactRequests)
        .values({ treatmentCenterId: b.center.id, membershipId: other[0]?.id as string });
      await db()
        .insert(reservedMemberships)
        .values({ treatmentCenterId: b.center.id, phoneNumber: '15550100009' });
    });

    const ctx = () => ({
      db: db(),
      user: { centerId: a.center.id, userId: a.staff.row.id } as never,
      actor: { subject: null, role: null, centerId: a.center.id, ip: null, requestId: null },
      now,
    });

    it('counts each figure independently of how the server does it', async () => {
      const inWindow = seeded.filter((s) => s.date >= addDays(today, -6) && s.date <= today);
      const avg = Math.round((inWindow.reduce((sum, s) => sum + s.mood, 0) / inWindow.length) * 10) / 10;
      const expected: HomeStats = {
        active_patients: 3,
        pending_invitations: 2,
        reserved_pending: 2,
        reserved_completed: 1,
        alumni: 1,
        checkins_today: seeded.filter((s) => s.date === today).length,
        average_mood_7d: avg,
        open_contact_requests: 2,
        unread_conversations: 0,
        today,
        time_zone: zone,
      };
      expect(await homeStats(ctx())).toEqual(expected);
      expect(expected.checkins_today).toBe(2);
      expect(avg).toBe(57.5);
    });

    it('gives the mood of each of the 7 local days, oldest first, empty days null', async () => {
      const trend = await moodTrend(ctx());
      expect(trend.days).toEqual([
        { date: '2026-01-08', average_mood: 30, check_ins: 1 },
        { date: '2026-01-09', average_mood: null, check_ins: 0 },
        { date: '2026-01-10', average_mood: null, check_ins: 0 },
        { date: '2026-01-11', average_mood: null, check_ins: 0 },
        { date: '2026-01-12', average_mood: null, check_ins: 0 },
        { date: '2026-01-13', average_mood: 80, check_ins: 1 },
        { date: '2026-01-14', average_mood: 60, check_ins: 2 },
      ]);
    });

    it('lists the latest check-ins of the own center only, without free text, and audits the read', async () => {
      const res = await get('/v3/home/recent_check_ins?limit=3');
      expect(res.statusCode).toBe(200);
      const list: RecentCheckIn[] = res.json().check_ins;
      expect(list.map((c) => [c.date, c.mood])).toEqual([
        [today, 100],
        [today, 20],
        [addDays(today, -1), 80],
      ]);
      expect(list[0]).toMatchObject({ patient_name: 'Pat0 Ient', preset_message: 1 });
      expect(Object.keys(list[0] ?? {})).not.toContain('text');
      const rows = await db()
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.action, 'check_in.list'), eq(auditEvents.actorSubject, a.staff.row.subject)),
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.detail).toMatchObject({ count: 3, view: 'dashboard' });
      expect(JSON.stringify(rows[0]?.detail)).not.toContain('Pat0');

      const theirs: RecentCheckIn[] = (await get('/v3/home/recent_check_ins', b.owner.auth)).json().check_ins;
      expect(theirs.map((c) => c.mood)).toEqual([40]);
    });

    it('refuses a limit out of range', async () => {
      expect((await get('/v3/home/recent_check_ins?limit=0')).statusCode).toBe(400);
      expect((await get('/v3/home/recent_check_ins?limit=51')).statusCode).toBe(400);
    });
  });

  it('over HTTP, "today" is the center’s local day even when UTC is on another date', async () => {
    const c = await createCenter(server);
    // At any instant, UTC+14 or UTC-12 is on another calendar date than UTC.
    const at = new Date();
    const zone =
      localDate(at, 'Pacific/Kiritimati') !== localDate(at, 'UTC') ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
    await db().update(treatmentCenters).set({ timeZone: zone }).where(eq(treatmentCenters.id, c.center.id));
    const today = localDate(at, zone);
    const utcToday = localDate(at, 'UTC');
    expect(today).not.toBe(utcToday);
    const [p] = await patients(c, ['active', 'active']);
    const [q] = (
      await db().select().from(memberships).where(eq(memberships.treatmentCenterId, c.center.id))
    ).filter((m) => m.id !== p?.id);
    await db()
      .insert(checkIns)
      .values([
        {
          treatmentCenterId: c.center.id,
          membershipId: p?.id as string,
          date: today,
          mood: 90,
          presetMessage: 1,
          presetMessageText: `Preset message 1.`,
        },
        {
          treatmentCenterId: c.center.id,
          membershipId: q?.id as string,
          date: utcToday,
          mood: 20,
          presetMessage: 1,
          presetMessageText: `Preset message 1.`,
        },
      ]);
    const res = await get('/v3/home/stats', c.staff.auth);
    expect(res.statusCode).toBe(200);
    const body: HomeStats = res.json();
    // Tolerate the test straddling a local midnight (then both days are seen as the new one).
    if (localDate(new Date(), zone) === today) {
      expect(body).toMatchObject({ today, time_zone: zone, checkins_today: 1, active_patients: 2 });
    }
    const trend = (await get('/v3/home/mood_trend', c.owner.auth)).json();
    expect(trend.days).toHaveLength(7);
    expect(trend.days.at(-1)).toMatchObject({ date: today });
  });

  it('counts the caller’s conversations with unread messages of others, as the chat does', async () => {
    const c = await createCenter(server);
    const patient = async () =>
      (await createUser(server, { treatmentCenterId: c.center.id, isPatient: true })).row.id;
    const staffId = c.staff.row.id;
    const ownerId = c.owner.row.id;
    async function channel(members: [string, string], messages: { from: string; status?: string }[]) {
      const [low, high] = [...members].sort() as [string, string];
      const [ch] = await db()
        .insert(chatChannels)
        .values({ treatmentCenterId: c.center.id, type: 'messaging', memberLow: low, memberHigh: high })
        .returning();
      const id = ch?.id as string;
      await db()
        .insert(chatMembers)
        .values(members.map((userId) => ({ channelId: id, userId, treatmentCenterId: c.center.id })));
      const sent = messages.length
        ? await db()
            .insert(chatMessages)
            .values(
              messages.map((m) => ({
                channelId: id,
                treatmentCenterId: c.center.id,
                userId: m.from,
                text: 'hello',
                status: m.status ?? 'sent',
              })),
            )
            .returning({ seq: chatMessages.seq })
        : [];
      return { id, lastSeq: Math.max(0, ...sent.map((m) => m.seq)) };
    }
    const [p1, p2, p3, p4] = [await patient(), await patient(), await patient(), await patient()];
    await channel([staffId, p1], [{ from: p1 }, { from: p1 }]); // unread
    const read = await channel([staffId, p2], [{ from: p2 }]); // read below
    await db()
      .update(chatMembers)
      .set({ lastReadSeq: read.lastSeq })
      .where(and(eq(chatMembers.channelId, read.id), eq(chatMembers.userId, staffId)));
    await channel([staffId, p3], [{ from: staffId }]); // only the caller's own message
    await channel([staffId, p4], [{ from: p4, status: 'deleted' }]); // deleted
    await channel([ownerId, p1], [{ from: p1 }]); // someone else's inbox

    const stats = async (who: SeededCenter['staff']) =>
      ((await get('/v3/home/stats', who.auth)).json() as HomeStats).unread_conversations;
    expect(await stats(c.staff)).toBe(1);
    expect(await stats(c.owner)).toBe(1);
    expect(await stats(a.staff)).toBe(0);
  });

  it('shows a center with nothing as zeros and no average', async () => {
    const empty = await createCenter(server);
    const body: HomeStats = (await get('/v3/home/stats', empty.owner.auth)).json();
    expect(body).toMatchObject({
      active_patients: 0,
      pending_invitations: 0,
      reserved_pending: 0,
      reserved_completed: 0,
      alumni: 0,
      checkins_today: 0,
      average_mood_7d: null,
      open_contact_requests: 0,
    });
    expect((await get('/v3/home/recent_check_ins', empty.staff.auth)).json()).toEqual({ check_ins: [] });
  });

  it('refuses experts and support (403) and callers without a token (401)', async () => {
    for (const url of ['/v3/home/stats', '/v3/home/mood_trend', '/v3/home/recent_check_ins']) {
      expect((await get(url, a.expert.auth)).statusCode).toBe(403);
      expect((await get(url, a.support.auth)).statusCode).toBe(403);
      expect((await get(url, {})).statusCode).toBe(401);
    }
  });
});
