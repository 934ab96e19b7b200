import { messages, routes } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { type Recorder, startRecorder } from '../../../test/helpers/http-recorder';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { loadConfig } from '../../config';
import { auditEvents, phoneCodes, reservedMemberships, smsOutbox, users } from '../../db/schema/index';
import { latestCodeFor } from '../../infra/sms/dev-outbox';
import { createSms } from '../../infra/sms/sms';

/**
 * Claiming a reservation needs the one-time code texted to the phone (issue 21): knowing a reserved
 * number is no longer enough. The code request answers the same for any phone; codes are stored
 * hashed, expire, allow five guesses and are throttled; texts go to the outbox or to Twilio's API.
 */
describe('phone codes for claiming a reservation', () => {
  let server: TestServer;
  let a: SeededCenter;
  const PASSWORD = 'a-long-patient-password';

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  let n = 0;
  const newPhone = () => `1555030${String(n++).padStart(4, '0')}`;
  const post = (url: string, payload: object, remoteAddress = '198.51.100.7') =>
    server.app.inject({ method: 'POST', url, payload, remoteAddress });
  const reserve = async (phone: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v3/reserved_memberships',
      headers: a.staff.auth,
      payload: { phone_number: phone },
    });
    expect(res.statusCode).toBe(201);
  };
  const askCode = (phone: string, remoteAddress?: string) =>
    post(routes.requestPhoneCode.path, { phone_number: phone }, remoteAddress);
  const claim = (phone: string, code: string | undefined, email: string) =>
    post(routes.claimReservation.path, {
      phone_number: phone,
      ...(code === undefined ? {} : { code }),
      email,
      first_name: 'Cleo',
      last_name: 'Claimer',
      password: PASSWORD,
    });
  const usersCount = async () => Number((await db().select({ n: count() }).from(users))[0]?.n ?? 0);
  const state = async (phone: string) =>
    (await db().select().from(reservedMemberships).where(eq(reservedMemberships.phoneNumber, phone)))[0]
      ?.state;

  it('refuses a claim without the code texted to the phone, even with the reserved number', async () => {
    const phone = newPhone();
    await reserve(phone);
    const before = await usersCount();
    const without = await claim(phone, undefined, 'no-code@example.test');
    expect(without.statusCode).toBe(400);
    expect(without.json().errors).toContainEqual({ field: 'code', message: messages.phoneCodeRequired });
    const guessed = await claim(phone, '123456', 'no-code@example.test');
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json()).toEqual({
      message: messages.phoneCodeInvalid,
      errors: [{ field: 'code', message: messages.phoneCodeInvalid }],
    });
    expect(await usersCount()).toBe(before);
    expect(await state(phone)).toBe('pending');
  });

  it('texts a 6-digit code to a reserved phone, stores only its hash, and the code claims it once', async () => {
    const phone = newPhone();
    await reserve(phone);
    const res = await askCode(`+${phone}`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: messages.phoneCodeSent, expires_in_seconds: 600 });
    const code = await latestCodeFor(db(), phone);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await db().select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, phone));
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);

    const ok = await claim(phone, code ?? '', 'claimer-one@example.test');
    expect(ok.statusCode).toBe(201);
    expect(await state(phone)).toBe('completed');
    // Used up: the same code cannot make a second account.
    const again = await claim(phone, code ?? '', 'claimer-two@example.test');
    expect(again.statusCode).toBe(422);
  });

  it('answers the same for a phone nobody reserved, and texts nothing', async () => {
    const phone = newPhone();
    const res = await askCode(phone);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: messages.phoneCodeSent, expires_in_seconds: 600 });
    const texts = await db().select().from(smsOutbox).where(eq(smsOutbox.to, phone));
    expect(texts).toHaveLength(0);
    const [row] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'reservation.code'))
      .orderBy(auditEvents.at);
    expect(JSON.stringify(row?.detail)).not.toContain(phone);
  });

  it('kills a code after five wrong guesses, and an expired or replaced code fails', async () => {
    const phone = newPhone();
    await reserve(phone);
    await askCode(phone);
    const code = (await latestCodeFor(db(), phone)) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await claim(phone, wrong, 'guess@example.test')).statusCode).toBe(422);
    expect((await claim(phone, code, 'guess@example.test')).statusCode).toBe(422);

    await askCode(phone);
    const second = (await latestCodeFor(db(), phone)) ?? '';
    await askCode(phone);
    const third = (await latestCodeFor(db(), phone)) ?? '';
    if (second !== third) expect((await claim(phone, second, 'old@example.test')).statusCode).toBe(422);
    await db()
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(phoneCodes.phoneNumber, phone)));
    expect((await claim(phone, third, 'late@example.test')).statusCode).toBe(422);
    expect(await state(phone)).toBe('pending');
  });

  it('throttles code requests per phone (3 in 15 minutes)', async () => {
    const phone = newPhone();
    await reserve(phone);
    for (let i = 0; i < 3; i++) expect((await askCode(phone, `192.0.2.${i + 1}`)).statusCode).toBe(202);
    const limited = await askCode(phone, '192.0.2.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toBe(messages.tooManyRequests);
    expect(await db().select().from(smsOutbox).where(eq(smsOutbox.to, phone))).toHaveLength(3);
  });

  it("limits an address by the phones it asks for: a clinic's sign-ups pass, a spray of numbers does not", async () => {
    const ip = '192.0.2.150';
    // Twenty patients signing up on the clinic's Wi-Fi, each asking three times: 60 requests.
    for (let p = 0; p < 20; p++) {
      const phone = newPhone();
      for (let i = 0; i < 3; i++) expect((await askCode(phone, ip)).statusCode).toBe(202);
    }
    // Numbers tried one after another: refused once 30 distinct phones asked from the address.
    const spray: number[] = [];
    for (let i = 0; i < 15; i++) spray.push((await askCode(newPhone(), ip)).statusCode);
    expect(spray).toEqual([...Array(10).fill(202), ...Array(5).fill(429)]);
    const refused = await askCode(newPhone(), ip);
    expect(refused.json()).toEqual({ message: messages.tooManyRequests });
    expect((await askCode(newPhone(), '192.0.2.151')).statusCode).toBe(202);
  });

  it('limits failed claims per address by the phones tried, so a clinic behind one NAT still signs up', async () => {
    const ip = '192.0.2.160';
    const claimFrom = (phone: string, code: string, email: string) =>
      post(
        routes.claimReservation.path,
        { phone_number: phone, code, email, first_name: 'Cleo', last_name: 'Claimer', password: PASSWORD },
        ip,
      );
    // 25 patients mistype their code once each (the old limit refused everyone after 20).
    for (let i = 0; i < 25; i++) {
      expect((await claimFrom(newPhone(), '000000', `typo-${i}@example.test`)).statusCode).toBe(422);
    }
    const phone = newPhone();
    await reserve(phone);
    expect((await askCode(phone, ip)).statusCode).toBe(202);
    const code = (await latestCodeFor(db(), phone)) ?? '';
    expect((await claimFrom(phone, code, 'crowd-claim@example.test')).statusCode).toBe(201);
    // Five more phones make 30 distinct failures: the address is refused, with the usual body.
    for (let i = 0; i < 5; i++) {
      expect((await claimFrom(newPhone(), '000000', `spray-${i}@example.test`)).statusCode).toBe(422);
    }
    const refused = await claimFrom(newPhone(), '000000', 'spray-x@example.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.tooManyRequests });
  });

  it('validates the phone and changes nothing', async () => {
    const before = Number((await db().select({ n: count() }).from(phoneCodes))[0]?.n ?? 0);
    const res = await askCode('12');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'phone_number', message: messages.phoneMin }]);
    expect(Number((await db().select({ n: count() }).from(phoneCodes))[0]?.n ?? 0)).toBe(before);
  });

  it('shows texts on the dev mailbox page and as JSON, to this machine only', async () => {
    const phone = newPhone();
    await reserve(phone);
    await askCode(phone);
    const code = (await latestCodeFor(db(), phone)) ?? '';
    const page = await server.app.inject({
      method: 'GET',
      url: `/dev/mailbox?to=${phone}`,
      remoteAddress: '127.0.0.1',
    });
    expect(page.body).toContain(`SMS to +${phone}`);
    expect(page.body).toContain(code);
    const json = await server.app.inject({
      method: 'GET',
      url: `/dev/sms.json?to=${phone}`,
      remoteAddress: '127.0.0.1',
    });
    expect(json.json().messages[0].body).toContain(code);
    const remote = await server.app.inject({
      method: 'GET',
      url: `/dev/sms.json?to=${phone}`,
      remoteAddress: '203.0.113.5',
    });
    expect(remote.statusCode).toBe(404);
  });

  it('refuses a Twilio configuration without its token and sender, and stays on the outbox without one', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /TWILIO_AUTH_TOKEN and SMS_FROM are required/,
    );
    expect(createSms(loadConfig({}), db()).mode).toBe('outbox');
    const twilio = loadConfig({
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      SMS_FROM: '+15550001111',
    });
    expect(createSms(twilio, db()).mode).toBe('http');
  });

  describe("Twilio's Messages API (a local server speaking it)", () => {
    let twilio: Recorder;
    beforeAll(async () => {
      twilio = await startRecorder();
    });
    afterAll(() => twilio.close());

    const sms = () =>
      createSms(
        {
          ...server.config,
          SMS_PROVIDER_URL: twilio.url,
          TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
          TWILIO_AUTH_TOKEN: 'secret-token',
          SMS_FROM: '+15550001111',
        },
        db(),
      );

    it('posts To/From/Body with basic auth, records the sid and keeps no code in the outbox', async () => {
      twilio.answer(201, { sid: 'SM0001', status: 'queued' });
      const adapter = sms();
      expect(adapter.mode).toBe('http');
      const { id } = await adapter.send({
        to: '15550107000',
        body: 'Your code is 424242.',
        kind: 'phone-code',
        secrets: ['424242'],
      });
      const [req] = await twilio.waitFor(1);
      expect(req?.method).toBe('POST');
      expect(req?.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
      expect(req?.headers.authorization).toBe(
        `Basic ${Buffer.from('AC0123456789abcdef:secret-token').toString('base64')}`,
      );
      expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(req?.body.toString());
      expect(Object.fromEntries(form)).toEqual({
        To: '+15550107000',
        From: '+15550001111',
        Body: 'Your code is 424242.',
      });
      const [row] = await db().select().from(smsOutbox).where(eq(smsOutbox.id, id));
      expect(row).toMatchObject({ status: 'sent', providerId: 'SM0001', body: 'Your code is [redacted].' });
    });

    it('marks the text failed and throws when the provider refuses it', async () => {
      twilio.answer(400, { code: 21211, message: "The 'To' number is not valid." });
      await expect(sms().send({ to: '15550107001', body: 'x 1', kind: 'phone-code' })).rejects.toThrow(/400/);
      const [row] = await db().select().from(smsOutbox).where(eq(smsOutbox.to, '15550107001'));
      expect(row).toMatchObject({ status: 'failed' });
      expect(row?.error).toContain('21211');
    });
  });
});
