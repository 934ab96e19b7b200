import type { AddressInfo } from 'node:net';
import { CHECK_IN_EVENTS, routes } from '@portal/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter, type SeededUser } from '../../../test/helpers/fixtures';
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
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await createTestServer({ LOG_LEVEL: 'error' });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await server.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });

  /** A portal socket of a user, signed in with the chat token the portal would fetch. */
  async function socketOf(user: SeededUser): Promise<Socket> {
    const res = await call('GET', '/getstream/token', user.auth);
    expect(res.statusCode).toBe(200);
    const socket = connect(baseUrl, {
      auth: { token: res.json().data.token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }
  const record = (socket: Socket) => {
    const seen: unknown[] = [];
    socket.on(CHECK_IN_EVENTS.changed, (payload: unknown) => seen.push(payload));
    return seen;
  };
  const until = async (check: () => boolean, ms = 3000) => {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > ms) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  /** Give stray deliveries a moment to arrive before asserting they did not. */
  const settle = () => new Promise((r) => setTimeout(r, 150));

  it("tells the center's owners and staff of a check-in, with the membership id only", async () => {
    const seen = {
      staff: record(await socketOf(a.staff)),
      owner: record(await socketOf(a.owner)),
      expert: record(await socketOf(a.expert)),
      otherStaff: record(await socketOf(b.staff)),
      otherOwner: record(await socketOf(b.owner)),
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
    const staff = record(await socketOf(a.staff));
    const other = record(await socketOf(b.staff));
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
