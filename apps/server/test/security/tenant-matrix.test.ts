import { type RouteDef, type RouteName, routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server';
import { fixtures, type Role } from './route-fixtures';
import {
  auditRowsOf,
  type CenterWorld,
  call,
  expectErrorShape,
  fingerprint,
  type Headers,
  seedCenter,
} from './world';

/**
 * Tenant isolation and access levels, generated from the contracts' route table (issue 12).
 *
 * Every route needs an entry in `fixtures` below: a valid body/query (so a refusal is never a
 * validation error in disguise), and the victim center's record it points at. A route added to the
 * table without an entry fails the first test, so no route escapes the matrix.
 *
 * For each route: center A's caller on center B's record → 404 (403 on /v3/treatment_centers/{id}),
 * no byte of B's data in the answer, every table unchanged, no audit row in B's name; every role
 * that may not call it → 403; no token → 401; A's own lists (GET) never show B's records.
 */

/** Which roles may call an access level (identity/current-user.ts mayAccess), as the spec says. */
const allowed: Record<string, Role[]> = {
  owner: ['owner'],
  staff: ['owner', 'staff'],
  chat: ['owner', 'staff', 'expert', 'support', 'patient'],
  'signed-in': ['owner', 'staff', 'expert', 'support', 'patient'],
  patient: ['patient'],
};
const ROLES: Role[] = ['owner', 'staff', 'expert', 'support', 'patient'];

const entries = Object.entries(routes) as [RouteName, RouteDef][];
const counts = { crossCenter: 0, roles: 0, anonymous: 0, reads: 0 };

describe('tenant isolation matrix (generated from the route table)', () => {
  let server: TestServer;
  let a: CenterWorld;
  let b: CenterWorld;

  beforeAll(async () => {
    server = await createTestServer();
    a = await seedCenter(server, 'Alder');
    b = await seedCenter(server, 'Birch');
  }, 120_000);
  afterAll(async () => {
    console.info(`tenant matrix: ${entries.length} routes, ${JSON.stringify(counts)}`);
    await server?.close();
  });

  const headersOf = (w: CenterWorld, role: Role): Headers =>
    role === 'patient' ? w.patient.auth : w[role].auth;
  /** The callers of A that may use a route: the ones whose reach into B is tested. */
  const callersOf = (def: RouteDef): Role[] =>
    def.access === 'chat' ? ['owner', 'staff', 'expert'] : (allowed[def.access] ?? []).slice(0, 1);

  it('has a fixture for every route of the table (a new route must join the matrix)', () => {
    const missing = entries.map(([name]) => name).filter((name) => !(name in fixtures));
    expect(missing).toEqual([]);
    for (const [name, def] of entries) {
      const f = fixtures[name];
      if (def.access === 'public') expect(f.publicBecause, name).toBeTruthy();
      // A route with a record id or a center id must say whose record it points at.
      if (def.path.includes('{') && def.access !== 'public') expect(f.foreign, name).toBeDefined();
      if (def.body && !def.multipart && def.access !== 'public') expect(f.body, name).toBeDefined();
    }
  });

  it('notices a change: the fingerprint differs after one row of one center changes', async () => {
    const before = await fingerprint(server);
    const res = await call(server, routes.updateTask, {
      params: { id: a.ids.task },
      body: { description: 'changed once' },
      headers: a.staff.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(await fingerprint(server)).not.toEqual(before);
  });

  it.each(entries.filter(([, d]) => d.access !== 'public'))('%s', async (name, def) => {
    const f = fixtures[name];
    const before = await fingerprint(server);
    const auditB = await auditRowsOf(server, b.center.id);
    const ownParams = f.own?.(a) ?? {};
    const base = { params: ownParams, query: f.query?.(a), body: f.body?.(a) };

    // No token, a broken token: 401, before anything else is looked at.
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Headers[]) {
      const res = await call(server, def, { ...base, headers });
      expect(res.statusCode, `${name} without a valid token`).toBe(401);
      expectErrorShape(res.body);
      counts.anonymous++;
    }

    // Every role that may not call it: 403.
    for (const role of ROLES.filter((r) => !allowed[def.access]?.includes(r))) {
      const res = await call(server, def, { ...base, headers: headersOf(a, role) });
      expect(res.statusCode, `${name} as ${role}`).toBe(403);
      expectErrorShape(res.body);
      counts.roles++;
    }

    // A's callers on B's records: 404 (403 on B's center path), nothing of B in the answer.
    for (const foreign of f.foreign?.(b, a) ?? []) {
      for (const role of callersOf(def)) {
        const res = await call(server, def, {
          params: foreign.params,
          query: f.query?.(a),
          body: foreign.body ?? f.body?.(a),
          headers: headersOf(a, role),
        });
        expect(
          res.statusCode,
          `${name} as A's ${role} on ${JSON.stringify(foreign.params)}: ${res.body}`,
        ).toBe(foreign.status);
        expectErrorShape(res.body);
        for (const marker of b.markers) expect(res.body).not.toContain(marker);
        counts.crossCenter++;
      }
    }

    // Nothing changed anywhere, and B's audit trail holds nothing of A's attempts.
    expect(await fingerprint(server), `${name}: a refused call changed the database`).toEqual(before);
    expect(await auditRowsOf(server, b.center.id)).toBe(auditB);

    // A's own reads never carry B's records.
    if (f.read && def.method === 'GET') {
      for (const role of allowed[def.access] ?? []) {
        const res = await call(server, def, { ...base, headers: headersOf(a, role) });
        expect(res.statusCode, `${name} as A's ${role}: ${res.body}`).toBe(def.success);
        for (const marker of b.markers)
          expect(res.body, `${name} as ${role} shows B's ${marker}`).not.toContain(marker);
        counts.reads++;
      }
    }
  });
});
