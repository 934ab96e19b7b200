import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../test/helpers/server';
import { PNG, pathOf } from '../../test/helpers/uploads';

/**
 * What the patient app needs from chat, with a patient's token (issue 21): sending an image
 * attachment under the portal's rules, and the unread counts the app's badge shows.
 */
describe('chat from the patient app', () => {
  let server: TestServer;
  let a: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('sends an image the staff member opens, and counts unread messages', async () => {
    const p = await appPatient(server, a);
    const staffChatId = a.staff.row.subject.replace('|', '_');
    const channel = await call('POST', '/chat/channels', p.auth, { member_id: staffChatId });
    const ch = channel.json().channel.id as string;

    const presigned = await call(
      'GET',
      `/chat/channels/${ch}/attachments/presign?content_type=image/png&size=${PNG.length}`,
      p.auth,
    );
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url, key, headers } = presigned.json();
    const put = await server.app.inject({ method: 'PUT', url: pathOf(url), headers, payload: PNG });
    expect(put.statusCode, put.body).toBe(200);
    const sent = await call('POST', `/chat/channels/${ch}/messages`, p.auth, {
      attachments: [{ key, name: 'photo.png' }],
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const seen = (await call('GET', `/chat/channels/${ch}/messages`, a.staff.auth)).json().messages.at(-1);
    expect(seen.attachments[0]).toMatchObject({ name: 'photo.png', type: 'image/png', size: PNG.length });
    const file = await server.app.inject({ method: 'GET', url: seen.attachments[0].url });
    expect(file.rawPayload.equals(PNG)).toBe(true);

    // A type the portal refuses is refused to the app too.
    const pdf = await call(
      'GET',
      `/chat/channels/${ch}/attachments/presign?content_type=application/pdf&size=10`,
      p.auth,
    );
    expect(pdf.statusCode).toBe(400);

    await call('POST', `/chat/channels/${ch}/messages`, a.staff.auth, { text: 'Got it, thanks' });
    const unread = await call('GET', '/chat/unread', p.auth);
    expect(unread.statusCode).toBe(200);
    expect(unread.json()).toMatchObject({ total_unread_count: 1 });
  });
});
