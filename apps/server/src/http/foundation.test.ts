import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDriver } from '../../test/helpers/database';
import { createTestServer, type TestServer } from '../../test/helpers/server';
import { ConfigError, loadConfig } from '../config';

describe(`the server's error shape and health (${testDriver})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ BODY_LIMIT_BYTES: '2048' });
    // Routes only this test needs, to reach body parsing, validation and an unexpected failure.
    server.app.post(
      '/v3/_probe',
      {
        schema: {
          body: z.object({
            name: z.string({ message: 'Name is required.' }).min(1, { message: 'Name is required.' }),
          }),
        },
      },
      async (req) => req.body,
    );
    server.app.get('/v3/_boom', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
  });
  afterAll(() => server.close());

  it('answers an unknown /v3 path with the JSON 404', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/v3/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.notFound });
  });

  it('refuses malformed JSON with 400 and the error shape', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v3/_probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.malformedJson });
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v3/_probe',
      payload: { name: 'x'.repeat(4096) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: messages.bodyTooLarge });
  });

  it('reports each invalid field with its message', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/v3/_probe', payload: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Name is required.',
      errors: [{ field: 'name', message: 'Name is required.' }],
    });
  });

  it('hides the cause of an unexpected error and tags the response with the request id', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/v3/_boom',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: messages.requestFailed });
    expect(res.body).not.toContain('secret_table');
    expect(res.headers['x-request-id']).toBe('req-12345678');
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('is healthy and ready while the database answers', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: testDriver });
  });
});

describe('readiness without a database', () => {
  it('turns /readyz to 503 when the database is gone, while /healthz stays up', async () => {
    const server = await createTestServer();
    await server.deps.database.close();
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await server.app.close();
  });
});

describe('configuration', () => {
  it('refuses an invalid environment with a line per variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL: must be a postgres/);
    }
  });

  it('fills the defaults of the embedded mode', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
  });
});
