import { routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server';
import { type CenterWorld, call, seedCenter } from './world';

/**
 * No patient data in logs (issue 12): the real pino logger at its most verbose level writes to a
 * stream the test reads; a known patient name, e-mail, phone, note text, chat text and bearer token
 * go through real calls (search, invitation, note, chat, a refused body, a failing token), and none
 * of them appears in any log line.
 */
describe('logs carry no patient data and no credentials', () => {
  let server: TestServer;
  let a: CenterWorld;
  const lines: string[] = [];
  const PLANTED = {
    name: 'Zebulon Quimbyfrost',
    email: 'zebulon.quimbyfrost@example.test',
    phone: '15557654321',
    note: 'Relapsed on oxycodone last Tuesday',
    chat: 'I am struggling with cravings tonight',
  };

  beforeAll(async () => {
    server = await createTestServer({}, { logLines: lines });
    a = await seedCenter(server, 'Logs');
  }, 120_000);
  afterAll(() => server?.close());

  it('plants patient data and a token through real calls, and finds none of it in the log', async () => {
    const staff = a.staff.auth;
    const invited = await call(server, routes.invitePatient, {
      headers: staff,
      body: { email: PLANTED.email, full_name: PLANTED.name, phone_number: PLANTED.phone },
    });
    expect(invited.statusCode).toBe(201);
    const search = await call(server, routes.listMemberships, {
      headers: staff,
      query: { by_name: PLANTED.name },
    });
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain(PLANTED.email);
    const note = await call(server, routes.createNote, {
      headers: staff,
      params: { id: a.ids.membership },
      body: { content: PLANTED.note },
    });
    expect(note.statusCode).toBe(201);
    const chat = await call(server, routes.sendChatMessage, {
      headers: a.patient.auth,
      params: { id: a.ids.channel },
      body: { text: PLANTED.chat },
    });
    expect(chat.statusCode).toBe(201);
    // Refused calls log too: a body that fails validation, a broken JSON body, a bad token.
    const refused = await call(server, routes.invitePatient, {
      headers: staff,
      body: { email: PLANTED.email, full_name: PLANTED.name, phone_number: `${PLANTED.phone}x` },
    });
    expect(refused.statusCode).toBe(400);
    const broken = await server.app.inject({
      method: 'POST',
      url: `/v3/memberships/${a.ids.membership}/tcenter_notes`,
      headers: { ...staff, 'content-type': 'application/json' },
      payload: `{"content": "${PLANTED.note}"`,
    });
    expect(broken.statusCode).toBe(400);
    const badToken = await call(server, routes.me, {
      headers: { authorization: `Bearer ${a.staff.token}x` },
    });
    expect(badToken.statusCode).toBe(401);

    const log = lines.join('');
    // The logger ran: the requests are there, by method and path.
    expect(log).toContain('/v3/memberships');
    expect(lines.length).toBeGreaterThan(10);
    for (const [what, value] of Object.entries(PLANTED)) {
      expect(log.toLowerCase(), `the ${what} reached the log`).not.toContain(value.toLowerCase());
    }
    expect(log).not.toContain(a.staff.token);
    expect(log).not.toContain(a.patient.token);
    expect(log).not.toContain(a.staff.token.split('.')[2] ?? 'no-signature');
  });
});
