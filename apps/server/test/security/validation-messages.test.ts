import {
  buildPath,
  isCatalogueMessage,
  messages,
  type RouteDef,
  type RouteName,
  routes,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server';
import { fixtures } from './route-fixtures';
import { type CenterWorld, type Headers, seedCenter } from './world';

/**
 * Every validation message of every route is a sentence of the catalogue (issue 20): the route
 * table is walked, each path value, query field and body field gets bad values one at a time (the
 * rest stays valid), and every message of every refusal must be in the catalogue (a fixed sentence
 * of messages.ts or one of its validation sentences), never a zod default ("Too small: expected
 * number to be >=1", "Invalid input"). A malformed path value is 404 "Not found.", not 400.
 */

const BAD_QUERY = ['abc', '-1', '0', '1.5', 'x'.repeat(300)];
const BAD_BODY: unknown[] = [null, 12_345, true, '', 'x'.repeat(25_000), ['x'], { x: 1 }, 'not-a-value'];
const SKIP = new Set<RouteName>(['signOut', 'patientSignOut', 'bulkReserve', 'invitePatients']);

type Shaped = { shape?: Record<string, unknown> };
const keysOfSchema = (schema: unknown) => Object.keys((schema as Shaped | undefined)?.shape ?? {});
const keysOfValue = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : []);

const entries = (Object.entries(routes) as [RouteName, RouteDef][]).filter(
  ([name, d]) => !SKIP.has(name) && !d.multipart && (d.body || d.query || d.params),
);

describe('validation messages come from the catalogue', () => {
  let server: TestServer;
  let a: CenterWorld;
  const problems: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    a = await seedCenter(server, 'Messages');
  }, 120_000);
  afterAll(() => server?.close());

  const callerOf = (def: RouteDef): Headers =>
    def.access === 'public'
      ? {}
      : def.access === 'patient'
        ? a.patient.auth
        : def.access === 'owner' || def.access === 'chat'
          ? a.owner.auth
          : a.staff.auth;

  async function send(
    name: string,
    def: RouteDef,
    what: string,
    request: { params: Record<string, string>; query?: Record<string, string>; body?: unknown },
  ) {
    const qs = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
    const res = await server.app.inject({
      method: def.method,
      url: buildPath(def.path, request.params) + qs,
      headers: {
        ...callerOf(def),
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(request.body !== undefined ? { payload: JSON.stringify(request.body) } : {}),
    });
    const where = `${name} ${what} → ${res.statusCode}`;
    if (res.statusCode >= 500) problems.push(`${where}: ${res.body.slice(0, 200)}`);
    if (res.statusCode < 400 || res.statusCode === 429) return res;
    const body = res.json() as { message: string; errors?: { field: string; message: string }[] };
    for (const m of [body.message, ...(body.errors ?? []).map((e) => e.message)]) {
      if (!isCatalogueMessage(m)) problems.push(`${where}: "${m}"`);
    }
    return res;
  }

  it.each(entries)('%s', async (name, def) => {
    // A route added without its fixture yet is walked with its own params only.
    const f = fixtures[name] ?? {};
    const own = f.own?.(a) ?? (def.path.includes('{id}') ? { id: a.center.id } : {});
    const validQuery = f.query?.(a) ?? {};
    const validBody = f.body?.(a);

    for (const key of keysOfSchema(def.params)) {
      const res = await send(name, def, `path ${key}=abc`, {
        params: { ...own, [key]: 'abc' },
        query: validQuery,
        ...(validBody !== undefined ? { body: validBody } : {}),
      });
      // A malformed id names nothing that exists.
      if (res.statusCode !== 404 || res.json().message !== messages.notFound)
        problems.push(`${name} path ${key}=abc → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    for (const key of new Set([...keysOfSchema(def.query), ...Object.keys(validQuery)])) {
      for (const value of BAD_QUERY) {
        await send(name, def, `query ${key}=${value.slice(0, 12)}`, {
          params: own,
          query: { ...validQuery, [key]: value },
          ...(validBody !== undefined ? { body: validBody } : {}),
        });
      }
    }
    if (def.body && def.method !== 'DELETE') {
      for (const key of new Set([...keysOfSchema(def.body), ...keysOfValue(validBody)])) {
        for (const value of BAD_BODY) {
          await send(name, def, `body ${key}=${JSON.stringify(value).slice(0, 12)}`, {
            params: own,
            query: validQuery,
            body: { ...((validBody as object | undefined) ?? {}), [key]: value },
          });
        }
      }
    }
  });

  it('answers the examples of the issue with sentences and the right status', async () => {
    const ask = (method: 'GET' | 'DELETE', url: string) =>
      server.app.inject({ method, url, headers: a.staff.auth });
    const invite = await server.app.inject({
      method: 'POST',
      url: '/v3/memberships',
      headers: a.staff.auth,
      payload: { email: 'long-name@example.test', full_name: 'x'.repeat(201) },
    });
    expect(invite.statusCode).toBe(400);
    expect(invite.json().errors).toEqual([
      { field: 'full_name', message: 'Full Name must be at most 200 characters long.' },
    ]);
    const limit = await ask('GET', '/v3/reserved_memberships?limit=0');
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toEqual({
      message: 'Limit must be at least 1.',
      errors: [{ field: 'limit', message: 'Limit must be at least 1.' }],
    });
    const status = await ask('GET', '/v3/reserved_memberships?by_status=foo');
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('Status must be one of: pending, completed.');
    const id = await ask('DELETE', '/v3/reserved_memberships/abc');
    expect(id.statusCode).toBe(404);
    expect(id.json()).toEqual({ message: messages.notFound });
  });

  it('found no default message, no wrong status and no 500 on any route', () => {
    expect(problems).toEqual([]);
  });
});
