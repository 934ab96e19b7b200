import { CONTACT_NOW_EVENTS, routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { type PortalSockets, portalSockets, record } from '../../../test/helpers/realtime';
import { createTestServer, type TestServer } from '../../../test/helpers/server';

/**
 * "Contact now" both ways (issue 21): when staff mark a patient's request handled, the patient's
 * app hears it live on its socket (id, status, time; never who), and nobody else's does.
 */
describe('contact now, live to the patient', () => {
  let server: TestServer;
  let a: SeededCenter;
  let socketOf: PortalSockets['socketOf'];
  let closeAll: () => void;

  beforeAll(async () => {
    server = await createTestServer({ LOG_LEVEL: 'error' });
    ({ socketOf, closeAll } = await portalSockets(server));
    a = await createCenter(server);
  });
  afterAll(async () => {
    closeAll();
    await server.close();
  });

  it('tells the patient who asked, and only them, when their request was handled', async () => {
    const asker = await appPatient(server, a, { phoneNumber: '15550104444' });
    const other = await appPatient(server, a);
    const heard = record(await socketOf(asker), CONTACT_NOW_EVENTS.handled);
    const notHeard = record(await socketOf(other), CONTACT_NOW_EVENTS.handled);
    const asked = await server.app.inject({
      method: 'POST',
      url: routes.patientContactNow.path,
      headers: asker.auth,
      payload: {},
    });
    const id = asked.json().contact_request.id as string;
    const handled = await server.app.inject({
      method: 'PUT',
      url: `/v3/contact_requests/${id}/handle`,
      headers: a.staff.auth,
    });
    expect(handled.statusCode).toBe(200);
    await expect.poll(() => heard.length).toBe(1);
    expect(heard[0]).toEqual({
      id,
      status: 'handled',
      handled_at: handled.json().contact_request.handled_at,
    });
    expect(JSON.stringify(heard[0])).not.toContain(a.staff.row.email);
    await new Promise((r) => setTimeout(r, 200));
    expect(notHeard).toEqual([]);
  });
});
