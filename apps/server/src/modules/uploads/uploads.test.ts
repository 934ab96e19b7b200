import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EVENT_IMAGE_MAX_BYTES, messages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { JPEG, PNG, pathOf, presign, put, tempDataDir } from '../../../test/helpers/uploads';
import { auditEvents } from '../../db/schema/index';
import { type LocalStorage, SIGNED_PARAMS, signPut } from '../../infra/storage/local';

describe('uploads: presigned URLs and /uploads files', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    server = await createTestServer({ DATA_DIR: dataDir });
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  /** Where a PUT keeps an upload until a feature takes it into use (never served from there). */
  const fileOf = (key: string) => path.join(dataDir, 'uploads', 'incoming', ...key.split('/'));
  const uploaded = (key: string) => server.deps.storage.readUpload(key, EVENT_IMAGE_MAX_BYTES);
  const get = (url: string) => server.app.inject({ method: 'GET', url: pathOf(url) });

  describe('GET /v3/alumni_events/get_presigned_url', () => {
    it('gives staff an upload URL for a key of their own center that expires within 15 minutes', async () => {
      const before = Date.now();
      const p = await presign(server, a.staff.auth, { size: PNG.length });
      expect(p.key).toMatch(new RegExp(`^${a.center.id}/events/[0-9a-f-]{36}\\.png$`));
      expect(p.url).toContain(`http://localhost:3999/uploads/${p.key}?`);
      expect(p.public_url).toBe(`http://localhost:3999/uploads/${p.key}`);
      expect(p.headers).toEqual({ 'Content-Type': 'image/png' });
      const ttl = new Date(p.expires_at).getTime() - before;
      expect(ttl).toBeGreaterThan(14 * 60_000);
      expect(ttl).toBeLessThanOrEqual(15 * 60_000 + 1000);
      const rows = await server.deps.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'upload.presign'), eq(auditEvents.resourceId, p.key)));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.treatmentCenterId).toBe(a.center.id);
    });

    it('gives a new key every time', async () => {
      const one = await presign(server, a.staff.auth, { size: 10 });
      const two = await presign(server, a.staff.auth, { size: 10 });
      expect(one.key).not.toBe(two.key);
    });

    it('refuses types that are not images, sizes over 10 MB and a missing size', async () => {
      const ask = (query: Record<string, string>) =>
        server.app.inject({
          method: 'GET',
          url: '/v3/alumni_events/get_presigned_url',
          query,
          headers: a.staff.auth,
        });
      let res = await ask({ content_type: 'text/html', size: '10' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded.');
      res = await ask({ content_type: 'image/svg+xml', size: '10' });
      expect(res.statusCode).toBe(400);
      res = await ask({ content_type: 'image/png', size: String(EVENT_IMAGE_MAX_BYTES + 1) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The image must be 10 Mb or smaller.');
      res = await ask({ content_type: 'image/png' });
      expect(res.statusCode).toBe(400);
      res = await ask({ content_type: 'image/png', size: '0' });
      expect(res.statusCode).toBe(400);
    });

    it('is for staff only: experts and support 403, no token 401', async () => {
      const url = '/v3/alumni_events/get_presigned_url?content_type=image/png&size=10';
      for (const who of [a.expert, a.support]) {
        expect((await server.app.inject({ method: 'GET', url, headers: who.auth })).statusCode).toBe(403);
      }
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  });

  describe('GET /v3/treatment_centers/get_presigned_url (center logo)', () => {
    it('gives the owner a logo key of their own center', async () => {
      const p = await presign(server, a.owner.auth, { size: 100, route: 'logo', contentType: 'image/webp' });
      expect(p.key).toMatch(new RegExp(`^${a.center.id}/logo/[0-9a-f-]{36}\\.webp$`));
    });

    it('refuses staff (403), experts (403) and anonymous callers (401)', async () => {
      const url = '/v3/treatment_centers/get_presigned_url?content_type=image/png&size=10';
      for (const who of [a.staff, a.expert, a.support]) {
        expect((await server.app.inject({ method: 'GET', url, headers: who.auth })).statusCode).toBe(403);
      }
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  });

  describe('PUT /uploads/<key> (embedded storage)', () => {
    it('stores an image, serves it once attached with its type, nosniff, a disposition and long caching', async () => {
      const p = await presign(server, a.staff.auth, { size: PNG.length });
      const res = await put(server, p.url, PNG);
      expect(res.statusCode).toBe(200);
      // Not served as uploaded: only the re-encoded image, once an event takes it (reencode.test.ts).
      expect((await get(p.public_url)).statusCode).toBe(404);
      const event = await server.app.inject({
        method: 'POST',
        url: '/v3/alumni_events',
        headers: a.staff.auth,
        payload: {
          title: 'Picnic',
          description: 'In the park',
          event_date: '2030-08-01T10:00',
          image_key: p.key,
        },
      });
      expect(event.statusCode, event.body).toBe(201);
      const file = await get(p.public_url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
      expect(file.rawPayload.equals(PNG)).toBe(true);
      const audited = await server.deps.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'upload.store'), eq(auditEvents.resourceId, p.key)));
      expect(audited).toHaveLength(1);
    });

    it('accepts an image of several megabytes (above the JSON body limit) up to exactly 10 MB', async () => {
      for (const size of [3 * 1024 * 1024, EVENT_IMAGE_MAX_BYTES]) {
        const big = Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
        const p = await presign(server, a.staff.auth, { size });
        const res = await put(server, p.url, big);
        expect(res.statusCode, res.body).toBe(200);
        expect((await uploaded(p.key))?.length).toBe(size);
      }
    });

    it('accepts one PUT per URL: a retry of the same bytes and other bytes are refused', async () => {
      const p = await presign(server, a.staff.auth, { size: PNG.length });
      expect((await put(server, p.url, PNG)).statusCode).toBe(200);
      // Single use (issue 19): upload-integrity.test.ts has the cases across instances.
      expect((await put(server, p.url, PNG)).statusCode).toBe(409);
      const other = Buffer.from(PNG);
      other[PNG.length - 1] = 0;
      expect((await put(server, p.url, other)).statusCode).toBe(409);
      expect(await uploaded(p.key)).toEqual(PNG);
    });

    it('refuses a URL after it expired', async () => {
      const p = await presign(server, a.staff.auth, { size: PNG.length });
      const secret = (server.deps.storage as LocalStorage).secrets[0] as string;
      const expires = Math.floor(Date.now() / 1000) - 1;
      // The server's own signature, only past its time: what an old URL is.
      const sig = signPut(secret, { key: p.key, contentType: 'image/png', size: PNG.length, expires });
      const url = `/uploads/${p.key}?${SIGNED_PARAMS.expires}=${expires}&${SIGNED_PARAMS.size}=${PNG.length}&${SIGNED_PARAMS.signature}=${sig}`;
      const res = await server.app.inject({
        method: 'PUT',
        url,
        headers: { 'content-type': 'image/png' },
        payload: PNG,
      });
      expect(res.statusCode).toBe(403);
      expect(existsSync(fileOf(p.key))).toBe(false);
    });

    it('refuses a tampered signature, a stretched expiry or size, and a missing signature', async () => {
      const p = await presign(server, a.staff.auth, { size: PNG.length });
      const u = new URL(p.url);
      const variants: ((q: URLSearchParams) => void)[] = [
        (q) => q.set(SIGNED_PARAMS.signature, `${q.get(SIGNED_PARAMS.signature)?.slice(0, -2)}AA`),
        (q) => q.set(SIGNED_PARAMS.expires, String(Number(q.get(SIGNED_PARAMS.expires)) + 3600)),
        (q) => q.set(SIGNED_PARAMS.size, String(PNG.length + 10)),
        (q) => q.delete(SIGNED_PARAMS.signature),
      ];
      for (const change of variants) {
        const q = new URLSearchParams(u.search);
        change(q);
        const res = await server.app.inject({
          method: 'PUT',
          url: `${u.pathname}?${q}`,
          headers: { 'content-type': 'image/png' },
          payload: PNG,
        });
        expect(res.statusCode).toBe(403);
      }
      expect(existsSync(fileOf(p.key))).toBe(false);
    });

    it("refuses the URL for another key, including another center's", async () => {
      const mine = await presign(server, a.staff.auth, { size: PNG.length });
      const theirs = await presign(server, b.staff.auth, { size: PNG.length });
      const search = new URL(mine.url).search;
      for (const key of [theirs.key, `${a.center.id}/events/00000000-0000-4000-8000-000000000000.png`]) {
        const res = await server.app.inject({
          method: 'PUT',
          url: `/uploads/${key}${search}`,
          headers: { 'content-type': 'image/png' },
          payload: PNG,
        });
        expect(res.statusCode).toBe(403);
        expect(existsSync(fileOf(key))).toBe(false);
      }
    });

    it('refuses another content type than the one signed', async () => {
      const p = await presign(server, a.staff.auth, { size: JPEG.length, contentType: 'image/jpeg' });
      for (const type of ['image/png', 'text/html', 'application/octet-stream']) {
        expect((await put(server, p.url, JPEG, type)).statusCode).toBe(403);
      }
      expect(existsSync(fileOf(p.key))).toBe(false);
      expect((await put(server, p.url, JPEG, 'image/jpeg')).statusCode).toBe(200);
    });

    it('refuses a body larger than signed, and anything over 10 MB even when signed', async () => {
      const p = await presign(server, a.staff.auth, { size: PNG.length });
      const bigger = Buffer.concat([PNG, Buffer.alloc(100)]);
      expect((await put(server, p.url, bigger)).statusCode).toBe(413);
      expect(existsSync(fileOf(p.key))).toBe(false);

      const secret = (server.deps.storage as LocalStorage).secrets[0] as string;
      const size = EVENT_IMAGE_MAX_BYTES + 1;
      const expires = Math.floor(Date.now() / 1000) + 60;
      const sig = signPut(secret, { key: p.key, contentType: 'image/png', size, expires });
      const huge = Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);
      const res = await server.app.inject({
        method: 'PUT',
        url: `/uploads/${p.key}?${SIGNED_PARAMS.expires}=${expires}&${SIGNED_PARAMS.size}=${size}&${SIGNED_PARAMS.signature}=${sig}`,
        headers: { 'content-type': 'image/png' },
        payload: huge,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The image must be 10 Mb or smaller.');
      expect(existsSync(fileOf(p.key))).toBe(false);
    });

    it('refuses a file that is not an image though it is named and typed as a PNG', async () => {
      const text = Buffer.from('<html><script>alert(1)</script></html>');
      const p = await presign(server, a.staff.auth, { size: text.length });
      expect(p.key.endsWith('.png')).toBe(true);
      const res = await put(server, p.url, text);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(messages.imageContentMismatch);
      expect(existsSync(fileOf(p.key))).toBe(false);
      // A JPEG is an image, but not the PNG this URL was signed for.
      const q = await presign(server, a.staff.auth, { size: JPEG.length });
      expect((await put(server, q.url, JPEG)).statusCode).toBe(415);
    });
  });

  describe('GET /uploads/<key>', () => {
    it('answers 404 for a missing file, a private purpose and anything that is not a key', async () => {
      const missing = `${a.center.id}/events/00000000-0000-4000-8000-000000000001.png`;
      expect((await server.app.inject({ method: 'GET', url: `/uploads/${missing}` })).statusCode).toBe(404);
      // Chat attachments are stored but never public: their module serves them to who may see them.
      const chatKey = `${a.center.id}/chat/00000000-0000-4000-8000-000000000002.png`;
      const file = path.join(dataDir, 'uploads', a.center.id, 'chat');
      await import('node:fs/promises').then((fs) => fs.mkdir(file, { recursive: true }));
      await writeFile(path.join(file, '00000000-0000-4000-8000-000000000002.png'), PNG);
      expect((await server.app.inject({ method: 'GET', url: `/uploads/${chatKey}` })).statusCode).toBe(404);
      for (const url of [`/uploads/${a.center.id}/events/..%2f..%2f..%2fpglite`, '/uploads/x.png']) {
        const res = await server.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found.' });
      }
    });
  });
});
