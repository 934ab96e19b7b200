import { existsSync } from 'node:fs';
import path from 'node:path';
import { EVENT_IMAGE_MAX_BYTES, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatId, createPatientUser } from '../../../test/helpers/chat';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { PNG, presign, put, tempDataDir } from '../../../test/helpers/uploads';
import type { LocalStorage } from '../../infra/storage/local';

/** Text dressed as a PNG: the name and the type say image, the bytes do not. */
const FAKE_PNG = Buffer.from('this is a text file renamed to photo.png, not an image at all');

/**
 * Uploads are what they claim (issue 19 item 7): an upload URL stores one file once, on any
 * instance; bytes that are not the claimed image are refused at the PUT and, when they reached
 * the storage another way (S3 does not look inside), when the key is attached, for event
 * images, center logos and chat attachments alike.
 */
describe('upload integrity', () => {
  let server: TestServer;
  let other: TestServer;
  let a: SeededCenter;
  let dataDir: string;
  let otherDir: string;

  beforeAll(async () => {
    dataDir = tempDataDir();
    otherDir = tempDataDir();
    server = await createTestServer({ DATA_DIR: dataDir });
    // A second instance on the same database, with a folder of its own.
    other = await createTestServer({ DATA_DIR: otherDir }, { database: server.deps.database });
    a = await createCenter(server);
  }, 120_000);
  afterAll(async () => {
    await other?.app.close();
    await server?.close();
  });

  /** Where a PUT keeps an upload until a feature takes it into use. */
  const fileIn = (dir: string, key: string) => path.join(dir, 'uploads', 'incoming', ...key.split('/'));
  /** Nothing left of a refused upload: no file at the key, no upload waiting for it. */
  const gone = async (key: string) =>
    (await server.deps.storage.head(key)) === null &&
    (await server.deps.storage.readUpload(key, EVENT_IMAGE_MAX_BYTES)) === null;
  const api = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  describe('an upload URL accepts exactly one PUT', () => {
    it('refuses a second PUT of the same URL, with the same bytes or others, and keeps the first file', async () => {
      const p = await presign(server, a.staff.auth, { size: PNG.length });
      expect((await put(server, p.url, PNG)).statusCode).toBe(200);
      for (const bytes of [PNG, Buffer.concat([PNG.subarray(0, -1), Buffer.from([0])])]) {
        const again = await put(server, p.url, bytes);
        expect(again.statusCode).toBe(409);
        expect(again.json().message).toBe(messages.uploadUsed);
      }
      expect(await server.deps.storage.readUpload(p.key, EVENT_IMAGE_MAX_BYTES)).toEqual(PNG);
    });

    it('does not put a file back once it was deleted', async () => {
      const p = await presign(server, a.staff.auth, { size: PNG.length });
      expect((await put(server, p.url, PNG)).statusCode).toBe(200);
      await server.deps.storage.delete(p.key);
      expect((await put(server, p.url, PNG)).statusCode).toBe(409);
      expect(existsSync(fileIn(dataDir, p.key))).toBe(false);
    });

    it('holds across instances: a URL used on one is refused on another (the record is in the database)', async () => {
      const p = await presign(server, a.staff.auth, { size: PNG.length });
      expect((await put(server, p.url, PNG)).statusCode).toBe(200);
      const elsewhere = await put(other, p.url, PNG);
      expect(elsewhere.statusCode).toBe(409);
      expect(existsSync(fileIn(otherDir, p.key))).toBe(false);
    });

    it('lets exactly one of two simultaneous PUTs through', async () => {
      const p = await presign(server, a.staff.auth, { size: PNG.length });
      const results = await Promise.all([put(server, p.url, PNG), put(other, p.url, PNG)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    });

    it('is not used up by a refused PUT (bytes that are not the image)', async () => {
      const p = await presign(server, a.staff.auth, { size: PNG.length });
      expect((await put(server, p.url, Buffer.alloc(PNG.length, 'a'))).statusCode).toBe(415);
      expect((await put(server, p.url, PNG)).statusCode).toBe(200);
    });
  });

  describe('bytes that are not the claimed image are refused at the PUT', () => {
    const urls = {
      'an event image': async () => presign(server, a.staff.auth, { size: FAKE_PNG.length }),
      'a center logo': async () => presign(server, a.owner.auth, { size: FAKE_PNG.length, route: 'logo' }),
      'a chat attachment': async () => {
        const p = await createPatientUser(server, a.center.id);
        const channel = await api('POST', '/chat/channels', a.staff.auth, { member_id: chatId(p) });
        const ch = channel.json().channel.id as string;
        const res = await api(
          'GET',
          `/chat/channels/${ch}/attachments/presign?content_type=image/png&size=${FAKE_PNG.length}`,
          a.staff.auth,
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { url: string; key: string };
      },
    };
    it.each(Object.entries(urls))('%s', async (_what, presignIt) => {
      const p = await presignIt();
      const res = await put(server, p.url, FAKE_PNG);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        message: messages.imageContentMismatch,
        errors: [{ field: 'file', message: messages.imageContentMismatch }],
      });
      expect(existsSync(fileIn(dataDir, p.key))).toBe(false);
    });
  });

  describe('bytes that reached the storage unchecked (as on S3) are refused when the key is attached', () => {
    /** What S3 does: it stores the bytes of a valid signed PUT without looking inside. */
    const storeUnchecked = (key: string) => (server.deps.storage as LocalStorage).writeUpload(key, FAKE_PNG);

    it('an event image', async () => {
      const p = await presign(server, a.staff.auth, { size: FAKE_PNG.length });
      await storeUnchecked(p.key);
      const res = await api('POST', '/v3/alumni_events', a.staff.auth, {
        title: 'Picnic',
        description: 'In the park',
        event_date: '2027-08-01T10:00',
        image_key: p.key,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.imageContentMismatch);
      expect(await gone(p.key)).toBe(true);
    });

    it('a center logo', async () => {
      const p = await presign(server, a.owner.auth, { size: FAKE_PNG.length, route: 'logo' });
      await storeUnchecked(p.key);
      const res = await api('PUT', `/v3/treatment_centers/${a.center.id}`, a.owner.auth, { logo_key: p.key });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.imageContentMismatch);
      expect(await gone(p.key)).toBe(true);
    });

    it('a chat attachment', async () => {
      const p = await createPatientUser(server, a.center.id);
      const ch = (await api('POST', '/chat/channels', a.staff.auth, { member_id: chatId(p) })).json().channel
        .id as string;
      const presigned = (
        await api(
          'GET',
          `/chat/channels/${ch}/attachments/presign?content_type=image/png&size=9`,
          a.staff.auth,
        )
      ).json() as { key: string };
      await storeUnchecked(presigned.key);
      const res = await api('POST', `/chat/channels/${ch}/messages`, a.staff.auth, {
        text: 'the scan',
        attachments: [{ key: presigned.key, name: 'scan.png' }],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: messages.imageContentMismatch,
        errors: [{ field: 'attachments', message: messages.imageContentMismatch }],
      });
      const listed = (await api('GET', `/chat/channels/${ch}/messages`, a.staff.auth)).json().messages;
      expect(listed).toHaveLength(0);
      expect(await gone(presigned.key)).toBe(true);
    });
  });
});
