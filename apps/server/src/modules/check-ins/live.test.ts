import { CHECK_IN_EVENTS, routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { type PortalSockets, portalSockets, record, settle, until } from '../../../test/helpers/realtime';
import { createTestServer, type TestServer } from '../../../test/helpers/server';

/**
 * Issue 21: a check-in (or a task marked or taken back) shows in the portal live. The center's
 * owners and staff hear `check_ins.changed` with the membership id only; another center hears
 * nothing, and neither does a role that does not see patients' days.
 */
describe('a patient day change, live to the portal', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let socketOf: PortalSockets['socketOf'];
  let closeAll: () => void;

  beforeAll(async () => {
    server = await createTestServer({ LOG_LEVEL: 'error' });
    ({ socketOf, closeAll } = await portalSockets(server));
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
  });
  afterAll(async () => {
    closeAll();
    await server.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });

  it("tells the center's owners and staff of a check-in, with the membership id only", async () => {
    const seen = {
      staff: record(await socketOf(a.staff), CHECK_IN_EVENTS.changed),
      owner: record(await socketOf(a.owner), CHECK_IN_EVENTS.changed),
      expert: record(await socketOf(a.expert), CHECK_IN_EVENTS.changed),
      otherStaff: record(await socketOf(b.staff), CHECK_IN_EVENTS.changed),
      otherOwner: record(await socketOf(b.owner), CHECK_IN_EVENTS.changed),
    };
    const p = await appPatient(server, a);
    const res = await call('POST', routes.patientCheckIn.path, p.auth, {
      mood: 30,
      preset_message: 1,
      text: 'A hard day',
    });
    expect(res.statusCode).toBe(201);
    await until(() => seen.staff.length === 1 && seen.owner.length === 1);
    expect(seen.staff).toEqual([{ membership_id: p.membership.id }]);
    expect(seen.owner).toEqual([{ membership_id: p.membership.id }]);
    await settle();
    expect(seen.expert).toEqual([]);
    expect(seen.otherStaff).toEqual([]);
    expect(seen.otherOwner).toEqual([]);
  });

  it('tells them when a task is marked done or taken back, and not when the call is refused', async () => {
    const staff = record(await socketOf(a.staff), CHECK_IN_EVENTS.changed);
    const other = record(await socketOf(b.staff), CHECK_IN_EVENTS.changed);
    const p = await appPatient(server, a);
    const made = await call('POST', '/v3/tcenter_daily_tasks', a.staff.auth, { title: 'Walk', days: [] });
    expect(made.statusCode).toBe(201);
    const task = made.json().tcenter_daily_task.id as string;
    const path = `/patient/tasks/${task}/done`;

    expect((await call('POST', path, p.auth)).statusCode).toBe(200);
    await until(() => staff.length === 1);
    expect((await call('DELETE', path, p.auth)).statusCode).toBe(200);
    await until(() => staff.length === 2);
    expect(staff).toEqual([{ membership_id: p.membership.id }, { membership_id: p.membership.id }]);

    // Another center's task: 404, nothing announced anywhere.
    const foreign = await call('POST', '/v3/tcenter_daily_tasks', b.staff.auth, { title: 'Read', days: [] });
    const refused = await call('POST', `/patient/tasks/${foreign.json().tcenter_daily_task.id}/done`, p.auth);
    expect(refused.statusCode).toBe(404);
    await settle();
    expect(staff).toHaveLength(2);
    expect(other).toEqual([]);
  });
});
