import { buildPath, type RouteDef, type RouteName, routes } from '@portal/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataFor } from '../../src/identity/metadata';
import { createTestServer, signToken, type TestServer } from '../helpers/server';
import { fixtures } from './route-fixtures';
import { type CenterWorld, expectErrorShape, fingerprint, type Headers, LEAK, seedCenter } from './world';

/**
 * Bad input on every route (issue 12): generated bodies, queries and path values, from arbitrary
 * JSON and from the route's own valid sample with one field replaced by an injection string, a
 * wrong type or an absurd number; raw bodies that are not UTF-8 or not JSON. For every answer:
 * never a 500, never a stack trace or SQL, every 4xx in the `{ message, errors? }` shape, and a
 * 4xx changed nothing in the database.
 */

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 5);
const IMPORTS = new Set(['bulkReserve', 'invitePatients']);

const injection = fc.constantFrom(
  "' OR 1=1 --",
  "'; DROP TABLE memberships; --",
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '<img src=x onerror="window.__xss=1">',
  '__proto__',
  'constructor',
  '\u202Eevil\u202C',
  'zero\u200Bwidth\u200D',
  'nul\u0000byte',
  '\uD800 lone surrogate',
  '../../etc/passwd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent literally
  '${7*7}{{7*7}}',
  '=cmd|/C calc!A0',
  'x'.repeat(100_000),
  '😀'.repeat(2_000),
  'NaN',
  '1e309',
  '-1',
  '9'.repeat(400),
);
const weird = fc.oneof(
  injection,
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 63, -0),
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.oneof(injection, fc.integer()), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant({ __proto__: { is_owner: true } }),
);

/** A record whose keys may be prototype keys, built without touching any prototype. */
const pollutedObject = (keys: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', ...keys), weird), {
      maxLength: 4,
    })
    .map((pairs) => {
      const o: Record<string, unknown> = {};
      for (const [k, v] of pairs)
        Object.defineProperty(o, k, { value: v, enumerable: true, configurable: true });
      return o;
    });

const keysOf = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v) : []);

function bodyArb(valid: unknown) {
  const keys = [...keysOf(valid), 'treatment_center_id', 'id'];
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.tuple(fc.constantFrom(...keys), weird).map(([k, v]) => {
      const o: Record<string, unknown> = { ...(valid as object) };
      Object.defineProperty(o, k, { value: v, enumerable: true, configurable: true });
      return o;
    }),
    pollutedObject(keys),
  );
}

const queryValue = fc.oneof(
  injection,
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('NaN', '1e309', '-0', '[]', '{}'),
);
function queryArb(valid: Record<string, string> | undefined) {
  const keys = [
    ...Object.keys(valid ?? {}),
    'limit',
    'offset',
    'q',
    'search',
    'by_status',
    'when',
    'before',
    'after',
  ];
  return fc
    .dictionary(fc.constantFrom(...keys), queryValue, { maxKeys: 3 })
    .map((q) => ({ ...(valid ?? {}), ...q }));
}

const paramValue = fc.oneof(
  // A lone surrogate cannot be put in a URL at all (encodeURIComponent throws on the client).
  injection.filter((s) => s.length < 5_000 && !/[\uD800-\uDFFF]/.test(s)),
  fc.string({ maxLength: 40 }),
  fc.uuid(),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'null', 'undefined', '%', '..'),
);

