import { messages, routes } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { taskCompletions } from '../../db/schema/index';

/**
 * Today's tasks as a checklist in the app (issue 21): a task marked done can be taken back the
 * same day; the completion goes (the portal's figures follow), twice answers the same, another
 * center's task is 404 and a task not due today 422.
 */
describe('taking back a task marked done', () => {
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
  const call = (
    method: 'POST' | 'DELETE' | 'GET',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newTask = async (center: SeededCenter, days: number[] = []) => {
    const res = await call('POST', '/v3/tcenter_daily_tasks', center.staff.auth, {
      title: 'Walk',
      description: 'Twenty minutes outside',
      days,
    });
    expect(res.statusCode).toBe(201);
    return res.json().tcenter_daily_task.id as string;
  };
  const undonePath = (id: string) => routes.patientTaskUndone.path.replace('{id}', id);

  it('removes the completion of today and answers the same when sent twice', async () => {
    const p = await appPatient(server, a);
    const task = await newTask(a);
    expect((await call('POST', `/patient/tasks/${task}/done`, p.auth)).json().task.done).toBe(true);
    const undone = await call('DELETE', undonePath(task), p.auth);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().task).toMatchObject({ id: task, done: false });
    const rows = await db()
      .select()
      .from(taskCompletions)
      .where(and(eq(taskCompletions.membershipId, p.membership.id), eq(taskCompletions.taskId, task)));
    expect(rows).toHaveLength(0);
    const list = await call('GET', routes.patientTasks.path, p.auth);
    expect(list.json().tasks.find((t: { id: string }) => t.id === task).done).toBe(false);
    expect((await call('DELETE', undonePath(task), p.auth)).statusCode).toBe(200);
  });

  it("leaves other patients' completions, refuses other centers' tasks and tasks not due today", async () => {
    const p = await appPatient(server, a);
    const other = await appPatient(server, a);
    const task = await newTask(a);
    await call('POST', `/patient/tasks/${task}/done`, other.auth);
    await call('DELETE', undonePath(task), p.auth);
    const kept = await db()
      .select()
      .from(taskCompletions)
      .where(eq(taskCompletions.membershipId, other.membership.id));
    expect(kept).toHaveLength(1);

    const foreign = await newTask(b);
    expect((await call('DELETE', undonePath(foreign), p.auth)).statusCode).toBe(404);

    const weekday = new Date().getUTCDay();
    const notToday = await newTask(a, [(weekday + 3) % 7]);
    const refused = await call('DELETE', undonePath(notToday), p.auth);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(messages.taskNotToday);

    const inactive = await appPatient(server, a, { status: 'inactive' });
    expect((await call('DELETE', undonePath(task), inactive.auth)).statusCode).toBe(403);
  });
});
