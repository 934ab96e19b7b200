import { messages, routes } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';

/**
 * The app gate (issue 37, docs/decisions/consents.md): a patient without an active app-use consent
 * gets 403 `consentAppUseRequired` on the patient routes and chat, keeps what the consent screen
 * needs, is let in once signed and shut out again the moment the consent is revoked. And the
 * patient's own access history: their membership only, audited.
 */
describe('the app gate', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
  });
  afterAll(() => server.close());

  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newPatient = (center: SeededCenter = a) =>
    appPatient(server, center, { firstName: 'Jamie', lastName: 'Rivera' }, { appUse: false });

  async function signAppUse(auth: Headers) {
    const list = (await call('GET', routes.patientConsents.path, auth)).json();
    const t = list.templates.find((x: { kind: string }) => x.kind === 'app-use');
    const res = await call('POST', routes.patientSignConsent.path, auth, {
      template_id: t.id,
      template_version: t.version,
      full_name: 'Jamie Rivera',
      agree: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().consent.id as string;
  }

  const expectGated = (res: { statusCode: number; json: () => { message: string; errors?: unknown } }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: messages.consentAppUseRequired,
      errors: [{ field: 'consent', message: messages.consentAppUseRequired }],
    });
  };

  it('refuses check-ins before signing, lets them through after, and refuses again right after revoking', async () => {
    const p = await newPatient();
    expectGated(await call('GET', routes.patientCheckIns.path, p.auth));
    const id = await signAppUse(p.auth);
    expect((await call('GET', routes.patientCheckIns.path, p.auth)).statusCode).toBe(200);
    const revoked = await call('POST', `/patient/consents/${id}/revoke`, p.auth);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expectGated(await call('GET', routes.patientCheckIns.path, p.auth));
    // A write is closed too, and its body is not even looked at: nothing is stored.
    expectGated(await call('POST', routes.patientCheckIn.path, p.auth, { mood: 90, preset_message: 2 }));
  });

  it('closes the app routes and chat, and keeps open what the consent screen needs', async () => {
    const p = await newPatient();
    for (const path of [
      '/patient/tasks',
      '/patient/events',
      '/patient/notifications',
      '/patient/calendar?month=2026-01',
      '/chat/unread',
    ]) {
      expectGated(await call('GET', path, p.auth));
    }
    for (const path of [
      routes.patientMe.path,
      routes.patientConsents.path,
      routes.patientDisclosures.path,
      routes.patientAccessHistory.path,
      routes.patientCurrentContactRequest.path,
    ]) {
      const res = await call('GET', path, p.auth);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
    // A patient who declines can still ask the center to call them.
    const ask = await call('POST', routes.patientContactNow.path, p.auth, {});
    expect(ask.statusCode, ask.body).toBe(201);
    expect((await call('POST', routes.patientSignOut.path, p.auth)).statusCode).toBe(204);
  });

  it("another patient's consent cannot be revoked (404), and theirs keeps the gate open", async () => {
    const p = await newPatient();
    const other = await newPatient();
    const theirs = await signAppUse(other.auth);
    await signAppUse(p.auth);
    const res = await call('POST', `/patient/consents/${theirs}/revoke`, p.auth);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', routes.patientTasks.path, other.auth)).statusCode).toBe(200);
  });

  it("another center's consent does not open the gate", async () => {
    // A consent is the membership's: the same account signed at B is no consent at A.
    const p = await newPatient(b);
    await signAppUse(p.auth);
    expect((await call('GET', routes.patientTasks.path, p.auth)).statusCode).toBe(200);
    const atA = await newPatient(a);
    expectGated(await call('GET', routes.patientTasks.path, atA.auth));
  });

  it("the patient's access history lists who opened their record, theirs only, and is audited", async () => {
    const p = await appPatient(server, a);
    const other = await appPatient(server, a);
    // Staff open both profiles; each patient sees only the reads of their own record.
    expect((await call('GET', `/v3/memberships/${p.membership.id}`, a.staff.auth)).statusCode).toBe(200);
    expect((await call('GET', `/v3/memberships/${other.membership.id}`, a.owner.auth)).statusCode).toBe(200);
    const before = await auditCount(server, a.center.id, 'access_history.read');
    const res = await call('GET', routes.patientAccessHistory.path, p.auth);
    expect(res.statusCode, res.body).toBe(200);
    const { events, has_more } = res.json();
    expect(has_more).toBe(false);
    const read = events.find((e: { action: string }) => e.action === 'membership.read');
    expect(read).toMatchObject({ actor_role: 'staff', outcome: 'success' });
    expect(read.actor_name).toBeTruthy();
    // No staff e-mail or IP address reaches the patient.
    expect(read).not.toHaveProperty('actor_email');
    expect(read).not.toHaveProperty('ip');
    expect(events.some((e: { actor_role: string }) => e.actor_role === 'owner')).toBe(false);
    expect(await auditCount(server, a.center.id, 'access_history.read')).toBe(before + 1);
    // The other patient's history holds the owner's read, not the staff member's.
    const theirs = (await call('GET', routes.patientAccessHistory.path, other.auth)).json().events;
    expect(theirs.some((e: { actor_role: string }) => e.actor_role === 'owner')).toBe(true);
    expect(theirs.some((e: { actor_role: string }) => e.actor_role === 'staff')).toBe(false);
    // A staff token is not a patient's: the route is the patient's own.
    expect((await call('GET', routes.patientAccessHistory.path, a.staff.auth)).statusCode).toBe(403);
  });
});
