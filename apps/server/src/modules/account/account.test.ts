import { messages, routes } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { setPassword } from '../../../test/helpers/passwords';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import {
  auditEvents,
  checkIns,
  memberships,
  oidcPayloads,
  pushSubscriptions,
  users,
} from '../../db/schema/index';
import { checkCredentials } from '../../identity/issuer/sign-in';
import { verifyPassword } from '../../identity/passwords';

/**
 * The patient's account in the app (issue 21): change the password with the current one and the
 * issuer's rules; delete the account with the password: no more sign-in, sessions ended, the
 * center's records kept and marked.
 */
describe('patient account', () => {
  let server: TestServer;
  let a: SeededCenter;
  const PASSWORD = 'the-first-password';

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    server.app.inject({ method: 'POST', url, headers, payload });
  const signIn = (email: string, password: string) =>
    checkCredentials(db(), { email, password, ip: '198.51.100.20', requestId: 'test' });
  /** The audit actions written under one request (one row per call, issue 12). */
  const auditOf = async (res: { headers: Record<string, unknown> }) =>
    (
      await db()
        .select({ action: auditEvents.action, outcome: auditEvents.outcome })
        .from(auditEvents)
        .where(eq(auditEvents.requestId, String(res.headers['x-request-id'])))
    ).map((r) => `${r.action}:${r.outcome}`);
  async function withPassword() {
    const p = await appPatient(server, a);
    await setPassword(server, p.user.row.id, PASSWORD);
    return p;
  }
  /** An issuer session of the account, as a sign-in leaves one. */
  const sessionOf = (subject: string) =>
    db()
      .insert(oidcPayloads)
      .values({ model: 'Session', id: `s-${subject}`, payload: { accountId: subject } });

  describe('change password', () => {
    it('needs the current password and the rules, then the new one signs in and sessions end', async () => {
      const p = await withPassword();
      await sessionOf(p.user.row.subject);
      const invalid = await post(routes.patientChangePassword.path, p.auth, {
        current_password: '',
        new_password: 'short',
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'current_password', message: messages.currentPasswordRequired },
          { field: 'new_password', message: messages.passwordTooShort },
        ]),
      );
      const wrong = await post(routes.patientChangePassword.path, p.auth, {
        current_password: 'not-the-password',
        new_password: 'a-brand-new-password',
      });
      expect(wrong.statusCode).toBe(422);
      expect(await auditOf(wrong)).toEqual(['password.change:failure']);
      expect(wrong.json()).toEqual({
        message: messages.currentPasswordWrong,
        errors: [{ field: 'current_password', message: messages.currentPasswordWrong }],
      });
      const same = await post(routes.patientChangePassword.path, p.auth, {
        current_password: PASSWORD,
        new_password: PASSWORD,
      });
      expect(same.statusCode).toBe(422);
      const [unchanged] = await db().select().from(users).where(eq(users.id, p.user.row.id));
      expect(await verifyPassword(unchanged?.passwordHash ?? null, PASSWORD)).toBe(true);

      const ok = await post(routes.patientChangePassword.path, p.auth, {
        current_password: PASSWORD,
        new_password: 'a-brand-new-password',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: messages.passwordChanged });
      expect(await auditOf(ok)).toEqual(['password.change:success']);
      expect((await signIn(p.user.row.email, PASSWORD)).ok).toBe(false);
      expect((await signIn(p.user.row.email, 'a-brand-new-password')).ok).toBe(true);
      const sessions = await db()
        .select()
        .from(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${p.user.row.subject}`);
      expect(sessions).toHaveLength(0);
    });
  });

  it('counts wrong current passwords like failed sign-ins (a stolen token cannot guess on)', async () => {
    const p = await withPassword();
    const guess = () =>
      server.app.inject({
        method: 'POST',
        url: routes.patientChangePassword.path,
        headers: p.auth,
        payload: { current_password: 'a-wrong-guess', new_password: 'a-brand-new-password' },
        remoteAddress: '203.0.113.77',
      });
    for (let i = 0; i < 10; i++) expect((await guess()).statusCode).toBe(422);
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  describe('delete account', () => {
    it('refuses a wrong password and changes nothing', async () => {
      const p = await withPassword();
      const res = await post(routes.patientDeleteAccount.path, p.auth, { password: 'wrong-password' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ field: 'password', message: messages.currentPasswordWrong }]);
      expect(await auditOf(res)).toEqual(['patient.account.delete:failure']);
      const empty = await post(routes.patientDeleteAccount.path, p.auth, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([{ field: 'password', message: messages.passwordRequired }]);
      const [row] = await db().select().from(users).where(eq(users.id, p.user.row.id));
      expect(row?.active).toBe(true);
      expect((await signIn(p.user.row.email, PASSWORD)).ok).toBe(true);
    });

    it('ends sign-in for good and keeps the center records, marked', async () => {
      const p = await withPassword();
      await sessionOf(p.user.row.subject);
      const checkIn = await post(routes.patientCheckIn.path, p.auth, { mood: 80, preset_message: 1 });
      expect(checkIn.statusCode).toBe(201);
      await post(routes.pushSubscribe.path, p.auth, {
        endpoint: 'https://push.example.test/delete-me',
        keys: {
          p256dh: 'BCifH3KoNs2Ur-eSqFo6pdhDvul7TSfuxsEp5MF8nxchXpiIW1jzRzTwhQyQYX9PrzNgS86gV3XgANhcqwEPm8k',
          auth: 'u8QKpOkNfguXCOMdr-AWxA',
        },
      });
      expect((await signIn(p.user.row.email, PASSWORD)).ok).toBe(true);

      const res = await post(routes.patientDeleteAccount.path, p.auth, { password: PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.accountDeleted });
      expect(await auditOf(res)).toEqual(['patient.account.delete:success']);

      // No sign-in with the old e-mail and password, and the token in hand no longer works.
      const again = await signIn(p.user.row.email, PASSWORD);
      expect(again.ok).toBe(false);
      const me = await server.app.inject({ method: 'GET', url: routes.patientMe.path, headers: p.auth });
      expect([401, 403]).toContain(me.statusCode);
      const sessions = await db()
        .select()
        .from(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${p.user.row.subject}`);
      expect(sessions).toHaveLength(0);

      const [user] = await db().select().from(users).where(eq(users.id, p.user.row.id));
      expect(user).toMatchObject({
        active: false,
        passwordHash: null,
        phone: null,
        firstName: '',
        lastName: '',
      });
      expect(user?.email).not.toBe(p.user.row.email);
      // The center's records stay: the membership (marked), its history.
      const [membership] = await db().select().from(memberships).where(eq(memberships.id, p.membership.id));
      expect(membership?.accountDeletedAt).not.toBeNull();
      expect(membership?.email).toBe(p.membership.email);
      // The center's staff see that the app no longer reaches the patient.
      const seen = await server.app.inject({
        method: 'GET',
        url: routes.getMembership.path.replace('{id}', p.membership.id),
        headers: a.staff.auth,
      });
      expect(seen.json().membership).toMatchObject({
        email: p.membership.email,
        account_deleted_at: membership?.accountDeletedAt?.toISOString(),
      });
      // And in the patient list, beside everyone else's null.
      const list = await server.app.inject({
        method: 'GET',
        url: routes.listMemberships.path,
        headers: a.staff.auth,
      });
      const rows = list.json().memberships as { id: string; account_deleted_at: string | null }[];
      expect(rows.find((m) => m.id === p.membership.id)?.account_deleted_at).toBe(
        membership?.accountDeletedAt?.toISOString(),
      );
      expect(rows.filter((m) => m.id !== p.membership.id).every((m) => m.account_deleted_at === null)).toBe(
        true,
      );
      expect(
        await db().select().from(checkIns).where(eq(checkIns.membershipId, p.membership.id)),
      ).toHaveLength(1);
      expect(
        await db()
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.membershipId, p.membership.id)),
      ).toHaveLength(0);
      const [audit] = await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.requestId, String(res.headers['x-request-id'])));
      expect(audit?.resourceId).toBe(p.user.row.id);
    });
  });
});
