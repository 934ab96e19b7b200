import { messages, routes } from '@portal/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { uploadScan } from '../../../test/helpers/uploads';
import { centerDay } from '../../db/center-day';
import { consents, consentTemplates, disclosures } from '../../db/schema/index';
import { addDays } from '../../infra/time/calendar-date';
import { statusOf } from './present';
import { activeConsentFor, hasSignedAppUse, recordDisclosure } from './service';

/**
 * Consent under 42 CFR Part 2 end to end (issue 37): a center's first read seeds its templates, a
 * patient signs the app-use consent with their typed name, bad signatures are refused with catalogue
 * sentences and store nothing, a template edit is a new version and never touches a signed consent,
 * a revocation ends a consent at once (the exports' `activeConsentFor` then finds nothing), the
 * accounting lists each disclosure, staff reads are audited and other centers get 404.
 */
describe('consents', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let today: string;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
    today = (await centerDay(db(), a.center.id, new Date()))?.today ?? '';
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const stored = async () => Number((await db().select({ n: count() }).from(consents))[0]?.n);

  async function patient(center: SeededCenter = a) {
    const p = await appPatient(
      server,
      center,
      { firstName: 'Jamie', lastName: 'Rivera Lopez' },
      { appUse: false },
    );
    const res = await call('GET', routes.patientConsents.path, p.auth);
    expect(res.statusCode, res.body).toBe(200);
    const appUse = res.json().templates.find((t: { kind: string }) => t.kind === 'app-use');
    return { ...p, appUse, list: res.json() };
  }
  const sign = (p: { auth: Headers }, body: object) =>
    call('POST', routes.patientSignConsent.path, p.auth, body);
  const signature = (t: { id: string; version: number }, extra: object = {}) => ({
    template_id: t.id,
    template_version: t.version,
    full_name: '  jamie   RIVERA lopez ',
    agree: true,
    ...extra,
  });
  const templatesPath = (c: SeededCenter) => `/v3/treatment_centers/${c.center.id}/consent_templates`;
  const newTemplate = (extra: object = {}) => ({
    kind: 'disclosure',
    title: 'Share with Example Clinic',
    information: 'Your diagnosis and dates of treatment',
    recipient_kind: 'named',
    recipient: 'Example Clinic',
    purpose: 'Coordination of care',
    expiry_kind: 'date',
    revocation: 'You may revoke this consent in writing at any time.',
    ...extra,
  });

  it("seeds the center's templates on first read: the app-use one required, every 2.31 element in its text", async () => {
    const p = await patient();
    expect(p.list.consents).toEqual([]);
    expect(p.list.app_use_signed).toBe(false);
    // The disclosure example ships inactive: it names no real recipient yet.
    expect(p.list.templates).toHaveLength(1);
    expect(p.appUse).toMatchObject({ kind: 'app-use', version: 1, required: true, recipient_kind: 'tpo' });
    expect(p.appUse.expiry_kind).toBe('until-revoked');
    for (const element of ['information', 'recipient', 'purpose', 'redisclosure', 'revocation'] as const) {
      expect(p.appUse[element]).toBeTruthy();
      expect(p.appUse.text).toContain(p.appUse[element]);
    }
    expect(p.appUse.text).toContain('Harbor House');
    expect(p.appUse.text).not.toContain('{center}');
    const owner = await call('GET', templatesPath(a), a.owner.auth);
    expect(
      owner
        .json()
        .templates.map((t: { template_key: string }) => t.template_key)
        .sort(),
    ).toEqual(['app-use', 'outside-provider']);
  });

  it('signs with the typed name and agree; the consent keeps the text as signed', async () => {
    const p = await patient();
    const res = await sign(p, signature(p.appUse));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().consent).toMatchObject({
      status: 'active',
      signed_via: 'app',
      signer_name: 'jamie   RIVERA lopez',
      template_key: 'app-use',
      template_version: 1,
      expires_on: null,
      revoked_at: null,
    });
    expect(res.json().consent.terms.text).toBe(p.appUse.text);
    expect(await hasSignedAppUse(db(), p.membership.id)).toBe(true);
    expect(await auditCount(server, a.center.id, 'consent.sign')).toBeGreaterThanOrEqual(1);
    const list = await call('GET', routes.patientConsents.path, p.auth);
    expect(list.json()).toMatchObject({ app_use_signed: true, consents: [{ id: res.json().consent.id }] });
  });

  it('refuses a signature without a name or agree, a wrong name, an unknown form or a past expiry: nothing stored', async () => {
    const p = await patient();
    const other = await patient(b);
    const example = (await call('GET', templatesPath(a), a.owner.auth))
      .json()
      .templates.find((t: { template_key: string }) => t.template_key === 'outside-provider');
    const dated = (await call('POST', templatesPath(a), a.owner.auth, newTemplate())).json().template;
    const before = await stored();
    const cases: [object, number, string, string?][] = [
      [signature(p.appUse, { full_name: '   ' }), 400, messages.consentSignatureRequired, 'full_name'],
      [signature(p.appUse, { agree: false }), 400, messages.consentSignatureRequired, 'agree'],
      [signature(p.appUse, { full_name: 'Someone Else' }), 400, messages.consentNameMismatch, 'full_name'],
      [signature(other.appUse), 404, messages.consentTemplateUnknown],
      [signature(example), 404, messages.consentTemplateUnknown],
      [
        signature(p.appUse, { template_version: 2 }),
        409,
        messages.consentTemplateChanged,
        'template_version',
      ],
      [
        signature(p.appUse, { expires_on: addDays(today, 30) }),
        400,
        messages.consentExpiryNotAllowed,
        'expires_on',
      ],
      [signature(dated), 400, messages.consentExpiryRequired, 'expires_on'],
      [signature(dated, { expires_on: addDays(today, -1) }), 400, messages.consentExpiryPast, 'expires_on'],
    ];
    for (const [body, status, message, field] of cases) {
      const res = await sign(p, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
      if (field) expect(res.json().errors).toContainEqual({ field, message });
    }
    const missingAgree = await sign(p, { ...signature(p.appUse), agree: undefined });
    expect(missingAgree.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('a template edit is a new version: a signed consent keeps its text, the old version can no longer be signed', async () => {
    const p = await patient();
    const signed = (await sign(p, signature(p.appUse))).json().consent;
    const [before] = await db().select().from(consents).where(eq(consents.id, signed.id));

    const edit = await call('POST', templatesPath(a), a.owner.auth, {
      ...p.appUse,
      template_key: 'app-use',
      title: 'Using the app at {center} (revised)',
      information: 'Only your check-ins and messages.',
    });
    expect(edit.statusCode, edit.body).toBe(201);
    expect(edit.json().template).toMatchObject({
      version: 2,
      title: 'Using the app at Harbor House (revised)',
    });

    const [after] = await db().select().from(consents).where(eq(consents.id, signed.id));
    expect(after).toEqual(before);
    const mine = (await call('GET', routes.patientConsents.path, p.auth)).json();
    expect(mine.consents[0].terms).toEqual(signed.terms);
    expect(mine.templates.find((t: { kind: string }) => t.kind === 'app-use').version).toBe(2);
    // Version 1 is history now.
    const stale = await sign(p, signature(p.appUse));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(messages.consentTemplateChanged);
    // Every version stays as it was.
    const v1 = await db().select().from(consentTemplates).where(eq(consentTemplates.id, p.appUse.id));
    expect(v1[0]?.title).toBe('Consent to use the app and share your records with {center}');
  });

  it('the database refuses to rewrite a signed consent, a template version or a disclosure', async () => {
    const p = await patient();
    const c = (await sign(p, signature(p.appUse))).json().consent;
    // Drizzle wraps the driver's error; the trigger's sentence is its cause.
    const refused = async (q: ReturnType<typeof sql>) => {
      const error = await db()
        .execute(q)
        .then(() => null)
        .catch((e: Error & { cause?: Error }) => e.cause?.message ?? e.message);
      expect(error).toMatch(/is immutable/);
    };
    await refused(sql`UPDATE consents SET snapshot = '{}'::jsonb WHERE id = ${c.id}`);
    await refused(sql`UPDATE consents SET signer_name = 'Forged' WHERE id = ${c.id}`);
    await refused(sql`UPDATE consent_templates SET title = 'Changed' WHERE id = ${p.appUse.id}`);
    await db().execute(
      sql`UPDATE consents SET revoked_at = now(), revoked_by = ${p.user.row.id} WHERE id = ${c.id}`,
    );
    // A revocation is once.
    await refused(sql`UPDATE consents SET revoked_at = now() - interval '1 day' WHERE id = ${c.id}`);
    const entry = await recordDisclosure(db(), {
      centerId: a.center.id,
      membershipId: p.membership.id,
      consentId: c.id,
      recipient: 'Example Clinic',
      what: 'Patient summary',
      purpose: 'Coordination of care',
      disclosedBy: a.staff.row.id,
    });
    await refused(sql`UPDATE disclosures SET recipient = 'Someone else' WHERE id = ${entry.id}`);
    // A deleted staff member's id may become NULL (ON DELETE SET NULL); nothing else may change.
    await db().execute(sql`UPDATE disclosures SET disclosed_by = NULL WHERE id = ${entry.id}`);
  });

  it('revokes at once, once; another patient’s consent is 404', async () => {
    const p = await patient();
    const other = await patient();
    const c = (await sign(p, signature(p.appUse))).json().consent;
    const theirs = await call('POST', `/patient/consents/${c.id}/revoke`, other.auth);
    expect(theirs.statusCode).toBe(404);

    const res = await call('POST', `/patient/consents/${c.id}/revoke`, p.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().consent.status).toBe('revoked');
    const [row] = await db().select().from(consents).where(eq(consents.id, c.id));
    expect(row?.revokedBy).toBe(p.user.row.id);
    expect(await hasSignedAppUse(db(), p.membership.id)).toBe(false);

    const again = await call('POST', `/patient/consents/${c.id}/revoke`, p.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.consentAlreadyRevoked);
    const [unchanged] = await db().select().from(consents).where(eq(consents.id, c.id));
    expect(unchanged).toEqual(row);
  });

  it('an active consent covers a disclosure until revoked; the accounting lists it in both apps', async () => {
    const p = await patient();
    const t = (await call('POST', templatesPath(a), a.owner.auth, newTemplate())).json().template;
    const c = (await sign(p, signature(t, { expires_on: addDays(today, 90) }))).json().consent;
    expect(c).toMatchObject({ status: 'active', expires_on: addDays(today, 90) });
    expect(c.terms.text).toContain(`This consent expires on ${addDays(today, 90)}.`);

    const disclose = () =>
      db().transaction(async (tx) => {
        const consent = await activeConsentFor(
          tx,
          a.center.id,
          p.membership.id,
          t.template_key,
          'Coordination of care',
        );
        if (!consent) return null;
        return recordDisclosure(tx, {
          centerId: a.center.id,
          membershipId: p.membership.id,
          consentId: consent.id,
          recipient: 'Example Clinic',
          what: 'FHIR Patient, Observation (PHQ-9)',
          purpose: 'Coordination of care',
          system: 'outcomes-export',
        });
      });
    expect(
      await activeConsentFor(db(), a.center.id, p.membership.id, t.template_key, 'Another purpose'),
    ).toBeNull();
    expect(
      await activeConsentFor(db(), b.center.id, p.membership.id, t.template_key, 'Coordination of care'),
    ).toBeNull();
    const entry = await disclose();
    expect(entry).not.toBeNull();

    // An entry older than six years is past the accounting period (42 CFR 2.24, HIPAA 164.528).
    await db()
      .insert(disclosures)
      .values({
        treatmentCenterId: a.center.id,
        membershipId: p.membership.id,
        consentId: c.id,
        recipient: 'Example Clinic',
        what: 'Patient summary',
        purpose: 'Coordination of care',
        system: 'old-export',
        disclosedAt: new Date(Date.now() - 6 * 366 * 86_400_000),
      });
    const mine = await call('GET', routes.patientDisclosures.path, p.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().disclosures).toEqual([
      expect.objectContaining({
        id: entry?.id,
        consent_id: c.id,
        recipient: 'Example Clinic',
        system: 'outcomes-export',
      }),
    ]);
    const staff = await call('GET', `/v3/memberships/${p.membership.id}/disclosures`, a.staff.auth);
    expect(staff.json().disclosures).toEqual(mine.json().disclosures);

    await call('POST', `/patient/consents/${c.id}/revoke`, p.auth);
    expect(await disclose()).toBeNull();
    const [n] = await db()
      .select({ n: count() })
      .from(disclosures)
      .where(eq(disclosures.membershipId, p.membership.id));
    expect(n?.n).toBe(2);
  });

  it('staff read consents and disclosures audited; another center gets 404 and no audit row', async () => {
    const p = await patient();
    await sign(p, signature(p.appUse));
    const reads = await auditCount(server, a.center.id, 'consent.list');
    const res = await call('GET', `/v3/memberships/${p.membership.id}/consents`, a.staff.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().consents).toHaveLength(1);
    expect(await auditCount(server, a.center.id, 'consent.list')).toBe(reads + 1);

    const auditA = await auditCount(server, a.center.id);
    for (const path of ['consents', 'disclosures']) {
      const foreign = await call('GET', `/v3/memberships/${p.membership.id}/${path}`, b.staff.auth);
      expect(foreign.statusCode).toBe(404);
    }
    expect(await auditCount(server, a.center.id)).toBe(auditA);
    const templates = await call('GET', templatesPath(a), b.owner.auth);
    expect(templates.statusCode).toBe(403);
  });

  it('staff record a paper consent with its scan; a public or foreign upload key is refused', async () => {
    const p = await patient();
    const scan = (c: SeededCenter, purpose: string) =>
      `${c.center.id}/${purpose}/00000000-0000-4000-8000-00000000000a.png`;
    const uploaded = (await uploadScan(server, a.staff.auth, p.membership.id)).key;
    const url = `/v3/memberships/${p.membership.id}/consents`;
    const body = (extra: object) => ({ ...signature(p.appUse), signed_on: addDays(today, -3), ...extra });
    const before = await stored();
    for (const [extra, message] of [
      [{ scan_key: scan(a, 'events') }, messages.consentScanRequired],
      [{ scan_key: scan(a, 'chat') }, messages.consentScanRequired],
      [{ scan_key: scan(b, 'consents') }, messages.consentScanRequired],
      [{ scan_key: scan(a, 'consents') }, messages.consentScanRequired],
      [{ scan_key: '' }, messages.consentScanRequired],
      [{ scan_key: uploaded, signed_on: addDays(today, 1) }, messages.consentSignedDateFuture],
      [{ scan_key: uploaded, full_name: 'Not Them' }, messages.consentNameMismatch],
    ] as const) {
      const res = await call('POST', url, a.staff.auth, body(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await stored()).toBe(before);
    const ok = await call('POST', url, a.staff.auth, body({ scan_key: uploaded }));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().consent).toMatchObject({
      signed_via: 'paper',
      scan_key: uploaded,
      status: 'active',
    });
    expect(ok.json().consent.signed_at.slice(0, 10)).toBe(addDays(today, -3));
    const [row] = await db().select().from(consents).where(eq(consents.id, ok.json().consent.id));
    expect(row?.recordedBy).toBe(a.staff.row.id);
  });

  it('refuses a template that breaks 2.31: until-revoked only for TPO, TPO needs the redisclosure statement', async () => {
    const cases: [object, string][] = [
      [newTemplate({ expiry_kind: 'until-revoked' }), messages.consentUntilRevokedOnlyTpo],
      [newTemplate({ recipient_kind: 'tpo' }), messages.consentRedisclosureRequired],
      [newTemplate({ expiry_kind: 'event' }), messages.consentTemplateInvalid],
      [newTemplate({ expiry_date: addDays(today, -1) }), messages.consentExpiryPast],
    ];
    const before = (await call('GET', templatesPath(a), a.owner.auth)).json().templates.length;
    for (const [body, message] of cases) {
      const res = await call('POST', templatesPath(a), a.owner.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('GET', templatesPath(a), a.owner.auth)).json().templates).toHaveLength(before);
  });

  it('derives the status: revoked, expired after its last day, active', () => {
    expect(statusOf({ revokedAt: new Date(), expiresOn: null }, '2026-05-01')).toBe('revoked');
    expect(statusOf({ revokedAt: null, expiresOn: '2026-04-30' }, '2026-05-01')).toBe('expired');
    expect(statusOf({ revokedAt: null, expiresOn: '2026-05-01' }, '2026-05-01')).toBe('active');
    expect(statusOf({ revokedAt: null, expiresOn: null }, '2026-05-01')).toBe('active');
  });
});
