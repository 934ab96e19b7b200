import { buildPath, CSV_MAX_BYTES, csvTooLarge, messages, type RouteDef, routes } from '@portal/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataFor } from '../../src/identity/metadata';
import { type Browser, csrfOf } from '../helpers/browser';
import { browserFor, portalClient } from '../helpers/passwords';
import { createTestServer, signToken, type TestServer } from '../helpers/server';
import { startSignIn } from '../helpers/sign-in';
import { fixtures } from './route-fixtures';
import { type CenterWorld, expectErrorShape, fingerprint, type Headers, LEAK, seedCenter } from './world';

/**
 * The fuzz suite's second half (issue 19 item 6; bad-input.test.ts has JSON bodies, queries and
 * path values): generated multipart bodies on the multipart routes, form and foreign bodies on
 * every other route (the `/patient/...` API included), and generated forms on the embedded
 * issuer's POST routes and the invitation page. Never a 500, never a stack trace or SQL; the API
 * answers a catalogue sentence in `{ message, errors? }` and a refusal changes nothing.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5) * 4;
const CATALOGUE = new Set<string>([...Object.values(messages), csvTooLarge(CSV_MAX_BYTES)]);

const injection = fc.constantFrom(
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  'nul\u0000byte',
  '\uD800 lone surrogate',
  '\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\n\r\n',
  '"; filename="a.csv',
  'x'.repeat(20_000),
  '😀'.repeat(500),
);
const text = fc.oneof(
  injection,
  fc.string({ maxLength: 60 }),
  fc.constant('phone_number,fb_email\n1555,a@b.c'),
);
const partName = fc.oneof(fc.constantFrom('file', 'csv', 'import_valid_only', '', '__proto__'), injection);
const fileName = fc.oneof(
  fc.constantFrom('patients.csv', 'x.CSV', '', 'a.png', '.csv', 'a.csv.exe', 'a\u0000.csv'),
  injection,
);

const part = fc.record({
  name: partName,
  filename: fc.option(fileName, { nil: undefined }),
  type: fc.option(fc.constantFrom('text/csv', 'image/png', '', 'text/csv; charset=latin1', 'x/y'), {
    nil: undefined,
  }),
  value: fc.oneof(
    text,
    fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
  ),
});

/** A multipart body: the parts, a declared and a used boundary, maybe cut off or with junk inserted. */
const multipartBody = fc
  .record({
    parts: fc.array(part, { maxLength: 4 }),
    boundary: fc.oneof(fc.constantFrom('b', 'x'.repeat(70), '"quoted"', ''), fc.string({ maxLength: 20 })),
    sameBoundary: fc.boolean(),
    closed: fc.boolean(),
    cutAt: fc.option(fc.nat(), { nil: undefined }),
    junk: fc.option(fc.constantFrom('\r\n\r\n', '--', 'Content-Type\r\n', '\u0000'), { nil: undefined }),
  })
  .map(({ parts, boundary, sameBoundary, closed, cutAt, junk }) => {
    const used = sameBoundary ? boundary.replace(/^"|"$/g, '') : `${boundary}z`;
    const chunks: Buffer[] = [];
    for (const p of parts) {
      const disposition =
        p.filename === undefined
          ? `form-data; name="${p.name}"`
          : `form-data; name="${p.name}"; filename="${p.filename}"`;
      const type = p.type === undefined ? '' : `Content-Type: ${p.type}\r\n`;
      chunks.push(Buffer.from(`--${used}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
      chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
      if (junk) chunks.push(Buffer.from(junk));
    }
    if (closed) chunks.push(Buffer.from(`--${used}--\r\n`));
    const body = Buffer.concat(chunks);
    return {
      body: cutAt === undefined ? body : body.subarray(0, cutAt % (body.length + 1)),
      type: `multipart/form-data; boundary=${boundary}`,
    };
  });

/** Form fields as a browser (or a forger) posts them: repeated keys, odd names, odd values. */
const formBody = (fields: string[]) =>
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 10 }), injection), text), {
      maxLength: 8,
    })
    .map((pairs) => pairs.map(([k, v]) => `${encodeForm(k)}=${encodeForm(v)}`).join('&'));

/** A lone surrogate cannot be %-encoded at all; a browser sends U+FFFD in its place. */
const encodeForm = (v: string) => encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

/** Bodies of the wrong kind for a form: not UTF-8, JSON, a multipart form, XML, over 16 KB. */
const FOREIGN: { body: string | Buffer; type: string }[] = [
  {
    body: Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xc0, 0xaf, 0xff]),
    type: 'application/x-www-form-urlencoded',
  },
  { body: 'email=%E0%A4%A&password=%', type: 'application/x-www-form-urlencoded' },
  { body: '{"email": ["a@b.c"], "__proto__": {"admin": true}}', type: 'application/json' },
  { body: '{"email": ', type: 'application/json' },
  {
    body: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--b--\r\n',
    type: 'multipart/form-data; boundary=b',
  },
  { body: 'not multipart', type: 'multipart/form-data; boundary=x' },
  { body: '<xml/>', type: 'text/xml' },
  { body: `email=${'a'.repeat(20_000)}`, type: 'application/x-www-form-urlencoded' },
  { body: '', type: 'application/x-www-form-urlencoded' },
];

const entries = Object.entries(routes) as [keyof typeof routes, RouteDef][];

describe('multipart and foreign bodies on the API', () => {
  let server: TestServer;
  let a: CenterWorld;
  let total = 0;

  beforeAll(async () => {
    server = await createTestServer();
    a = await seedCenter(server, 'Forms');
  }, 120_000);
  afterAll(async () => {
    console.info(`bad forms (API): ${total} generated requests`);
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

  const SIGNING_OUT = new Set([routes.signOut.path, routes.patientSignOut.path] as string[]);
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
    url: string,
    payload: { body: string | Buffer; type: string },
  ) {
    // A sign-out ends the token it is called with: those routes get one of their own per call.
    const caller = SIGNING_OUT.has(def.path) ? await spareCaller(def) : callerOf(def);
    const before = await fingerprint(server);
    const res = await server.app.inject({
      method: def.method,
      url,
      headers: { ...caller, 'content-type': payload.type },
      payload: payload.body,
    });
    total++;
    const what = `${name} ${payload.type} ${String(payload.body).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
    expect(res.statusCode, what).toBeLessThan(500);
    expect(res.body, what).not.toMatch(LEAK);
    if (res.statusCode >= 400) {
      expectErrorShape(res.body, res.statusCode === 422 ? ['imported', 'rejected'] : []);
      expect(CATALOGUE, what).toContain(res.json().message);
      expect(await fingerprint(server), `${what}: a refused call changed the database`).toEqual(before);
    }
    return res;
  }

  const multipartRoutes = entries.filter(([, d]) => d.multipart);
  it.each(multipartRoutes)('%s: generated multipart bodies', async (name, def) => {
    await fc.assert(
      fc.asyncProperty(multipartBody, (payload) => check(name, def, def.path, payload).then(() => undefined)),
      { numRuns: RUNS * 5, endOnFailure: true },
    );
  });

  const withBody = entries.filter(([, d]) => !d.multipart && d.method !== 'GET' && d.method !== 'DELETE');
  it('covers the /patient/... API among the routes with a body', () => {
    expect(withBody.some(([, d]) => d.path.startsWith('/patient/'))).toBe(true);
  });

  it.each(withBody)(
    '%s: multipart, form and other foreign bodies are refused in the error shape',
    async (name, def) => {
      const own = (fixtures as Partial<typeof fixtures>)[name]?.own?.(a);
      const url = buildPath(def.path, own ?? (def.path.includes('{id}') ? { id: a.center.id } : {}));
      for (const payload of FOREIGN) await check(name, def, url, payload);
      await fc.assert(
        fc.asyncProperty(multipartBody, (payload) => check(name, def, url, payload).then(() => undefined)),
        { numRuns: 3, endOnFailure: true },
      );
    },
  );
});

describe("the embedded issuer's forms and the invitation page", () => {
  let server: TestServer;
  let total = 0;

  beforeAll(async () => {
    server = await createTestServer();
  }, 120_000);
  afterAll(async () => {
    console.info(`bad forms (issuer): ${total} generated requests`);
    await server?.close();
  });

  /** A browser in a live sign-in, with the uid of its interaction and a valid form token. */
  async function inSignIn(): Promise<{ browser: Browser; uid: string; csrf: string }> {
    const browser = browserFor(server);
    const { page } = await startSignIn(browser, portalClient(server));
    const uid = /[?&]uid=([\w-]+)/.exec(page.body)?.[1] ?? '';
    expect(uid).not.toBe('');
    return { browser, uid, csrf: csrfOf(page.body) };
  }

  async function post(browser: Browser, url: string, payload: { body: string | Buffer; type: string }) {
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': payload.type, ...(cookie ? { cookie } : {}) },
      payload: payload.body,
    });
    total++;
    const what = `POST ${url.slice(0, 80)} ${payload.type} ${String(payload.body).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, what).toBeLessThan(500);
    expect(res.body, what).not.toMatch(LEAK);
    if (res.statusCode >= 400 && /json/.test(String(res.headers['content-type']))) {
      const json = res.json() as Record<string, unknown>;
      // Our own routes answer { message }; oidc-provider's protocol endpoints { error, error_description }.
      expect(typeof (json.message ?? json.error), what).toBe('string');
    }
    return res;
  }

  const pages: [string, (uid: string) => string, string[]][] = [
    ['sign-in', (uid) => `/login?uid=${uid}`, ['email', 'password', 'csrf']],
    [
      'register',
      (uid) => `/register?uid=${uid}`,
      ['center_name', 'first_name', 'last_name', 'email', 'password', 'csrf'],
    ],
    ['forgot', (uid) => `/forgot?uid=${uid}`, ['email', 'csrf']],
    ['reset', () => '/forgot/reset', ['token', 'password', 'csrf']],
    ['change-password', () => '/change-password', ['email', 'current_password', 'new_password', 'csrf']],
    ['invitation page', () => '/accept-invitation', ['token', 'first_name', 'last_name', 'password']],
  ];

  it.each(pages)(
    '%s: generated forms, with and without the form token and the interaction',
    async (_n, urlOf, fields) => {
      const session = await inSignIn();
      const uids = fc.oneof(fc.constant(session.uid), fc.constant(''), injection.map(encodeForm));
      await fc.assert(
        fc.asyncProperty(uids, formBody(fields), fc.boolean(), async (uid, body, withCsrf) => {
          const form = withCsrf ? `${body}&csrf=${encodeURIComponent(session.csrf)}` : body;
          await post(session.browser, urlOf(uid), { body: form, type: 'application/x-www-form-urlencoded' });
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    },
  );

  it.each(pages)('%s: foreign bodies (not UTF-8, JSON, multipart, XML, oversized)', async (_n, urlOf) => {
    const session = await inSignIn();
    for (const payload of FOREIGN) await post(session.browser, urlOf(session.uid), payload);
  });

  const protocol = [
    '/oidc/token',
    '/oidc/token/revocation',
    '/oidc/auth',
    '/oidc/session/end',
    '/oidc/session/end/confirm',
  ];
  it.each(protocol)('%s: generated forms and foreign bodies', async (url) => {
    const session = await inSignIn();
    for (const payload of FOREIGN) await post(session.browser, url, payload);
    await fc.assert(
      fc.asyncProperty(
        formBody([
          'grant_type',
          'code',
          'client_id',
          'redirect_uri',
          'token',
          'xsrf',
          'logout',
          'id_token_hint',
        ]),
        async (body) => {
          await post(session.browser, url, { body, type: 'application/x-www-form-urlencoded' });
        },
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
  });

  it.each(protocol)(
    '%s: a NUL in a client id, token or hint is refused, not a 500 (fuzz counterexample)',
    async (url) => {
      const session = await inSignIn();
      for (const field of ['client_id', 'token', 'id_token_hint', 'code']) {
        await post(session.browser, url, {
          body: `${field}=nul%00byte&client_id=portal&token=a%00b&grant_type=authorization_code`,
          type: 'application/x-www-form-urlencoded',
        });
      }
    },
  );

  it('a multipart body to any issuer form is refused, never parsed into a 500', async () => {
    const session = await inSignIn();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...pages), multipartBody, async ([, urlOf], payload) => {
        await post(session.browser, urlOf(session.uid), payload);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
