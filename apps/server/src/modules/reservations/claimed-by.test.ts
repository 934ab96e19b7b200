import { routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { latestCodeFor } from '../../infra/sms/dev-outbox';

/** Issue 20: a completed reservation showed nobody; it names the patient who claimed it. */
describe('who claimed a reservation', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('lists the claiming patient (name, e-mail, membership) on the completed reservation only', async () => {
    expect(
      (await call('POST', '/v3/reserved_memberships', a.staff.auth, { phone_number: '15550107001' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/v3/reserved_memberships', a.staff.auth, { phone_number: '15550107002' }))
        .statusCode,
    ).toBe(201);
    const sent = await call('POST', routes.requestPhoneCode.path, {}, { phone_number: '15550107001' });
    expect(sent.statusCode).toBe(202);
    const claim = await call(
      'POST',
      routes.claimReservation.path,
      {},
      {
        phone_number: '15550107001',
        code: (await latestCodeFor(server.deps.database.db, '15550107001')) ?? '',
        email: 'Cleo.Claimer@Example.test',
        first_name: 'Cleo',
        last_name: 'Claimer',
        password: 'a-long-patient-password',
      },
    );
    expect(claim.statusCode, claim.body).toBe(201);
    const membershipId = claim.json().membership.id;

    const list = await call('GET', '/v3/reserved_memberships', a.staff.auth);
    const byPhone = new Map(
      list.json().reserved_memberships.map((r: { phone_number: string }) => [r.phone_number, r]),
    );
    expect(byPhone.get('15550107001')).toMatchObject({
      state: 'completed',
      claimed_by: {
        membership_id: membershipId,
        full_name: 'Cleo Claimer',
        email: 'cleo.claimer@example.test',
      },
    });
    expect(byPhone.get('15550107002')).toMatchObject({ state: 'pending', claimed_by: null });
    // The profile it links to opens for the center's staff.
    expect((await call('GET', `/v3/memberships/${membershipId}`, a.staff.auth)).statusCode).toBe(200);
    // Another center sees neither the reservation nor its patient.
    const other = await call('GET', '/v3/reserved_memberships', b.staff.auth);
    expect(other.json()).toMatchObject({ reserved_memberships: [], total: 0 });
  });
});
