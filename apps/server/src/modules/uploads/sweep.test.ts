import { utimesSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/helpers/fake-s3';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { PNG, type Presigned, presign, put, tempDataDir } from '../../../test/helpers/uploads';
import { UPLOAD_PREFIX } from '../../infra/storage/keys';
import { runUploadSweep } from './sweep';

const HOUR = 60 * 60 * 1000;

/**
 * Uploads never attached (an image picked, then the form abandoned) are removed after a day
 * (issue 38 item 3), on the local folder and on S3; attached images and fresh uploads stay. With
 * several instances one sweep runs per period: the claim is a database row.
 */
describe.each(['local', 's3'] as const)('abandoned uploads are swept after a day (%s storage)', (kind) => {
  let server: TestServer;
  let other: TestServer;
  let s3: FakeS3 | undefined;
  let a: SeededCenter;
  let dataDir: string;

  beforeAll(async () => {
    if (kind === 's3') s3 = await startFakeS3();
    dataDir = tempDataDir();
    const env = s3 ? s3.env : { DATA_DIR: dataDir };
    server = await createTestServer(env);
    other = await createTestServer(env, { database: server.deps.database });
    a = await createCenter(server);
  }, 120_000);
  afterAll(async () => {
    await other?.app.close();
    await server?.close();
    await s3?.close();
  });

  async function upload(): Promise<Presigned> {
    const p = await presign(server, a.staff.auth, { size: PNG.length });
    if (s3) expect((await fetch(p.url, { method: 'PUT', headers: p.headers, body: PNG })).status).toBe(200);
    else expect((await put(server, p.url, PNG)).statusCode).toBe(200);
    return p;
  }

  /** Makes an upload look as if it arrived `ms` ago. */
  function age(key: string, ms: number) {
    const at = new Date(Date.now() - ms);
    const object = s3?.objects.get(`${UPLOAD_PREFIX}${key}`);
    if (s3) {
      if (!object) throw new Error('no such upload');
      object.lastModified = at;
    } else utimesSync(path.join(dataDir, 'uploads', UPLOAD_PREFIX, ...key.split('/')), at, at);
  }

  const pending = async (key: string) => (await server.deps.storage.readUpload(key, 1 << 20)) !== null;

  it('removes a day-old upload nobody attached, keeps a fresh one and attached images; one instance sweeps per period', async () => {
    const abandoned = await upload();
    const fresh = await upload();
    const attached = await upload();
    const event = await server.app.inject({
      method: 'POST',
      url: '/v3/alumni_events',
      headers: a.staff.auth,
      payload: {
        title: 'Picnic',
        description: 'In the park',
        event_date: '2030-08-01T10:00',
        image_key: attached.key,
      },
    });
    expect(event.statusCode, event.body).toBe(201);
    age(abandoned.key, 25 * HOUR);
    age(fresh.key, 23 * HOUR);

    const now = new Date();
    const results = await Promise.all([runUploadSweep(server.deps, now), runUploadSweep(other.deps, now)]);
    // Exactly one instance claimed the sweep and removed the one abandoned upload.
    expect(results.sort()).toEqual([1, null]);
    expect(await pending(abandoned.key)).toBe(false);
    expect(await pending(fresh.key)).toBe(true);
    expect(await server.deps.storage.head(attached.key)).not.toBeNull();
    // Within the period no instance sweeps again; after it, one does.
    expect(await runUploadSweep(other.deps, new Date(now.getTime() + HOUR / 2))).toBeNull();
    age(fresh.key, 25 * HOUR);
    expect(await runUploadSweep(other.deps, new Date(now.getTime() + HOUR))).toBe(1);
    expect(await pending(fresh.key)).toBe(false);
    expect(await server.deps.storage.head(attached.key)).not.toBeNull();
  });
});
