import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/helpers/server';

/** Issue 20: the portal opened at another address of the server hung on "Redirecting to sign in…". */
describe('pages opened at another address of the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const page = (url: string, host: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
    server.app.inject({ method: 'GET', url, headers: { host, accept } });

  it('redirects a page load to the same path and query at PUBLIC_URL', async () => {
    for (const host of ['127.0.0.1:3999', 'localhost:3000', 'portal-1.internal:3999', '[::1]:3999']) {
      const res = await page('/patients?by_status=active', host);
      expect(res.statusCode, host).toBe(302);
      expect(res.headers.location).toBe('http://localhost:3999/patients?by_status=active');
    }
    const issuerPage = await page('/register', '127.0.0.1:3999');
    expect(issuerPage.headers.location).toBe('http://localhost:3999/register');
  });

  it('keeps a path that looks like another host on the public host', async () => {
    const res = await page('//elsewhere.example/x', '127.0.0.1:3999');
    expect(res.headers.location).toBe('http://localhost:3999//elsewhere.example/x');
  });

  it('answers API calls, probes and the public host itself without redirecting', async () => {
    const api = await server.app.inject({
      method: 'GET',
      url: '/v3/me',
      headers: { host: '127.0.0.1:3999', accept: 'application/json' },
    });
    expect(api.statusCode).toBe(401);
    const probe = await server.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: '10.1.2.3:3999' },
    });
    expect(probe.statusCode).toBe(200);
    const htmlOnApi = await page('/v3/me', '127.0.0.1:3999');
    expect(htmlOnApi.statusCode).toBe(401);
    const here = await page('/favicon.ico', 'localhost:3999');
    expect(here.statusCode).toBe(200);
  });
});
