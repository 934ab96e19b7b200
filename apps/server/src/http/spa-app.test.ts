import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

describe('serving the patient app under /app/ beside the portal', () => {
  const portalDir = mkdtempSync(path.join(tmpdir(), 'portal-spa-'));
  const appDir = mkdtempSync(path.join(tmpdir(), 'patient-app-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    writeFileSync(path.join(portalDir, 'index.html'), '<title>Recovery Portal</title>');
    mkdirSync(path.join(appDir, 'assets'));
    writeFileSync(path.join(appDir, 'index.html'), '<title>Recovery app</title>');
    writeFileSync(path.join(appDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(appDir, 'manifest.webmanifest'), '{"scope":"/app/"}');
    writeFileSync(path.join(appDir, 'assets/index-X1.js'), 'export {};');
    app = Fastify();
    await registerSpa(app, portalDir, appDir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(portalDir, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
  });

  it("answers the app's pages with the app's index.html, never the portal's", async () => {
    for (const url of ['/app/', '/app/check-in', '/app/messages/42?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Recovery app');
      // A page with a patient's data must not come back from the back-forward cache (issue 19).
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await app.inject({ url: '/patients' })).body).toContain('Recovery Portal');
    const bare = await app.inject({ url: '/app' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/app/');
  });

  it('serves its service worker and manifest uncached and its hashed assets for a year', async () => {
    const sw = await app.inject({ url: '/app/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/app/manifest.webmanifest' })).body).toContain('/app/');
    const asset = await app.inject({ url: '/app/assets/index-X1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file under /app/ with the JSON 404, not a page', async () => {
    const res = await app.inject({ url: '/app/assets/gone.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