/** Byte strings that are not valid JSON, not valid UTF-8, or poison a prototype: always refused. */
const RAW_BODIES: Buffer[] = [
  Buffer.from([0xc0, 0xaf, 0xe0, 0x80, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from('{"__proto__": {"is_owner": true}, "title": "x"}'),
  Buffer.from('{"constructor": {"prototype": {"is_owner": true}}}'),
  Buffer.from('{"a": '),
  Buffer.from('[1, 2'),
  Buffer.from('\u0000\u0001\u0002'),
];
/**
 * Bodies the parser must survive, refused or accepted but never a 500: deep nesting, and invalid
 * UTF-8 inside a JSON string (decoded as U+FFFD, like every Node.js JSON body: docs/security.md).
 */
const SURVIVE: Buffer[] = [
  Buffer.from(`{"deep": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xfd, 0x22, 0x7d]),
];

const entries = Object.entries(routes) as [RouteName, RouteDef][];

describe('bad input never breaks the server or changes data', () => {
  let server: TestServer;
  let a: CenterWorld;
  let total = 0;

  beforeAll(async () => {
    server = await createTestServer();
    a = await seedCenter(server, 'Fuzz');
  }, 120_000);
  afterAll(async () => {
    console.info(`bad input: ${total} generated requests`);
    await server?.close();
  });

  const callerOf = (def: RouteDef): Headers =>
    def.access === 'public'
      ? {}
      : def.access === 'patient'
        ? a.patient.auth
        : def.access === 'owner' || def.access === 'chat'
          ? a.owner.auth
          : a.staff.auth;

  /**
   * A sign-out ends the token it is called with: those routes get a token of their own per call (same
   * person, another `jti`), so the shared tokens stay valid for every later route.
   */
  const SIGNING_OUT = new Set<RouteName>(['signOut', 'patientSignOut']);
  const spareCaller = async (def: RouteDef): Promise<Headers> => {
    const who = def.access === 'patient' ? a.patient : a.staff;
    const token = await signToken(server, {
      sub: who.row.subject,
      metadata: { ...metadataFor(who.row) },
      claims: { jti: crypto.randomUUID() },
    });
    return { authorization: `Bearer ${token}` };
  };

  async function check(
    name: string,
    def: RouteDef,
    request: { url: string; payload?: string | Buffer | object; headers?: Headers },
  ) {
    const caller = SIGNING_OUT.has(name as RouteName) ? await spareCaller(def) : callerOf(def);
    const before = await fingerprint(server);
    const res = await server.app.inject({
      method: def.method,
      url: request.url,
      headers: { ...caller, ...(request.headers ?? {}) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    total++;
    const what = `${name} ${def.method} ${request.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, what).toBeLessThan(500);
    expect(res.body, what).not.toMatch(LEAK);
    if (res.statusCode >= 400) {
      // A refused import also lists its rows (spec §5 import preview), beside the error body.
      expectErrorShape(res.body, IMPORTS.has(name) && res.statusCode === 422 ? ['imported', 'rejected'] : []);
      expect(await fingerprint(server), `${what}: a refused call changed the database`).toEqual(before);
    }
    return res;
  }

  it('a malformed URL or an overlong path value answers in the error shape, without echoing it', async () => {
    const long = 'z'.repeat(400);
    for (const url of [
      `/v3/memberships/${long}`,
      '/v3/memberships/%E0%A4%A',
      `/chat/messages/${long}/replies`,
    ]) {
      const res = await server.app.inject({ method: 'GET', url, headers: a.staff.auth });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectErrorShape(res.body);
      expect(res.body).not.toContain('zzzz');
      expect(res.body).not.toContain('%E0');
    }
  });

  const withInput = entries.filter(([, d]) => d.body || d.query || d.params || d.multipart);

  it.each(withInput)('%s: generated bodies, queries and path values', async (name, def) => {
    const f = fixtures[name];
    const ownParams = f.own?.(a) ?? (def.path.includes('{id}') ? { id: a.center.id } : {});
    const validBody = f.body?.(a) ?? {};
    const validQuery = f.query?.(a);
    const paramNames = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    // A DELETE with a valid id would just succeed once; its params are always generated.
    const params = fc.oneof(
      ...(def.method === 'DELETE' ? [] : [fc.constant(ownParams)]),
      fc
        .tuple(...paramNames.map(() => paramValue))
        .map((values) => Object.fromEntries(paramNames.map((n, i) => [n, values[i] as string]))),
    );
    await fc.assert(
      fc.asyncProperty(
        paramNames.length ? params : fc.constant({}),
        def.query ? queryArb(validQuery) : fc.constant(undefined),
        def.body || def.multipart ? bodyArb(validBody) : fc.constant(undefined),
        async (p, q, body) => {
          const qs = q ? `?${new URLSearchParams(q as Record<string, string>).toString()}` : '';
          const url = buildPath(def.path, p as Record<string, string>) + qs;
          await check(name, def, {
            url,
            ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
            headers: body !== undefined ? { 'content-type': 'application/json' } : {},
          });
        },
      ),
      { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
  });

  it.each(entries.filter(([, d]) => d.method !== 'GET' && d.method !== 'DELETE'))(
    '%s: raw bodies that are not UTF-8, not JSON, or poison the prototype',
    async (name, def) => {
      const f = fixtures[name];
      const ownParams = f.own?.(a) ?? (def.path.includes('{id}') ? { id: a.center.id } : {});
      const url = buildPath(def.path, ownParams);
      for (const payload of RAW_BODIES) {
        const res = await check(name, def, { url, payload, headers: { 'content-type': 'application/json' } });
        // Routes without a body schema ignore their body; the others refuse every one of these.
        if (def.body) expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
      }
      for (const payload of SURVIVE) {
        await check(name, def, { url, payload, headers: { 'content-type': 'application/json' } });
      }
      // A body of another type than JSON is refused too.
      await check(name, def, { url, payload: '<xml/>', headers: { 'content-type': 'text/xml' } });
    },
  );
});
