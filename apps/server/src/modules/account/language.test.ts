import { messages, routes } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, createUser, type SeededCenter } from '../../../test/helpers/fixtures';
import { type Recorder, startRecorder } from '../../../test/helpers/http-recorder';
import { pushDevice, readPush } from '../../../test/helpers/push-device';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { type Received, readMail, startSmtp } from '../../../test/helpers/smtp';
import { auditEvents, smsOutbox, users } from '../../db/schema/index';
import { requestPasswordReset } from '../../identity/issuer/password-reset';
import { latestCodeFor } from '../../infra/sms/dev-outbox';
import { pushAssessmentReminders } from '../push/service';

/**
 * Issue 36 item 3: a stored language per person (and a center default for new patients) decides
 * what the server answers and sends: error bodies without Accept-Language, e-mails, the SMS code
 * and push titles.
 */
describe('stored languages', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let endpoint: Recorder;

  beforeAll(async () => {
    const started = await startSmtp(received);
    smtp = started.smtp;
    server = await createTestServer({
      SMTP_URL: `smtp://127.0.0.1:${started.port}`,
      MAIL_FROM: 'Recovery Portal <no-reply@portal.test>',
    });
    a = await createCenter(server, 'Casa Esperanza');
    b = await createCenter(server, 'Harbor House');
    endpoint = await startRecorder();
    endpoint.answer(201);
  });
  afterAll(async () => {
    await endpoint.close();
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const db = () => server.deps.database.db;
  const inject = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const setCenterLanguage = async (center: SeededCenter, language: 'en' | 'es') => {
    const res = await inject('PUT', `/v3/treatment_centers/${center.center.id}/settings`, center.owner.auth, {
      time_zone: 'America/Chicago',
      check_in_messages: ['Bien', 'Regular', 'Llámenme'],
      program_start_rule: 'join_date',
      default_language: language,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.default_language).toBe(language);
  };

  it('a patient sets their language; the app reads it back, and errors come in it without Accept-Language', async () => {
    const p = await appPatient(server, a);
    expect((await inject('GET', routes.patientMe.path, p.auth)).json().membership.language).toBeNull();

    const set = await inject('PUT', routes.patientSetLanguage.path, p.auth, { language: 'es' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ language: 'es', message: messages.languageSaved });
    expect((await inject('GET', routes.patientMe.path, p.auth)).json().membership.language).toBe('es');
    expect((await inject('GET', routes.me.path, p.auth)).json().user.language).toBe('es');

    // A refused value: 400 on the field, in Spanish (the stored choice), nothing changed.
    const bad = await inject('PUT', routes.patientSetLanguage.path, p.auth, { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-language']).toBe('es');
    expect(bad.json().errors).toEqual([{ field: 'language', message: 'Elija inglés o español.' }]);
    const [row] = await db().select().from(users).where(eq(users.id, p.user.row.id));
    expect(row?.language).toBe('es');

    // Another route's validation error, no Accept-Language: Spanish. The stored choice wins over
    // the header too.
    for (const headers of [p.auth, { ...p.auth, 'accept-language': 'en-US' }]) {
      const wrong = await inject('PUT', routes.setCheckInReminder.path, headers, { local_time: '25:99' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.headers['content-language']).toBe('es');
      expect(wrong.json().errors[0].message).toBe('Elija una hora en formato HH:MM, de 00:00 a 23:59.');
    }

    // Back to English: the same error is English again.
    await inject('PUT', routes.patientSetLanguage.path, p.auth, { language: 'en' });
    const english = await inject('PUT', routes.setCheckInReminder.path, p.auth, { local_time: '25:99' });
    expect(english.headers['content-language']).toBe('en');
    expect(english.json().errors[0].message).not.toMatch(/Elija/);

    const [audited] = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'user.language_update'), eq(auditEvents.resourceId, p.membership.id)),
      );
    expect(audited?.detail).toEqual({ language: 'es' });
  });

  it('only a patient sets a patient language; staff set theirs in user settings', async () => {
    expect(
      (await inject('PUT', routes.patientSetLanguage.path, a.staff.auth, { language: 'es' })).statusCode,
    ).toBe(403);
    const current = (await inject('GET', routes.getUserSettings.path, a.staff.auth)).json().user_settings;
    expect(current.language).toBeNull();
    const put = (language?: string) =>
      inject('PUT', routes.updateUserSettings.path, a.staff.auth, {
        first_name: current.first_name,
        last_name: current.last_name,
        phone: '+1 (555) 010-2030',
        notification_emails: current.notification_emails,
        ...(language ? { language } : {}),
      });
    expect((await put('es')).json().user_settings.language).toBe('es');
    expect((await inject('GET', routes.me.path, a.staff.auth)).json().user.language).toBe('es');
    // A form that sends no language leaves it as it is.
    expect((await put()).json().user_settings.language).toBe('es');
    const refused = await put('de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'language', message: 'Elija inglés o español.' }]);
    // Another staff member of the center is untouched.
    expect((await inject('GET', routes.me.path, a.owner.auth)).json().user.language).toBeNull();
  });

  it("the center's default language: owners set it, staff read it, another center keeps its own", async () => {
    await setCenterLanguage(a, 'es');
    const read = await inject('GET', `/v3/treatment_centers/${a.center.id}/settings`, a.staff.auth);
    expect(read.json().settings.default_language).toBe('es');
    const byStaff = await inject('PUT', `/v3/treatment_centers/${a.center.id}/settings`, a.staff.auth, {
      time_zone: 'America/Chicago',
      check_in_messages: ['a', 'b', 'c'],
      program_start_rule: 'join_date',
      default_language: 'en',
    });
    expect(byStaff.statusCode).toBe(403);
    const other = await inject('GET', `/v3/treatment_centers/${b.center.id}/settings`, b.staff.auth);
    expect(other.json().settings.default_language).toBe('en');
    // A center's id that is not the caller's: refused, nothing read.
    expect(
      (await inject('GET', `/v3/treatment_centers/${a.center.id}/settings`, b.owner.auth)).statusCode,
    ).not.toBe(200);
  });

  it('a new patient gets their app choice, else the center default; the SMS code follows the same rule', async () => {
    await setCenterLanguage(a, 'es');
    await setCenterLanguage(b, 'en');
    let n = 0;
    const newPhone = () => `1555090${String(n++).padStart(4, '0')}`;
    const reserve = async (center: SeededCenter, phone: string) =>
      expect(
        (await inject('POST', '/v3/reserved_memberships', center.staff.auth, { phone_number: phone }))
          .statusCode,
      ).toBe(201);
    const askCode = (phone: string, language?: string) =>
      server.app.inject({
        method: 'POST',
        url: routes.requestPhoneCode.path,
        payload: { phone_number: phone },
        headers: language ? { 'accept-language': language } : {},
        remoteAddress: `198.51.100.${20 + n}`,
      });
    const sms = async (phone: string) =>
      (await db().select().from(smsOutbox).where(eq(smsOutbox.to, phone)))[0]?.body ?? '';
    const claim = async (phone: string, email: string, language?: string) => {
      const code = await latestCodeFor(db(), phone);
      const res = await server.app.inject({
        method: 'POST',
        url: routes.claimReservation.path,
        payload: {
          phone_number: phone,
          code,
          email,
          first_name: 'Ana',
          last_name: 'Ruiz',
          password: 'a-long-patient-password',
          ...(language ? { language } : {}),
        },
      });
      expect(res.statusCode).toBe(201);
      return res.json().membership.language as string;
    };

    // No header, a Spanish-speaking center: the SMS in Spanish; the patient's language Spanish.
    const one = newPhone();
    await reserve(a, one);
    await askCode(one);
    expect(await sms(one)).toMatch(/^Su código de registro es \d{6}\. Vence en 10 minutos\./);
    expect(await claim(one, 'ana.default@example.test')).toBe('es');

    // The app's language (its Accept-Language, its body at joining) comes first.
    const two = newPhone();
    await reserve(a, two);
    await askCode(two, 'en-US');
    expect(await sms(two)).toMatch(/^Your sign-up code is \d{6}\. It expires in 10 minutes\./);
    expect(await claim(two, 'ana.english@example.test', 'en')).toBe('en');

    // An English center, no choice: English.
    const three = newPhone();
    await reserve(b, three);
    await askCode(three);
    expect(await sms(three)).toMatch(/^Your sign-up code is/);
    expect(await claim(three, 'ana.harbor@example.test')).toBe('en');
  });

  it('invitations go out in the center default language through SMTP', async () => {
    await setCenterLanguage(a, 'es');
    await setCenterLanguage(b, 'en');
    const invite = async (center: SeededCenter, email: string) => {
      const res = await inject('POST', '/v3/memberships', center.staff.auth, {
        email,
        full_name: 'Lucía Pérez',
      });
      expect(res.statusCode).toBe(201);
      const message = received.find((m) => m.to.includes(email));
      return readMail(message?.raw ?? '');
    };
    const spanish = await invite(a, 'lucia.es@example.test');
    expect(spanish).toContain('Subject: Su invitación a la aplicación de recuperación');
    expect(spanish).toContain('Hola, Lucía:');
    expect(spanish).toContain('Casa Esperanza le envió una invitación a la aplicación de recuperación.');
    expect(spanish).toContain('Aceptar la invitación');
    expect(spanish).not.toContain('invited you');

    const english = await invite(b, 'lucia.en@example.test');
    expect(english).toContain('Subject: Your invitation to the recovery app');
    expect(english).toContain('Hello Lucía,');
    expect(english).toContain('Harbor House invited you to the recovery app.');
  });

  it('password reset e-mails in the account language, else the page language', async () => {
    const es = await createUser(server, {
      treatmentCenterId: a.center.id,
      language: 'es',
      firstName: 'Rosa',
    });
    const en = await createUser(server, { treatmentCenterId: a.center.id, firstName: 'Rose' });
    const deps = { db: db(), mailer: server.deps.mailer, config: server.deps.config };
    const from = { ip: '198.51.100.9', requestId: 'r1' };
    await requestPasswordReset(deps, es.row.email, from, 'en');
    await requestPasswordReset(deps, en.row.email, from, 'en');
    const mail = (to: string) => readMail(received.find((m) => m.to.includes(to))?.raw ?? '');
    expect(mail(es.row.email)).toContain('Subject: Elija una contraseña nueva para Recovery Portal');
    expect(mail(es.row.email)).toContain('Hola, Rosa:');
    expect(mail(es.row.email)).toContain('dentro de una hora');
    expect(mail(en.row.email)).toContain('Subject: Choose a new password for the Recovery Portal');
    expect(mail(en.row.email)).toContain('Hello Rose,');
    // No stored language: the language of the page that asked.
    const none = await createUser(server, { treatmentCenterId: a.center.id, firstName: 'Raúl' });
    await requestPasswordReset(deps, none.row.email, from, 'es');
    expect(mail(none.row.email)).toContain('Hola, Raúl:');
  });

  it("push titles in each patient's language", async () => {
    const es = await appPatient(server, a);
    const en = await appPatient(server, a);
    await inject('PUT', routes.patientSetLanguage.path, es.auth, { language: 'es' });
    const devices = [pushDevice(endpoint.url), pushDevice(endpoint.url)] as const;
    for (const [p, device] of [
      [es, devices[0]],
      [en, devices[1]],
    ] as const)
      expect((await inject('POST', routes.pushSubscribe.path, p.auth, device.body)).statusCode).toBe(201);
    await pushAssessmentReminders(
      { db: db(), webPush: server.deps.webPush },
      { centerId: a.center.id, due: [es.membership.id, en.membership.id], lastDay: [] },
    );
    const title = (device: (typeof devices)[number]) => {
      const req = endpoint.requests.find((r) => r.url === device.path);
      return req ? readPush(req, device).title : undefined;
    };
    expect(title(devices[0])).toBe('Tiene un cuestionario de seguimiento para responder.');
    expect(title(devices[1])).toBe('You have a check-in questionnaire to fill in.');
  });

  it("staff see the patient's language on the profile; another center's staff do not", async () => {
    const p = await appPatient(server, a);
    await inject('PUT', routes.patientSetLanguage.path, p.auth, { language: 'es' });
    const profile = await inject('GET', `/v3/memberships/${p.membership.id}`, a.staff.auth);
    expect(profile.json().membership.language).toBe('es');
    expect((await inject('GET', `/v3/memberships/${p.membership.id}`, b.staff.auth)).statusCode).toBe(404);
  });
});
