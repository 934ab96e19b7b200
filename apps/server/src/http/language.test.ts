import { messages, routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../test/helpers/fixtures';
import { createPatient } from '../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../test/helpers/server';

/**
 * The server answers in the caller's language (issue 36): the error body's sentences come out in
 * Spanish for `Accept-Language: es`, and exactly as before (the spec's English) without it.
 */
describe("error responses in the caller's language", () => {
  let server: TestServer;
  let a: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
  });
  afterAll(() => server.close());

  const SPANISH = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    server.app.inject({
      method,
      url,
      headers: { ...a.staff.auth, ...headers },
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('names the field of a validation error in Spanish, and says which rule failed', async () => {
    const p = await createPatient(server, a.center.id, { status: 'active' });
    const url = `/v3/memberships/${p.id}/update_status`;
    const english = await call('PUT', url, { status: 'bogus' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      message: 'Status must be one of: invited, active, alumni, inactive.',
      errors: [{ field: 'status', message: 'Status must be one of: invited, active, alumni, inactive.' }],
    });
    const spanish = await call('PUT', url, { status: 'bogus' }, SPANISH);
    expect(spanish.statusCode).toBe(400);
    const sentence = 'El campo "Estado" debe ser uno de estos valores: invited, active, alumni, inactive.';
    expect(spanish.json()).toEqual({ message: sentence, errors: [{ field: 'status', message: sentence }] });
  });

  it("translates a schema's own catalogue sentence", async () => {
    const english = await call('POST', '/v3/reserved_memberships', {});
    expect(english.json().message).toBe(messages.phoneRequired);
    const spanish = await call('POST', '/v3/reserved_memberships', {}, SPANISH);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({
      message: 'El número de teléfono es obligatorio.',
      errors: [{ field: 'phone_number', message: 'El número de teléfono es obligatorio.' }],
    });
  });

  it('says "not found" in Spanish', async () => {
    const url = '/v3/memberships/00000000-0000-4000-8000-000000000000';
    const english = await call('GET', url);
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ message: messages.notFound });
    expect(english.headers['content-language']).toBe('en');
    const spanish = await call('GET', url, undefined, SPANISH);
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({ message: 'No se encontró.' });
    expect(spanish.headers['content-language']).toBe('es');
    expect(String(spanish.headers.vary)).toMatch(/accept-language/i);
  });

  it('says "not found" in Spanish for a path no route serves', async () => {
    const english = await call('GET', '/v3/nothing-here');
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ message: messages.notFound });
    const spanish = await call('GET', '/v3/nothing-here', undefined, SPANISH);
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json()).toEqual({ message: 'No se encontró.' });
    expect(spanish.headers['content-language']).toBe('es');
  });

  it("refuses a state change in Spanish, the status values as the API's", async () => {
    const p = await createPatient(server, a.center.id, { status: 'active', firstDay: '2026-01-05' });
    const url = `/v3/memberships/${p.id}/update_status`;
    const english = await call('PUT', url, { status: 'invited' });
    expect(english.statusCode).toBe(422);
    expect(english.json().message).toBe("A patient's status cannot change from active to invited.");
    const spanish = await call('PUT', url, { status: 'invited' }, SPANISH);
    expect(spanish.statusCode).toBe(422);
    const sentence = 'El estado de un paciente no puede cambiar de active a invited.';
    expect(spanish.json()).toEqual({ message: sentence, errors: [{ field: 'status', message: sentence }] });
  });

  it('says "too many attempts" in Spanish', async () => {
    const phone = '15550409999';
    expect((await call('POST', '/v3/reserved_memberships', { phone_number: phone })).statusCode).toBe(201);
    const ask = (headers: Record<string, string> = {}) =>
      call('POST', routes.requestPhoneCode.path, { phone_number: phone }, headers, '192.0.2.77');
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);
    const english = await ask();
    expect(english.statusCode).toBe(429);
    expect(english.json()).toEqual({ message: messages.tooManyRequests });
    const spanish = await ask({ 'accept-language': 'es' });
    expect(spanish.statusCode).toBe(429);
    expect(spanish.json()).toEqual({ message: 'Demasiados intentos. Inténtelo de nuevo más tarde.' });
    expect(spanish.headers['retry-after']).toBeDefined();
  });

  it('answers in English for a language it does not speak', async () => {
    const res = await call('GET', '/v3/memberships/00000000-0000-4000-8000-000000000000', undefined, {
      'accept-language': 'fr-FR,de;q=0.8',
    });
    expect(res.json()).toEqual({ message: messages.notFound });
    expect(res.headers['content-language']).toBe('en');
  });
});
