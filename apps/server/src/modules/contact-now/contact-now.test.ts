import { CONTACT_NOW_EVENTS, type ContactRequest, messages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { type PortalSockets, portalSockets, record, until } from '../../../test/helpers/realtime';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import type { Actor } from '../../audit/audit';
import { auditEvents, contactRequests, memberships } from '../../db/schema/index';
import { createContactRequest } from './service';

const URL = '/v3/contact_requests';

describe('contact now', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let socketOf: PortalSockets['socketOf'];
  let closeAll: () => void;
  const db = () => server.deps.database.db;
  const deps = () => ({ db: db(), realtime: server.deps.realtime });
  const patientActor = (centerId: string): Actor => ({
    subject: 'portal|patient',
    role: 'patient',
    centerId,
    ip: null,
    requestId: null,
  });

  beforeAll(async () => {
    server = await createTestServer({ LOG_LEVEL: 'error' });
    ({ socketOf, closeAll } = await portalSockets(server));
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(async () => {
    closeAll();
    await server.close();
  });

  const call = (method: 'GET' | 'PUT', url: string, headers: object) =>
    server.app.inject({ method, url, headers: headers as Record<string, string> });

  async function patient(center: SeededCenter, first = 'Pat', phone: string | null = '15550101234') {
    const [row] = await db()
      .insert(memberships)
      .values({
        treatmentCenterId: center.center.id,
        status: 'active',
        email: `${first.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
        firstName: first,
        lastName: 'Ient',
        phoneNumber: phone,
      })
      .returning();
    return row?.id as string;
  }

  it('pushes a new request live to staff receiving calls, and a refresh (no patient data) to the rest', async () => {
    const staff = await socketOf(a.staff); // receiving_calls
    const owner = await socketOf(a.owner); // not receiving calls
    const expert = await socketOf(a.expert);
    const otherCenter = await socketOf(b.staff);
    const seen = {
      staffCreated: record(staff, CONTACT_NOW_EVENTS.created),
      ownerCreated: record(owner, CONTACT_NOW_EVENTS.created),
      ownerChanged: record(owner, CONTACT_NOW_EVENTS.changed),
      // Two lists, each asserted empty: a spread would copy them while still empty.
      expertCreated: record(expert, CONTACT_NOW_EVENTS.created),
      expertChanged: record(expert, CONTACT_NOW_EVENTS.changed),
      otherCreated: record(otherCenter, CONTACT_NOW_EVENTS.created),
      otherChanged: record(otherCenter, CONTACT_NOW_EVENTS.changed),
    };
    const membershipId = await patient(a, 'Robin');
    const { request, created } = await createContactRequest(deps(), {
      centerId: a.center.id,
      membershipId,
      actor: patientActor(a.center.id),
    });
    expect(created).toBe(true);
    expect(request).toMatchObject({
      membership_id: membershipId,
      patient_name: 'Robin Ient',
      phone: '15550101234',
      status: 'open',
      handled_at: null,
      handled_by: null,
    });
    await until(() => seen.staffCreated.length === 1 && seen.ownerChanged.length === 1);
    expect(seen.staffCreated[0]).toEqual(request);
    expect(seen.ownerChanged[0]).toEqual({ id: request.id, status: 'open' });
    // Give stray deliveries a moment to arrive before asserting they did not.
    await new Promise((r) => setTimeout(r, 150));
    expect(seen.ownerCreated).toEqual([]);
    expect(seen.expertCreated).toEqual([]);
    expect(seen.expertChanged).toEqual([]);
    expect(seen.otherCreated).toEqual([]);
    expect(seen.otherChanged).toEqual([]);

    // Pressing again while open returns the same request and notifies nobody twice.
    const again = await createContactRequest(deps(), {
      centerId: a.center.id,
      membershipId,
      actor: patientActor(a.center.id),
    });
    expect(again).toMatchObject({ created: false, request: { id: request.id } });
    await new Promise((r) => setTimeout(r, 150));
    expect(seen.staffCreated).toHaveLength(1);
  });

  it('refuses a request for another center’s patient and stores nothing', async () => {
    const theirs = await patient(b, 'Other');
    await expect(
      createContactRequest(deps(), {
        centerId: a.center.id,
        membershipId: theirs,
        actor: patientActor(a.center.id),
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
    expect(await db().select().from(contactRequests).where(eq(contactRequests.membershipId, theirs))).toEqual(
      [],
    );
  });

  it('lists the open queue oldest first, with the phone asked for, and audits the read', async () => {
    const first = await patient(a, 'Avery', null);
    const second = await patient(a, 'Blake');
    await db()
      .insert(contactRequests)
      .values([
        { treatmentCenterId: a.center.id, membershipId: second, createdAt: new Date(Date.now() - 60_000) },
        {
          treatmentCenterId: a.center.id,
          membershipId: first,
          phone: '15550109999',
          createdAt: new Date(Date.now() - 5 * 60_000),
        },
      ]);
    const res = await call('GET', `${URL}?status=open`, a.staff.auth);
    expect(res.statusCode).toBe(200);
    const body: { contact_requests: ContactRequest[]; total: number } = res.json();
    expect(body.contact_requests.map((r) => r.patient_name)).toEqual([
      'Avery Ient',
      'Blake Ient',
      'Robin Ient',
    ]);
    expect(body.contact_requests[0]?.phone).toBe('15550109999');
    expect(body.total).toBe(3);
    const [row] = await db()
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'contact_request.list'),
          eq(auditEvents.actorSubject, a.staff.row.subject),
        ),
      );
    expect(row?.detail).toMatchObject({ status: 'open', count: 3 });
    expect(JSON.stringify(row?.detail)).not.toMatch(/Avery|1555/);
    // Paging.
    const page = (await call('GET', `${URL}?limit=1&offset=1`, a.staff.auth)).json();
    expect(page.contact_requests.map((r: ContactRequest) => r.patient_name)).toEqual(['Blake Ient']);
    expect(page.total).toBe(3);
  });

  it('marks handled with who and when; a second handle is a 409 and keeps the first handler', async () => {
    const owner = await socketOf(a.owner);
    const changed = record(owner, CONTACT_NOW_EVENTS.changed);
    const [oldest] = (await call('GET', URL, a.staff.auth)).json().contact_requests as ContactRequest[];
    const res = await call('PUT', `${URL}/${oldest?.id}/handle`, a.staff.auth);
    expect(res.statusCode).toBe(200);
    const handled: ContactRequest = res.json().contact_request;
    expect(handled).toMatchObject({
      id: oldest?.id,
      status: 'handled',
      handled_by: { id: a.staff.row.id, name: 'Sam Staff' },
    });
    expect(Date.now() - Date.parse(handled.handled_at ?? '')).toBeLessThan(60_000);
    await until(() => changed.length === 1);
    expect(changed[0]).toEqual({ id: oldest?.id, status: 'handled' });

    const again = await call('PUT', `${URL}/${oldest?.id}/handle`, a.owner.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.contactRequestAlreadyHandled);
    const history = (await call('GET', `${URL}?status=handled`, a.owner.auth)).json();
    expect(history.contact_requests).toHaveLength(1);
    expect(history.contact_requests[0].handled_by.id).toBe(a.staff.row.id);
    expect((await call('GET', URL, a.staff.auth)).json().total).toBe(2);
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'contact_request.handle'),
          eq(auditEvents.resourceId, oldest?.id as string),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('keeps other centers out: 404 on handle, nothing listed, nothing changed', async () => {
    const [open] = (await call('GET', URL, a.staff.auth)).json().contact_requests as ContactRequest[];
    const res = await call('PUT', `${URL}/${open?.id}/handle`, b.staff.auth);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', URL, b.staff.auth)).json()).toEqual({ contact_requests: [], total: 0 });
    const [row] = await db()
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, open?.id as string));
    expect(row).toMatchObject({ status: 'open', handledBy: null, handledAt: null });
    expect((await call('PUT', `${URL}/${crypto.randomUUID()}/handle`, a.staff.auth)).statusCode).toBe(404);
  });

  it('validates the query and refuses experts, support (403) and no token (401)', async () => {
    expect((await call('GET', `${URL}?status=closed`, a.staff.auth)).statusCode).toBe(400);
    expect((await call('GET', `${URL}?limit=1000`, a.staff.auth)).statusCode).toBe(400);
    const [open] = (await call('GET', URL, a.staff.auth)).json().contact_requests as ContactRequest[];
    for (const who of [a.expert, a.support]) {
      expect((await call('GET', URL, who.auth)).statusCode).toBe(403);
      expect((await call('PUT', `${URL}/${open?.id}/handle`, who.auth)).statusCode).toBe(403);
    }
    expect((await call('GET', URL, {})).statusCode).toBe(401);
    expect((await call('PUT', `${URL}/${open?.id}/handle`, {})).statusCode).toBe(401);
    const [row] = await db()
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, open?.id as string));
    expect(row?.status).toBe('open');
  });
});
