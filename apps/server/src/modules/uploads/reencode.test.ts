import { crc32 } from 'node:zlib';
import { messages } from '@portal/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatId, createPatientUser } from '../../../test/helpers/chat';
import { type FakeS3, startFakeS3 } from '../../../test/helpers/fake-s3';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { PNG, type Presigned, pathOf, presign, put, tempDataDir } from '../../../test/helpers/uploads';

/** A PNG that decodes, followed by a web page: what a browser sniffing the bytes could run. */
const PNG_THEN_HTML = Buffer.concat([
  PNG,
  Buffer.from('<html><script>alert(document.cookie)</script></html>'),
]);
/** The PNG signature and then nothing an image decoder can read. */
const NOT_DECODING = Buffer.concat([PNG.subarray(0, 16), Buffer.from('no image data follows the signature')]);

/** A phone photo: EXIF with where it was taken (GPS) and an orientation (taken sideways). */
const photoWithGps = () =>
  sharp({ create: { width: 20, height: 10, channels: 3, background: '#808080' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1', GPSLongitudeRef: 'W' } })
    .toBuffer();

/** A few hundred bytes whose header claims 30,000 × 30,000 pixels (900 megapixels to decode). */
function pngBomb(): Buffer {
  const bomb = Buffer.from(PNG);
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12..28).
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

const animatedGif = async () => {
  const frame = (background: string) =>
    sharp({ create: { width: 4, height: 4, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif({ delay: [100, 200], loop: 0 })
    .toBuffer();
};

/**
 * Images are decoded and re-encoded where the server takes an upload into use (issue 38 item 1):
 * what is served is the re-encoded image only, never the uploaded bytes (no trailing page, no
 * EXIF position); a file that does not decode, or claims more pixels than the limit, is refused
 * and nothing is stored. The same on the local folder and on S3.
 */
describe.each(['local', 's3'] as const)(
  'uploaded images are re-encoded when attached (%s storage)',
  (kind) => {
    let server: TestServer;
    let s3: FakeS3 | undefined;
    let a: SeededCenter;

    beforeAll(async () => {
      if (kind === 's3') s3 = await startFakeS3();
      server = await createTestServer(s3 ? s3.env : { DATA_DIR: tempDataDir() });
      a = await createCenter(server);
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await s3?.close();
    });

    const api = (
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      headers: Record<string, string>,
      payload?: object,
    ) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    /** Uploads to the presigned URL the way a browser does: to the server (local) or the bucket (S3). */
    async function upload(p: Pick<Presigned, 'url' | 'headers'>, bytes: Buffer, contentType: string) {
      if (!s3) {
        const res = await put(server, p.url, bytes, contentType);
        expect(res.statusCode, res.body).toBe(200);
        return;
      }
      const res = await fetch(p.url, { method: 'PUT', headers: p.headers, body: bytes });
      expect(res.status).toBe(200);
    }

    async function uploadEventImage(bytes: Buffer, contentType = 'image/png') {
      const p = await presign(server, a.staff.auth, { size: bytes.length, contentType });
      await upload(p, bytes, contentType);
      return p;
    }

    const createEvent = (imageKey: string) =>
      api('POST', '/v3/alumni_events', a.staff.auth, {
        title: 'Picnic',
        description: 'In the park',
        event_date: '2030-08-01T10:00',
        image_key: imageKey,
      });

    const served = async (url: string) => {
      const res = await server.app.inject({ method: 'GET', url: url.startsWith('/') ? url : pathOf(url) });
      return res;
    };

    it('serves a PNG followed by a web page as the re-encoded PNG only, and nothing before it is attached', async () => {
      const p = await uploadEventImage(PNG_THEN_HTML);
      // The raw upload is never served, not even to whoever holds its URL.
      expect((await served(p.public_url)).statusCode).toBe(404);
      const res = await createEvent(p.key);
      expect(res.statusCode, res.body).toBe(201);
      const file = await served(res.json().alumni_event.image_url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.includes('<html')).toBe(false);
      expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
      expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    });

    it('serves a phone photo without its EXIF (no GPS position), turned the way it was taken', async () => {
      const photo = await photoWithGps();
      const before = await sharp(photo).metadata();
      expect(before.exif).toBeDefined();
      expect(before.orientation).toBe(6);
      const p = await uploadEventImage(photo, 'image/jpeg');
      const res = await createEvent(p.key);
      expect(res.statusCode, res.body).toBe(201);
      const file = await served(res.json().alumni_event.image_url);
      expect(file.headers['content-type']).toBe('image/jpeg');
      const after = await sharp(file.rawPayload).metadata();
      expect(after.format).toBe('jpeg');
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect([after.width, after.height]).toEqual([10, 20]);
    });

    it('refuses a file that does not decode with the catalogue sentence, and stores nothing', async () => {
      const p = await uploadEventImage(NOT_DECODING);
      const res = await createEvent(p.key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: messages.imageContentMismatch,
        errors: [{ field: 'image_key', message: messages.imageContentMismatch }],
      });
      expect((await served(p.public_url)).statusCode).toBe(404);
      expect(await server.deps.storage.head(p.key)).toBeNull();
      if (s3) expect([...s3.objects.keys()].some((k) => k.endsWith(p.key))).toBe(false);
      const listed = (await api('GET', '/v3/alumni_events', a.staff.auth)).json().alumni_events;
      expect(listed.some((e: { image_key: string }) => e.image_key === p.key)).toBe(false);
    });

    it('refuses a decompression bomb by its pixel count before decoding it', async () => {
      const bomb = pngBomb();
      expect(bomb.length).toBeLessThan(200);
      const p = await uploadEventImage(bomb);
      const res = await createEvent(p.key);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: messages.imageTooManyPixels,
        errors: [{ field: 'image_key', message: messages.imageTooManyPixels }],
      });
      expect(await server.deps.storage.head(p.key)).toBeNull();
    });

    it('re-encodes a center logo too', async () => {
      const p = await presign(server, a.owner.auth, { size: PNG_THEN_HTML.length, route: 'logo' });
      await upload(p, PNG_THEN_HTML, 'image/png');
      const res = await api('PUT', `/v3/treatment_centers/${a.center.id}`, a.owner.auth, { logo_key: p.key });
      expect(res.statusCode, res.body).toBe(200);
      const file = await served(res.json().treatment_center.logo_url);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.includes('<html')).toBe(false);
    });

    it('re-encodes a chat attachment, keeps a GIF animated, and answers the stored size', async () => {
      const patient = await createPatientUser(server, a.center.id);
      const ch = (await api('POST', '/chat/channels', a.staff.auth, { member_id: chatId(patient) })).json()
        .channel.id as string;
      const send = async (bytes: Buffer, type: string, name: string) => {
        const presigned = await api(
          'GET',
          `/chat/channels/${ch}/attachments/presign?content_type=${type}&size=${bytes.length}`,
          a.staff.auth,
        );
        expect(presigned.statusCode, presigned.body).toBe(200);
        await upload(presigned.json(), bytes, type);
        return api('POST', `/chat/channels/${ch}/messages`, a.staff.auth, {
          attachments: [{ key: presigned.json().key, name }],
        });
      };

      const photo = await send(await photoWithGps(), 'image/jpeg', 'home.jpg');
      expect(photo.statusCode, photo.body).toBe(201);
      const [attachment] = photo.json().message.attachments;
      const file = await served(attachment.url);
      expect(file.statusCode).toBe(200);
      expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
      expect(attachment.size).toBe(file.rawPayload.length);

      const gif = await send(await animatedGif(), 'image/gif', 'wave.gif');
      expect(gif.statusCode, gif.body).toBe(201);
      const gifFile = await served(gif.json().message.attachments[0].url);
      const meta = await sharp(gifFile.rawPayload, { animated: true }).metadata();
      expect(meta.format).toBe('gif');
      expect(meta.pages).toBe(2);
      expect(meta.delay).toEqual([100, 200]);

      const bad = await send(NOT_DECODING, 'image/png', 'scan.png');
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual({
        message: messages.imageContentMismatch,
        errors: [{ field: 'attachments', message: messages.imageContentMismatch }],
      });
    });
  },
);
