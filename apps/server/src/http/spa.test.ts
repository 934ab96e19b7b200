import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

// A build as the portal's Vite config writes it: each text file with its .br and .gz beside it.
const html = `<!doctype html><html><head><title>Recovery Portal</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const script = `export const screens = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `screen-${i}`))};`;

function writeBuilt(dir: string, name: string, text: string) {
  writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
}

describe('serving the built portal', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-spa-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(path.join(dir, 'assets'));
    writeBuilt(dir, 'index.html', html);
    writeBuilt(dir, 'assets/index-AbC123.js', script);
    writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>'); // too small to be compressed by the build
    app = Fastify();
    await registerSpa(app, dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a hashed asset brotli-compressed when the client accepts br, cached for a year', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/index-AbC123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(script);
    }
  });

  it('compresses index.html for client routes too, never stored', async () => {
    const res = await get('/patients', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    // no-store, not no-cache: a page kept in the back-forward cache came back after sign-out (issue 19).
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await get('/index.html')).headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    const plain = await get('/patients');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('<svg/>');
  });
});
