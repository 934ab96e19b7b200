import { type DailyTask, messages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import {
  auditEvents,
  dailyTasks,
  memberships,
  taskCompletions,
  treatmentCenters,
} from '../../db/schema/index';
import { listTasks } from './service';

const URL = '/v3/tcenter_daily_tasks';

describe('daily tasks', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer({ LOG_LEVEL: 'error' });
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: unknown) =>
    server.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const create = async (center: SeededCenter, payload: object): Promise<DailyTask> => {
    const res = await call('POST', URL, center.staff.auth, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().tcenter_daily_task;
  };
  const list = async (center: SeededCenter): Promise<DailyTask[]> => {
    const res = await call('GET', URL, center.staff.auth);
    expect(res.statusCode).toBe(200);
    return res.json().tcenter_daily_tasks;
  };
  const rowsOf = (center: SeededCenter) =>
    server.deps.database.db
      .select()
      .from(dailyTasks)
      .where(eq(dailyTasks.treatmentCenterId, center.center.id));

  it('creates tasks at the end of the list, with days sorted and every day by default', async () => {
    const first = await create(a, { title: '  Morning meditation  ', days: [5, 1, 3, 1] });
    expect(first).toMatchObject({
      title: 'Morning meditation',
      description: '',
      days: [1, 3, 5],
      active: true,
      order: 0,
      completion_rate_7d: null,
    });
    const second = await create(a, { title: 'Call your sponsor', description: 'Five minutes at least.' });
    expect(second).toMatchObject({ days: [], order: 1, description: 'Five minutes at least.' });
    expect((await list(a)).map((t) => t.title)).toEqual(['Morning meditation', 'Call your sponsor']);
    const [audited] = await server.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'daily_task.create'), eq(auditEvents.resourceId, second.id)));
    expect(audited).toMatchObject({ treatmentCenterId: a.center.id, outcome: 'success' });
  });

  it('refuses bad input with the spec messages and stores nothing', async () => {
    const before = (await rowsOf(a)).length;
    const cases: [object, string][] = [
      [{}, messages.titleRequired],
      [{ title: '   ' }, messages.titleRequired],
      [{ title: 'x'.repeat(201) }, messages.taskTitleTooLong],
      [{ title: 'Walk', days: [7] }, messages.taskDaysInvalid],
      [{ title: 'Walk', days: [-1] }, messages.taskDaysInvalid],
      [{ title: 'Walk', days: 'monday' }, messages.taskDaysInvalid],
      [{ title: 'Walk', description: 'x'.repeat(2001) }, messages.taskDescriptionTooLong],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', URL, a.staff.auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await rowsOf(a)).length).toBe(before);
  });

  it('updates only the fields sent, and refuses an empty update', async () => {
    const task = await create(a, { title: 'Journal', description: 'Three lines', days: [0, 6] });
    const res = await call('PUT', `${URL}/${task.id}`, a.staff.auth, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().tcenter_daily_task).toMatchObject({
      title: 'Journal',
      description: 'Three lines',
      days: [0, 6],
      active: false,
    });
    const edit = await call('PUT', `${URL}/${task.id}`, a.owner.auth, { title: 'Journal entry', days: [] });
    expect(edit.json().tcenter_daily_task).toMatchObject({ title: 'Journal entry', days: [], active: false });
    const empty = await call('PUT', `${URL}/${task.id}`, a.staff.auth, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.nothingToUpdate);
    const blank = await call('PUT', `${URL}/${task.id}`, a.staff.auth, { title: '' });
    expect(blank.json().message).toBe(messages.titleRequired);
    expect((await list(a)).find((t) => t.id === task.id)?.title).toBe('Journal entry');
  });

  it('reorders: listed first in the given order, the rest after, positions dense', async () => {
    const before = await list(a);
    const ids = before.map((t) => t.id);
    const last = ids.at(-1) as string;
    const res = await call('PUT', `${URL}/reorder`, a.staff.auth, { ids: [last, ids[0]] });
    expect(res.statusCode, res.body).toBe(200);
    const after: DailyTask[] = res.json().tcenter_daily_tasks;
    expect(after.map((t) => t.id)).toEqual([last, ids[0], ...ids.slice(1, -1)]);
    expect(after.map((t) => t.order)).toEqual(after.map((_, i) => i));
    expect((await list(a)).map((t) => t.id)).toEqual(after.map((t) => t.id));
  });

  it('refuses a reorder naming another center’s task or a duplicate, and moves nothing', async () => {
    const theirs = await create(b, { title: 'Theirs' });
    const before = (await list(a)).map((t) => t.id);
    const foreign = await call('PUT', `${URL}/reorder`, a.staff.auth, {
      ids: [...before].reverse().concat(theirs.id),
    });
    expect(foreign.statusCode).toBe(404);
    const dup = await call('PUT', `${URL}/reorder`, a.staff.auth, { ids: [before[0], before[0]] });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe(messages.taskOrderDuplicate);
    const empty = await call('PUT', `${URL}/reorder`, a.staff.auth, { ids: [] });
    expect(empty.json().message).toBe(messages.taskOrderRequired);
    expect((await list(a)).map((t) => t.id)).toEqual(before);
    expect((await list(b)).map((t) => t.id)).toEqual([theirs.id]);
  });

  it('deletes a task and closes the gap', async () => {
    const before = await list(a);
    const victim = before[1] as DailyTask;
    const res = await call('DELETE', `${URL}/${victim.id}`, a.staff.auth);
    expect(res.statusCode).toBe(204);
    const after = await list(a);
    expect(after.map((t) => t.id)).toEqual(before.filter((t) => t.id !== victim.id).map((t) => t.id));
    expect(after.map((t) => t.order)).toEqual(after.map((_, i) => i));
    expect((await call('DELETE', `${URL}/${victim.id}`, a.staff.auth)).statusCode).toBe(404);
  });

  it('keeps other centers out: their task is a 404 and does not change', async () => {
    const theirs = (await list(b))[0] as DailyTask;
    expect((await call('PUT', `${URL}/${theirs.id}`, a.staff.auth, { title: 'Mine now' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `${URL}/${theirs.id}`, a.owner.auth)).statusCode).toBe(404);
    expect((await list(a)).some((t) => t.id === theirs.id)).toBe(false);
    expect(await list(b)).toEqual([theirs]);
    expect((await call('PUT', `${URL}/not-a-uuid`, a.staff.auth, { title: 'x' })).statusCode).toBe(404);
  });

  it('refuses experts and support (403) and callers without a token (401)', async () => {
    const task = (await list(a))[0] as DailyTask;
    for (const who of [a.expert, a.support]) {
      expect((await call('GET', URL, who.auth)).statusCode).toBe(403);
      expect((await call('POST', URL, who.auth, { title: 'x' })).statusCode).toBe(403);
      expect((await call('PUT', `${URL}/${task.id}`, who.auth, { title: 'x' })).statusCode).toBe(403);
      expect((await call('PUT', `${URL}/reorder`, who.auth, { ids: [task.id] })).statusCode).toBe(403);
      expect((await call('DELETE', `${URL}/${task.id}`, who.auth)).statusCode).toBe(403);
    }
    expect((await call('GET', URL, {})).statusCode).toBe(401);
    expect((await call('DELETE', `${URL}/${task.id}`, {})).statusCode).toBe(401);
    expect((await list(a)).some((t) => t.id === task.id)).toBe(true);
  });

  it('computes the completion rate of the last 7 local days against active patients', async () => {
    const db = server.deps.database.db;
    const c = await createCenter(server);
    // Kiritimati is UTC+14: at 2026-01-14T11:00Z it is already 2026-01-15 there (a Thursday).
    await db
      .update(treatmentCenters)
      .set({ timeZone: 'Pacific/Kiritimati' })
      .where(eq(treatmentCenters.id, c.center.id));
    const now = new Date('2026-01-14T11:00:00Z');
    const everyDay = await create(c, { title: 'Every day' });
    const mondays = await create(c, { title: 'Mondays', days: [1] });
    const patients = await db
      .insert(memberships)
      .values([
        { treatmentCenterId: c.center.id, email: 'p1@example.test', status: 'active' },
        { treatmentCenterId: c.center.id, email: 'p2@example.test', status: 'active' },
        { treatmentCenterId: c.center.id, email: 'gone@example.test', status: 'inactive' },
      ])
      .returning();
    const [p1, p2, gone] = patients.map((p) => p.id) as [string, string, string];
    const done = (membershipId: string, taskId: string, date: string) => ({
      treatmentCenterId: c.center.id,
      membershipId,
      taskId,
      date,
    });
    await db.insert(taskCompletions).values([
      // Window: 2026-01-09 … 2026-01-15 (local). 2026-01-08 is outside; 2026-01-15 is local today.
      done(p1, everyDay.id, '2026-01-15'),
      done(p1, everyDay.id, '2026-01-09'),
      done(p2, everyDay.id, '2026-01-12'),
      done(p1, everyDay.id, '2026-01-08'),
      done(gone, everyDay.id, '2026-01-13'),
      done(p1, mondays.id, '2026-01-12'),
    ]);
    const tasks = await listTasks({
      db,
      actor: { subject: null, role: null, centerId: c.center.id, ip: null, requestId: null },
      centerId: c.center.id,
      now,
    });
    // Every day: 3 done by active patients / (7 days × 2 active) ; Mondays: 1 / (1 Monday × 2).
    expect(tasks.find((t) => t.id === everyDay.id)?.completion_rate_7d).toBeCloseTo(3 / 14, 3);
    expect(tasks.find((t) => t.id === mondays.id)?.completion_rate_7d).toBe(0.5);
  });
});
