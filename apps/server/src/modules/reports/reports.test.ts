import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount, createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import {
  assistanceRecords,
  checkIns,
  dailyTasks,
  taskCompletions,
  treatmentCenters,
} from '../../db/schema/index';

/**
 * March 2025 in New York, for a patient who joined in February. Tasks: "Walk" every day, "Meeting"
 * on Mondays, "Journal" created on the evening of 14 March local time (02:00 UTC on the 15th),
 * "Old" inactive. March 2025 has five Mondays: 3, 10, 17, 24, 31.
 */
describe('reports: calendar, daily, periodical', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let patientId: string;
  const tasks: Record<string, string> = {};

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    b = await createCenter(server);
    const db = server.deps.database.db;
    await db
      .update(treatmentCenters)
      .set({ timeZone: 'America/New_York' })
      .where(eq(treatmentCenters.id, a.center.id));
    const p = await createPatient(server, a.center.id, {
      createdAt: new Date('2025-02-15T15:00:00Z'),
      firstDay: '2025-02-15',
    });
    patientId = p.id;
    const insertTask = async (title: string, values: Partial<typeof dailyTasks.$inferInsert>) => {
      const [t] = await db
        .insert(dailyTasks)
        .values({
          treatmentCenterId: a.center.id,
          title,
          createdAt: new Date('2025-01-01T12:00:00Z'),
          ...values,
        })
        .returning();
      tasks[title] = t?.id ?? '';
    };
    await insertTask('Walk', { position: 0 });
    await insertTask('Meeting', { position: 1, days: [1] });
    await insertTask('Journal', { position: 2, createdAt: new Date('2025-03-15T02:00:00Z') });
    await insertTask('Old', { position: 3, active: false });
    const base = { treatmentCenterId: a.center.id, membershipId: patientId };
    await db.insert(checkIns).values([
      { ...base, date: '2025-03-03', mood: 80, presetMessage: 1, presetMessageText: 'Preset message 1.' },
      {
        ...base,
        date: '2025-03-04',
        mood: 20,
        presetMessage: 2,
        presetMessageText: 'Preset message 2.',
        text: 'Hard day',
      },
      { ...base, date: '2025-03-17', mood: 100, presetMessage: 3, presetMessageText: 'Preset message 3.' },
    ]);
    await db.insert(taskCompletions).values([
      { ...base, taskId: tasks.Walk ?? '', date: '2025-03-03' },
      { ...base, taskId: tasks.Meeting ?? '', date: '2025-03-03' },
      { ...base, taskId: tasks.Walk ?? '', date: '2025-03-17' },
      { ...base, taskId: tasks.Old ?? '', date: '2025-03-04' },
    ]);
    await db.insert(assistanceRecords).values([
      { ...base, date: '2025-03-04', kind: 'meeting', attended: true, recordedBy: a.staff.row.id },
      { ...base, date: '2025-03-04', kind: 'session', attended: false, note: 'Called in sick' },
    ]);
    // Another patient of another center with a check-in on the same day must never leak in.
    const other = await createPatient(server, b.center.id);
    await db.insert(checkIns).values({
      treatmentCenterId: b.center.id,
      membershipId: other.id,
      date: '2025-03-05',
      mood: 40,
      presetMessage: 1,
      presetMessageText: 'Preset message 1.',
    });
  });
  afterAll(() => server.close());

  const get = (path: string, headers: Record<string, string> = a.staff.auth) =>
    server.app.inject({ method: 'GET', url: `/v3/memberships/${patientId}/${path}`, headers });

  it('gives every day of the month with mood, tasks due and done, and assistance records', async () => {
    const res = await get('get_calendar_report?month=2025-03');
    expect(res.statusCode).toBe(200);
    const { month, days } = res.json();
    expect(month).toBe('2025-03');
    expect(days).toHaveLength(31);
    const on = (date: string) => days.find((d: { date: string }) => d.date === date);
    expect(on('2025-03-03')).toEqual({
      date: '2025-03-03',
      mood: 80,
      tasks_done: 2,
      tasks_total: 2,
      assistance_records: 0,
    });
    expect(on('2025-03-04')).toEqual({
      date: '2025-03-04',
      mood: 20,
      tasks_done: 0,
      tasks_total: 1,
      assistance_records: 2,
    });
    expect(on('2025-03-05')).toMatchObject({ mood: null, tasks_total: 1 });
    expect(on('2025-03-13')).toMatchObject({ tasks_total: 1 });
    expect(on('2025-03-14')).toMatchObject({ tasks_total: 2 });
    expect(on('2025-03-17')).toEqual({
      date: '2025-03-17',
      mood: 100,
      tasks_done: 1,
      tasks_total: 3,
      assistance_records: 0,
    });
  });

  it('owes no tasks before the patient joined', async () => {
    const { days } = (await get('get_calendar_report?month=2025-02')).json();
    expect(days).toHaveLength(28);
    expect(days[13]).toMatchObject({ date: '2025-02-14', tasks_total: 0 });
    expect(days[14]).toMatchObject({ date: '2025-02-15', tasks_total: 1 });
  });

  it('gives one day in full', async () => {
    const res = await get('my_daily_report?date=2025-03-04');
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.check_in).toMatchObject({
      date: '2025-03-04',
      mood: 20,
      preset_message: 2,
      text: 'Hard day',
    });
    expect(report.tasks).toEqual([{ id: tasks.Walk, title: 'Walk', done: false }]);
    expect(report.assistance_records).toHaveLength(2);
    expect(report.assistance_records[0]).toMatchObject({
      kind: 'meeting',
      attended: true,
      recorded_by: 'Sam Staff',
    });
    expect(report.assistance_records[1]).toMatchObject({
      kind: 'session',
      attended: false,
      note: 'Called in sick',
    });
    const monday = (await get('my_daily_report?date=2025-03-17')).json();
    expect(monday.tasks).toEqual([
      { id: tasks.Walk, title: 'Walk', done: true },
      { id: tasks.Meeting, title: 'Meeting', done: false },
      { id: tasks.Journal, title: 'Journal', done: false },
    ]);
    expect((await get('my_daily_report?date=2025-03-05')).json()).toMatchObject({
      check_in: null,
      assistance_records: [],
    });
  });

  it('sums up a week (Monday to Sunday) and a month', async () => {
    const week = await get('my_periodical_report?period=week&date=2025-03-05');
    expect(week.statusCode).toBe(200);
    expect(week.json()).toMatchObject({
      period: 'week',
      start_date: '2025-03-03',
      end_date: '2025-03-09',
      average_mood: 50,
      check_in_count: 2,
      task_completion_rate: 0.25,
    });
    expect(week.json().mood_per_day).toEqual([
      { date: '2025-03-03', mood: 80 },
      { date: '2025-03-04', mood: 20 },
      ...['05', '06', '07', '08', '09'].map((d) => ({ date: `2025-03-${d}`, mood: null })),
    ]);
    const month = (await get('my_periodical_report?period=month&date=2025-03-20')).json();
    // Due: 31 walks + 5 meetings + 18 journals (from the 14th) = 54; done 3.
    expect(month).toMatchObject({
      start_date: '2025-03-01',
      end_date: '2025-03-31',
      average_mood: 66.7,
      check_in_count: 3,
      task_completion_rate: 0.06,
    });
    expect(month.mood_per_day).toHaveLength(31);
  });

  it('audits every report read once', async () => {
    const before = await auditCount(server, a.center.id);
    await get('get_calendar_report?month=2025-03');
    await get('my_daily_report?date=2025-03-04');
    await get('my_periodical_report?period=week&date=2025-03-04');
    expect(await auditCount(server, a.center.id)).toBe(before + 3);
  });

  it('refuses bad queries with 400', async () => {
    for (const q of [
      'get_calendar_report?month=2025-13',
      'get_calendar_report',
      'my_daily_report?date=2025-02-30',
      'my_periodical_report?period=year&date=2025-03-01',
      'my_periodical_report?period=week',
    ]) {
      expect((await get(q)).statusCode, q).toBe(400);
    }
  });

  it('hides the reports from another center (404) and from experts, support, anonymous callers', async () => {
    for (const q of [
      'get_calendar_report?month=2025-03',
      'my_daily_report?date=2025-03-04',
      'my_periodical_report?period=week&date=2025-03-04',
    ]) {
      const res = await get(q, b.staff.auth);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('2025-03-04');
      expect((await get(q, a.expert.auth)).statusCode).toBe(403);
      expect((await get(q, a.support.auth)).statusCode).toBe(403);
      expect((await get(q, {})).statusCode).toBe(401);
    }
    expect(await auditCount(server, b.center.id)).toBe(0);
  });
});
