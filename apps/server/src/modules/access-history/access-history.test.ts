import { ACCESS_HISTORY_PAGE_SIZE, type AccessEvent } from '@portal/contracts';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, createUser, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount, createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';

describe("access history: who opened a patient's records", () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  const get = (url: string, auth: { authorization: string }) =>
    server.app.inject({ method: 'GET', url, headers: auth });
  const historyOf = async (id: string, auth = a.owner.auth, page = 1) => {
    const res = await get(`/v3/memberships/${id}/access_history?page=${page}`, auth);
    expect(res.statusCode).toBe(200);
    return res.json() as { events: AccessEvent[]; has_more: boolean };
  };

  it('lists every audited access to this patient, newest first, with who, role, address and outcome', async () => {
    const patient = await createPatient(server, a.center.id);
    const other = await createPatient(server, a.center.id);
    await get(`/v3/memberships/${patient.id}`, a.staff.auth);
    await get(`/v3/memberships/${patient.id}/tcenter_notes`, a.staff.auth);
    await get(`/v3/memberships/${other.id}`, a.staff.auth);
    await get(`/v3/memberships/${patient.id}/get_calendar_report?month=2026-11`, a.owner.auth);

    const { events, has_more } = await historyOf(patient.id);
    expect(has_more).toBe(false);
    expect(events.map((e) => [e.action, e.actor_name, e.actor_role, e.outcome])).toEqual([
      ['report.calendar.read', 'Olivia Owner', 'owner', 'success'],
      ['note.list', 'Sam Staff', 'staff', 'success'],
      ['membership.read', 'Sam Staff', 'staff', 'success'],
    ]);
    expect(events[1]).toMatchObject({ actor_email: a.staff.row.email, ip: '127.0.0.1' });
    expect(Date.parse(events[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    // Reading the history is itself an access: the next read shows it first.
    const again = await historyOf(patient.id);
    expect(again.events[0]).toMatchObject({ action: 'access_history.read', actor_name: 'Olivia Owner' });
    expect(again.events).toHaveLength(4);
  });

  it('pages 25 at a time and says when more remain', async () => {
    const patient = await createPatient(server, a.center.id);
    for (let i = 0; i < ACCESS_HISTORY_PAGE_SIZE + 2; i++) {
      await get(`/v3/memberships/${patient.id}`, a.staff.auth);
    }
    const first = await historyOf(patient.id);
    expect(first.events).toHaveLength(ACCESS_HISTORY_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    // Page 2 now also counts page 1's own audit row: 27 reads + 1 history read = 28 rows.
    const second = await historyOf(patient.id, a.owner.auth, 2);
    expect(second.events).toHaveLength(3);
    expect(second.has_more).toBe(false);
    const ids = new Set([...first.events, ...second.events].map((e) => e.id));
    expect(ids.size).toBe(first.events.length + second.events.length - 1);
  });

  it('is for owners of the patient’s center only, and writes one audit row per read', async () => {
    const patient = await createPatient(server, a.center.id);
    const url = `/v3/memberships/${patient.id}/access_history`;
    for (const caller of [a.staff, a.expert, a.support]) {
      const res = await get(url, caller.auth);
      expect(res.statusCode).toBe(403);
      expect((await get(`${url}/export`, caller.auth)).statusCode).toBe(403);
    }
    const foreign = await get(url, b.owner.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(patient.id);
    expect((await get(`${url}/export`, b.owner.auth)).statusCode).toBe(404);
    expect(
      (await get('/v3/memberships/00000000-0000-4000-8000-000000000000/access_history', a.owner.auth))
        .statusCode,
    ).toBe(404);
    expect((await get(`${url}?page=0`, a.owner.auth)).statusCode).toBe(400);
    expect((await get(`${url}?page=abc`, a.owner.auth)).json()).toHaveProperty('message');

    const before = await auditCount(server, a.center.id, 'access_history.read');
    await historyOf(patient.id);
    expect(await auditCount(server, a.center.id, 'access_history.read')).toBe(before + 1);
    expect(await auditCount(server, b.center.id, 'access_history.read')).toBe(0);
  });

  it('exports the whole history as CSV, the export listed in it, formulas neutralised', async () => {
    const patient = await createPatient(server, a.center.id);
    const prankster = await createUser(server, {
      treatmentCenterId: a.center.id,
      firstName: '=HYPERLINK("https://evil.example","x")',
      lastName: '',
      email: `+${Date.now()}@example.test`,
    });
    await get(`/v3/memberships/${patient.id}`, prankster.auth);
    await get(`/v3/memberships/${patient.id}`, a.staff.auth);

    const res = await get(`/v3/memberships/${patient.id}/access_history/export`, a.owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="access-history-${patient.id.slice(0, 8)}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`,
      ),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = Papa.parse<string[]>(res.body.trim()).data;
    expect(header).toEqual(['Time (UTC)', 'Name', 'E-mail', 'Role', 'Action', 'Outcome', 'IP address']);
    expect(rows.map((r) => r[4])).toEqual(['access_history.export', 'membership.read', 'membership.read']);
    expect(rows[1]?.[1]).toBe('Sam Staff');
    // No cell starts with a formula character: the prankster's name and e-mail are quoted out.
    expect(rows[2]?.[1]).toBe(`'=HYPERLINK("https://evil.example","x")`);
    expect(rows[2]?.[2]?.startsWith("'+")).toBe(true);
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(await auditCount(server, a.center.id, 'access_history.export')).toBeGreaterThanOrEqual(1);
  });
});
