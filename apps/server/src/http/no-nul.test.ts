import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../test/helpers/fixtures';
import { createPatient } from '../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../test/helpers/server';

describe('a NUL character anywhere in a call', () => {
  let server: TestServer;
  let a: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
  });
  afterAll(() => server.close());

  it('is refused with 400 naming the field, before anything is stored (PostgreSQL text cannot hold it)', async () => {
    const patient = await createPatient(server, a.center.id);
    const url = `/v3/memberships/${patient.id}/tcenter_notes`;
    const res = await server.app.inject({
      method: 'POST',
      url,
      headers: a.staff.auth,
      payload: { content: 'nul\u0000byte' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: messages.nulCharacter,
      errors: [{ field: 'content', message: messages.nulCharacter }],
    });
    const notes = await server.app.inject({ method: 'GET', url, headers: a.staff.auth });
    expect(notes.json()).toEqual([]);

    const nested = await server.app.inject({
      method: 'PUT',
      url: `/v3/treatment_centers/${a.center.id}/settings`,
      headers: a.owner.auth,
      payload: { check_in_messages: ['fine', 'x\u0000'] },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toEqual([{ field: 'check_in_messages.1', message: messages.nulCharacter }]);
  });

  it('not on a route of the table that takes no input: it reads no query, so a NUL there is left alone', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/v3/me?x=%00', headers: a.staff.auth });
    expect(res.statusCode).toBe(200);
  });

  it('in a query string too', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/v3/memberships?by_name=smi%00th',
      headers: a.staff.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'by_name', message: messages.nulCharacter }]);
  });
});
