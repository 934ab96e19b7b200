import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type RouteDef, routes } from '@portal/contracts';
import { generateTypes } from '@portal/openapi-typegen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../test/helpers/fixtures';
import { freePort } from '../../test/helpers/listen';
import { createTestServer, type TestServer } from '../../test/helpers/server';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** Redocly's CLI with its `recommended` rules, as an integrator runs it; its JSON report. */
async function redoclyLint(dir: string, documentFile: string): Promise<LintProblem[]> {
  const config = path.join(dir, 'redocly.yaml');
  await writeFile(config, 'extends:\n  - recommended\n');
  const args = ['lint', documentFile, '--config', config, '--format', 'json', '--max-problems', '10000'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // It exits 1 when there are errors; the report is on stdout either way.
  const { stdout } = await run(bin('redocly'), args, { env }).catch((err: { stdout?: string }) => ({
    stdout: err.stdout ?? '',
  }));
  return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
}

/** A client an integrator would write: openapi-fetch typed by the generated `paths`/`operations`. */
const clientSource = `import createClient from 'openapi-fetch';
import type { operations, paths } from './api';

type AuthConfig = operations['authConfig']['responses'][200]['content']['application/json'];
type CurrentUser = operations['me']['responses'][200]['content']['application/json']['user'];
type Center = operations['getCenter']['responses'][200]['content']['application/json']['treatment_center'];

const client = createClient<paths>({ baseUrl: process.env.BASE_URL ?? '' });
const headers = { authorization: \`Bearer \${process.env.TOKEN ?? ''}\` };

const config: AuthConfig | undefined = (await client.GET('/auth/config')).data;
const me: CurrentUser | undefined = (await client.GET('/v3/me', { headers })).data?.user;
const center: Center | undefined = (
  await client.GET('/v3/treatment_centers/{id}', {
    params: { path: { id: process.env.CENTER_ID ?? '' } },
    headers,
  })
).data?.treatment_center;
const refused = await client.GET('/v3/me');
const refusal: string | undefined = refused.error?.message;

console.log(
  JSON.stringify({
    clientId: config?.client_id,
    email: me?.email,
    center: center?.name,
    refused: refused.response.status,
    refusal,
  }),
);
`;

/**
 * Issue 38, item 15: the document at /docs/json is what a clinic's integrator feeds to a generator.
 * It passes Redocly's recommended lint, and a client generated from it compiles and calls the app.
 */
describe('the OpenAPI document', () => {
  let server: TestServer;
  let a: SeededCenter;
  let baseUrl: string;
  let dir: string;
  let documentFile: string;

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = await createTestServer({ PUBLIC_URL: baseUrl });
    a = await createCenter(server);
    await server.app.listen({ host: '127.0.0.1', port });
    dir = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
    // The client's imports (openapi-fetch, @types/node) resolve from the repository's packages.
    await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const res = await fetch(`${baseUrl}/docs/json`);
    expect(res.status).toBe(200);
    documentFile = path.join(dir, 'openapi.json');
    await writeFile(documentFile, await res.text());
  });
  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("passes Redocly's recommended lint: no errors, every operation has an id", async () => {
    const problems = await redoclyLint(dir, documentFile);
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.map((p) => `${p.ruleId} ${p.location[0]?.pointer}`)).toEqual([]);
    expect(problems.filter((p) => p.ruleId === 'operation-operationId')).toEqual([]);
    const warnings = problems.filter((p) => p.severity === 'warn');
    console.info(
      `redocly lint: ${warnings.length} warnings left (${[...new Set(warnings.map((p) => p.ruleId))].join(', ')})`,
    );
  });

  it('names the server it is served from, each call by its key in the route table', async () => {
    const doc = JSON.parse(await readFile(documentFile, 'utf8'));
    expect(doc.servers).toEqual([{ url: baseUrl }]);
    const documented = Object.entries(routes).filter(([, def]) => doc.paths[def.path]);
    expect(documented.length).toBeGreaterThan(90);
    for (const [name, def] of documented) {
      expect(doc.paths[def.path][def.method.toLowerCase()].operationId).toBe(name);
    }
  });

  it('declares what each kind of call can answer', async () => {
    const doc = JSON.parse(await readFile(documentFile, 'utf8'));
    const operation = (def: RouteDef) => doc.paths[def.path][def.method.toLowerCase()];
    const statuses = (def: RouteDef) => Object.keys(operation(def).responses);
    expect(operation(routes.authConfig).security).toEqual([]);
    expect(statuses(routes.authConfig)).toEqual(['200']);
    expect(operation(routes.me).security).toEqual([{ bearer: [] }]);
    expect(statuses(routes.me)).toEqual(['200', '401', '403']);
    expect(statuses(routes.signOut)).toEqual(['204', '401', '403']);
    expect(statuses(routes.getCenter)).toEqual(['200', '400', '401', '403', '404']);
    // A rate-limited call (http/rate-limits.ts) says so.
    expect(statuses(routes.invitePatient)).toEqual(['201', '400', '401', '403', '429']);
    expect(operation(routes.invitePatient).responses['400'].content['application/json'].schema).toMatchObject(
      {
        required: ['message'],
      },
    );
    // The embedded issuer's sign-in pages are for a browser, not calls of the API.
    expect(doc.paths['/login']).toBeUndefined();
  });

  it('generates a client that compiles against it and calls the running app', async () => {
    await writeFile(path.join(dir, 'api.ts'), await generateTypes(await readFile(documentFile, 'utf8')));
    await writeFile(path.join(dir, 'client.ts'), clientSource);
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          module: 'ESNext',
          moduleResolution: 'bundler',
          lib: ['ES2023', 'DOM'],
          types: ['node'],
          strict: true,
          noUncheckedIndexedAccess: true,
          noEmit: true,
          skipLibCheck: true,
        },
        files: ['client.ts'],
      }),
    );
    await writeFile(path.join(dir, 'package.json'), '{ "type": "module" }');
    const compiled = await run(bin('tsc'), ['-p', path.join(dir, 'tsconfig.json')]).catch(
      (err: { stdout?: string }) => ({ stdout: err.stdout ?? 'tsc failed', failed: true }),
    );
    expect('failed' in compiled ? compiled.stdout : '').toBe('');

    const { stdout } = await run(bin('tsx'), [path.join(dir, 'client.ts')], {
      cwd: dir,
      env: { ...process.env, BASE_URL: baseUrl, TOKEN: a.staff.token, CENTER_ID: a.center.id },
    });
    expect(JSON.parse(stdout)).toEqual({
      clientId: server.config.OIDC_CLIENT_ID,
      email: a.staff.row.email,
      center: a.center.name,
      refused: 401,
      refusal: expect.any(String),
    });
  });
});
