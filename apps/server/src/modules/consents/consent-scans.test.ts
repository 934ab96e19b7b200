import { messages, routes } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { PDF, PNG, put, tempDataDir, uploadScan } from '../../../test/helpers/uploads';
import { centerDay } from '../../db/center-day';
import { consents, disclosures } from '../../db/schema/index';
import type { LocalStorage } from '../../infra/storage/local';
import { addDays } from '../../infra/time/calendar-date';
import { recordDisclosure } from './service';

/**
 * The scan of a consent signed on paper (issue 37): a private `consents` upload purpose that takes
 * PDF (by its `%PDF-` bytes) and images (re-encoded), readable only by the patient's center through
 * an audited route; and the two limits fixed with it: one active consent per form and patient, and
 * consents and disclosures that outlive a deleted patient.
 */
describe('consent scans and the consent limits', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let today: string;

  beforeAll(async () => {
    server = await createTestServer({ DATA_DIR: tempDataDir() });
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
    today = (await centerDay(db(), a.center.id, new Date()))?.today ?? '';
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** A patient of A without any consent, and A's app-use form as they would sign it. */
  async function patient() {
    const p = await appPatient(server, a, { firstName: 'Jamie', lastName: 'Rivera' }, { appUse: false });
    const list = await call('GET', routes.patientConsents.path, p.auth);
    const appUse = list.json().templates.find((t: { kind: string }) => t.kind === 'app-use');
    return { ...p, appUse };
  }
  const paper = (
    p: { membership: { id: string }; appUse: { id: string; version: number } },
    scanKey: string,
  ) =>
    call('POST', `/v3/memberships/${p.membership.id}/consents`, a.staff.auth, {
      template_id: p.appUse.id,
      template_version: p.appUse.version,
      full_name: 'Jamie Rivera',
      agree: true,
      signed_on: addDays(today, -1),
      scan_key: scanKey,
    });
  const scanPath = (membershipId: string, consentId: string) =>
    `/v3/memberships/${membershipId}/consents/${consentId}/scan`;

  it('takes a PDF scan: recorded, then served to the center staff as a download, audited as a read', async () => {
    const p = await patient();
    const upload = await uploadScan(server, a.staff.auth, p.membership.id);
    expect(upload.key).toMatch(new RegExp(`^${a.center.id}/consents/[0-9a-f-]{36}\\.pdf$`));
    const recorded = await paper(p, upload.key);
    expect(recorded.statusCode, recorded.body).toBe(201);

    // Never public: /uploads/<key> does not serve a consent scan.
    expect((await server.app.inject({ method: 'GET', url: `/uploads/${upload.key}` })).statusCode).toBe(404);

    const reads = await auditCount(server, a.center.id, 'consent.scan_read');
    const res = await call('GET', scanPath(p.membership.id, recorded.json().consent.id), a.staff.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="consent-scan-[0-9a-f]{8}\.pdf"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect(await auditCount(server, a.center.id, 'consent.scan_read')).toBe(reads + 1);
  });

  it('refuses a file that claims to be a PDF and is not, with the catalogue sentence', async () => {
    const p = await patient();
    // At the storage's PUT: the bytes are checked before anything is kept.
    const presigned = await call(
      'GET',
      `/v3/memberships/${p.membership.id}/consents/scan_presigned_url?content_type=application/pdf&size=${PNG.length}`,
      a.staff.auth,
    );
    expect(presigned.statusCode).toBe(200);
    const refused = await put(server, presigned.json().url, PNG, 'application/pdf');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(messages.consentScanContentMismatch);

    // An upload that reached the storage by another way (S3 takes any bytes): refused when recorded.
    const key = presigned.json().key as string;
    await (server.deps.storage as LocalStorage).writeUpload(key, Buffer.from('<html>not a pdf</html>'));
    const before = Number((await db().select({ n: count() }).from(consents))[0]?.n);
    const res = await paper(p, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: messages.consentScanContentMismatch,
      errors: [{ field: 'scan_key', message: messages.consentScanContentMismatch }],
    });
    expect(Number((await db().select({ n: count() }).from(consents))[0]?.n)).toBe(before);
    expect(await server.deps.storage.readUpload(key, 1000)).toBeNull();
  });

  it('takes an image scan re-encoded, and no other type; PDF only for consent scans', async () => {
    const p = await patient();
    const upload = await uploadScan(server, a.staff.auth, p.membership.id, PNG, 'image/png');
    expect((await paper(p, upload.key)).statusCode).toBe(201);
    const wrongType = await call(
      'GET',
      `/v3/memberships/${p.membership.id}/consents/scan_presigned_url?content_type=text/html&size=10`,
      a.staff.auth,
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe(messages.consentScanType);
    const eventPdf = await call(
      'GET',
      '/v3/alumni_events/get_presigned_url?content_type=application/pdf&size=10',
      a.staff.auth,
    );
    expect(eventPdf.statusCode).toBe(400);
  });

  it("another center's staff get 404 on the scan and on its upload URL, and write no audit row", async () => {
    const p = await patient();
    const upload = await uploadScan(server, a.staff.auth, p.membership.id);
    const consentId = (await paper(p, upload.key)).json().consent.id;
    const auditA = await auditCount(server, a.center.id);
    for (const who of [b.staff.auth, b.owner.auth]) {
      expect((await call('GET', scanPath(p.membership.id, consentId), who)).statusCode).toBe(404);
      const presign = await call(
        'GET',
        `/v3/memberships/${p.membership.id}/consents/scan_presigned_url?content_type=application/pdf&size=10`,
        who,
      );
      expect(presign.statusCode).toBe(404);
    }
    expect(await auditCount(server, a.center.id)).toBe(auditA);
    // A's patient's app (a patient token) cannot read it through the staff route either.
    expect((await call('GET', scanPath(p.membership.id, consentId), p.auth)).statusCode).toBe(403);
  });

  it('refuses a second consent on the same form while one is active (409), in the app and on paper', async () => {
    const p = await patient();
    const body = { template_id: p.appUse.id, template_version: 1, full_name: 'Jamie Rivera', agree: true };
    expect((await call('POST', routes.patientSignConsent.path, p.auth, body)).statusCode).toBe(201);
    const again = await call('POST', routes.patientSignConsent.path, p.auth, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: messages.consentAlreadyActive,
      errors: [{ field: 'template_id', message: messages.consentAlreadyActive }],
    });
    const onPaper = await paper(p, (await uploadScan(server, a.staff.auth, p.membership.id)).key);
    expect(onPaper.statusCode).toBe(409);
    expect(onPaper.json().message).toBe(messages.consentAlreadyActive);
    expect(
      Number(
        (
          await db().select({ n: count() }).from(consents).where(eq(consents.membershipId, p.membership.id))
        )[0]?.n,
      ),
    ).toBe(1);

    // Once revoked, the patient may sign the form again.
    const [signed] = await db().select().from(consents).where(eq(consents.membershipId, p.membership.id));
    await call('POST', `/patient/consents/${signed?.id}/revoke`, p.auth);
    expect((await call('POST', routes.patientSignConsent.path, p.auth, body)).statusCode).toBe(201);
  });

  it("keeps a deleted patient's consents and accounting of disclosures, detached from the record", async () => {
    const p = await patient();
    const signed = await call('POST', routes.patientSignConsent.path, p.auth, {
      template_id: p.appUse.id,
      template_version: 1,
      full_name: 'Jamie Rivera',
      agree: true,
    });
    const consentId = signed.json().consent.id as string;
    await db().transaction((tx) =>
      recordDisclosure(tx, {
        centerId: a.center.id,
        membershipId: p.membership.id,
        consentId,
        recipient: 'app-use',
        what: 'FHIR Patient',
        purpose: 'treatment',
        system: 'test',
      }),
    );
    const deleted = await call(
      'DELETE',
      `/v3/memberships/${p.membership.id}/destroy_membership`,
      a.staff.auth,
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    const [consent] = await db().select().from(consents).where(eq(consents.id, consentId));
    expect(consent).toMatchObject({ membershipId: null, signerName: 'Jamie Rivera', templateKey: 'app-use' });
    const [disclosure] = await db().select().from(disclosures).where(eq(disclosures.consentId, consentId));
    expect(disclosure).toMatchObject({
      membershipId: null,
      recipient: 'app-use',
      treatmentCenterId: a.center.id,
    });
  });
});
