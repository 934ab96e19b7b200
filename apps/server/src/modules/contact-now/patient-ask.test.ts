import { routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';

/**
 * Issue 38, item 10: asking for a call while one is open creates nothing, so it answers 200 with the
 * open request; only a new request is 201 "created". The OpenAPI document declares both.
 */
describe('asking for a call from the app', () => {
  let server: TestServer;
  let a: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer({ LOG_LEVEL: 'error' });
    a = await createCenter(server);
  });
  afterAll(() => server.close());

  const ask = (auth: Record<string, string>) =>
    server.app.inject({ method: 'POST', url: routes.patientContactNow.path, headers: auth, payload: {} });

  it('201 for a new request, 200 with the same request while it is open, 201 again once handled', async () => {
    const p = await appPatient(server, a, { phoneNumber: '15550104545' });
    const first = await ask(p.auth);
    expect(first.statusCode, first.body).toBe(201);
    const opened = first.json().contact_request;
    expect(opened).toMatchObject({ status: 'open', created: true });

    const again = await ask(p.auth);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().contact_request).toEqual({ ...opened, created: false });

    const handled = await server.app.inject({
      method: 'PUT',
      url: `/v3/contact_requests/${opened.id}/handle`,
      headers: a.staff.auth,
    });
    expect(handled.statusCode).toBe(200);
    const next = await ask(p.auth);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().contact_request).toMatchObject({ status: 'open', created: true });
    expect(next.json().contact_request.id).not.toBe(opened.id);
  });

  it('the OpenAPI document declares both answers', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const responses = doc.paths[routes.patientContactNow.path].post.responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '201']));
  });
});
