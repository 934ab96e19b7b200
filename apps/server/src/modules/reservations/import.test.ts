import { CSV_MAX_BYTES, CSV_MAX_ROWS, duplicateOfLine, messages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { auditEvents, reservedMemberships } from '../../db/schema/index';

type Headers = Record<string, string>;

/** A multipart body as a browser sends it. */
function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      part.filename ? `Content-Type: ${part.type ?? 'text/csv'}\r\n` : ''
    }\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('CSV import of reservations', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server);
    b = await createCenter(server);
  });
  afterAll(() => server.close());

  const db = () => server.deps.database.db;
  const upload = (
    csv: string | Buffer,
    options: { filename?: string; validOnly?: boolean; headers?: Headers } = {},
  ) => {
    const { payload, contentType } = multipart([
      ...(options.validOnly !== undefined
        ? [{ name: 'import_valid_only', value: String(options.validOnly) }]
        : []),
      { name: 'file', value: csv, filename: options.filename ?? 'patients.csv' },
    ]);
    return server.app.inject({
      method: 'POST',
      url: '/v3/memberships/invite_patients',
      headers: { ...(options.headers ?? a.staff.auth), 'content-type': contentType },
      payload,
    });
  };
  const phonesOf = async (centerId: string) =>
    (await db().select().from(reservedMemberships).where(eq(reservedMemberships.treatmentCenterId, centerId)))
      .map((r) => r.phoneNumber)
      .sort();
  const importAudits = (centerId: string) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'reservation.import'), eq(auditEvents.treatmentCenterId, centerId)));

  // BOM, CRLF, an empty fb_email, a bad phone, a bad e-mail, a duplicate in the file, one already reserved.
  const mixed = [
    '\uFEFFphone_number,fb_email',
    '+1 (555) 030-0001,one@example.com',
    '5550300002,',
    '555-03,short@example.com',
    '15550300004,not-an-email',
    '1 555 030 0001,dup@example.com',
    '15550300099,taken@example.com',
    '',
  ].join('\r\n');

  it('refuses the whole file when a row is bad, reporting every rejected line; nothing is imported', async () => {
    await server.app.inject({
      method: 'POST',
      url: '/v3/reserved_memberships',
      headers: a.staff.auth,
      payload: { phone_number: '15550300099' },
    });
    const res = await upload(mixed);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.imported).toBe(0);
    expect(body.message).toBe(
      'Nothing was imported: 4 rows have errors. Fix them or import the valid rows only.',
    );
    expect(body.rejected).toEqual([
      { line: 4, field: 'phone_number', message: messages.phoneMin },
      { line: 5, field: 'fb_email', message: messages.fbEmailInvalid },
      { line: 6, field: 'phone_number', message: duplicateOfLine(2) },
      { line: 7, field: 'phone_number', message: messages.reservationPhoneTaken },
    ]);
    expect(body.errors[0]).toEqual({ field: 'phone_number', message: `Line 4: ${messages.phoneMin}` });
    expect(await phonesOf(a.center.id)).toEqual(['15550300099']);
    const audits = await importAudits(a.center.id);
    expect(audits.map((r) => [r.outcome, r.detail])).toEqual([
      ['failure', { source: 'csv', rows: 6, imported: 0, rejected: 4, valid_only: false }],
    ]);
  });

  it('imports the valid rows only when asked, tagging them with one import id', async () => {
    const res = await upload(mixed, { validOnly: true });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ imported: 2, message: '2 reservations were created; 4 rows were skipped.' });
    expect(body.rejected.map((r: { line: number }) => r.line)).toEqual([4, 5, 6, 7]);
    expect(await phonesOf(a.center.id)).toEqual(['15550300001', '15550300002', '15550300099']);
    const imported = await db()
      .select()
      .from(reservedMemberships)
      .where(eq(reservedMemberships.importId, body.import_id));
    expect(imported.map((r) => [r.phoneNumber, r.fbEmail]).sort()).toEqual([
      ['15550300001', 'one@example.com'],
      ['15550300002', null],
    ]);
    const audits = await importAudits(a.center.id);
    expect(audits).toHaveLength(2);
    expect(audits.find((r) => r.outcome === 'success')).toMatchObject({
      resourceId: body.import_id,
      detail: { source: 'csv', rows: 6, imported: 2, rejected: 4, valid_only: true },
    });
  });

  it('imports a clean LF file as a whole; the same file again is all duplicates', async () => {
    const csv = 'phone_number,fb_email\n15550300010,\n15550300011,eleven@example.com\n';
    const res = await upload(csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imported: 2, rejected: [], message: '2 reservations were created.' });
    const again = await upload(csv, { validOnly: true });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(messages.csvNoValidRows);
    expect(again.json().rejected).toHaveLength(2);
  });

  it('imports a one-row semicolon file and a tab file as spreadsheets export them', async () => {
    const semicolon = await upload('phone_number;fb_email\r\n15550300015;semi@example.com\r\n');
    expect(semicolon.statusCode).toBe(201);
    expect(semicolon.json()).toMatchObject({ imported: 1, rejected: [] });
    const tab = await upload('phone_number\tfb_email\n15550300016\ttab@example.com\n');
    expect(tab.statusCode).toBe(201);
    expect(tab.json()).toMatchObject({ imported: 1, rejected: [] });
  });

  it('undoes an import: its pending rows go, claimed rows and other reservations stay', async () => {
    const res = await upload('phone_number,fb_email\n15550300020,\n15550300021,\n15550300022,\n');
    const { import_id } = res.json();
    const rows = await db()
      .select()
      .from(reservedMemberships)
      .where(eq(reservedMemberships.importId, import_id));
    const claimed = rows.find((r) => r.phoneNumber === '15550300022');
    await db()
      .update(reservedMemberships)
      .set({ state: 'completed' })
      .where(eq(reservedMemberships.id, claimed?.id ?? ''));
    const someRow = rows.find((r) => r.phoneNumber === '15550300020');

    expect(
      (
        await server.app.inject({
          method: 'DELETE',
          url: `/v3/reserved_memberships/${someRow?.id}/delete_from_import`,
          headers: b.owner.auth,
        })
      ).statusCode,
    ).toBe(404);
    const undo = await server.app.inject({
      method: 'DELETE',
      url: `/v3/reserved_memberships/${someRow?.id}/delete_from_import`,
      headers: a.staff.auth,
    });
    expect(undo.statusCode).toBe(204);
    const left = await db()
      .select()
      .from(reservedMemberships)
      .where(eq(reservedMemberships.importId, import_id));
    expect(left.map((r) => r.phoneNumber)).toEqual(['15550300022']);
    expect(await phonesOf(a.center.id)).toContain('15550300010');
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'reservation.import.undo'), eq(auditEvents.resourceId, import_id)));
    expect(audit?.detail).toEqual({ deleted: 2 });
  });

  it('refuses to undo a reservation made by hand (422)', async () => {
    const made = await server.app.inject({
      method: 'POST',
      url: '/v3/reserved_memberships',
      headers: a.staff.auth,
      payload: { phone_number: '15550300030' },
    });
    const res = await server.app.inject({
      method: 'DELETE',
      url: `/v3/reserved_memberships/${made.json().reserved_membership.id}/delete_from_import`,
      headers: a.staff.auth,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(messages.reservationNotImported);
    expect(await phonesOf(a.center.id)).toContain('15550300030');
  });

  it('refuses what is not a CSV: another extension, binary content, no header, no rows, no file', async () => {
    const before = await phonesOf(a.center.id);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0x00]);
    const cases: [Promise<{ statusCode: number; json: () => { message: string } }>, string][] = [
      [upload('phone_number\n15550300040\n', { filename: 'patients.xlsx' }), messages.csvNotCsv],
      [upload(png, { filename: 'patients.csv' }), messages.csvNotCsv],
      [upload('15550300040,a@example.com\n'), messages.csvHeaderMissing],
      [upload('phone_number,fb_email\r\n\r\n'), messages.csvEmpty],
    ];
    for (const [pending, message] of cases) {
      const res = await pending;
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const noFile = multipart([{ name: 'import_valid_only', value: 'true' }]);
    const res = await server.app.inject({
      method: 'POST',
      url: '/v3/memberships/invite_patients',
      headers: { ...a.staff.auth, 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.csvRequired);
    const json = await server.app.inject({
      method: 'POST',
      url: '/v3/memberships/invite_patients',
      headers: a.staff.auth,
      payload: { file: 'phone_number\n15550300040' },
    });
    expect(json.statusCode).toBe(400);
    expect(await phonesOf(a.center.id)).toEqual(before);
  });

  it('enforces the size limit (413) and the row limit (400)', async () => {
    const before = await phonesOf(a.center.id);
    const big = `phone_number,fb_email\n${'15550300050,someone@example.com\n'.repeat(Math.ceil(CSV_MAX_BYTES / 32) + 10)}`;
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toMatch(/too large: at most 1024 KB/);

    let rows = 'phone_number\n';
    for (let i = 0; i <= CSV_MAX_ROWS; i++) rows += `1555${String(1_000_000 + i)}\n`;
    const tooMany = await upload(rows);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain(`more than ${CSV_MAX_ROWS} rows`);
    expect(await phonesOf(a.center.id)).toEqual(before);
  });

  it('lets only staff import; no token is 401', async () => {
    for (const who of [a.expert, a.support]) {
      expect((await upload('phone_number\n15550300060\n', { headers: who.auth })).statusCode).toBe(403);
    }
    expect((await upload('phone_number\n15550300060\n', { headers: {} })).statusCode).toBe(401);
    expect(await phonesOf(a.center.id)).not.toContain('15550300060');
  });

  describe('bulk reserve (parsed rows, JSON)', () => {
    const bulk = (centerId: string, body: object, headers: Headers = b.staff.auth) =>
      server.app.inject({
        method: 'POST',
        url: `/v3/treatment_centers/${centerId}/reserved_memberships`,
        headers,
        payload: body,
      });

    it('applies the same rules, with the CSV lines the portal passes', async () => {
      const refused = await bulk(b.center.id, {
        rows: [
          { phone_number: '15550400001', fb_email: '', line: 2 },
          { phone_number: '12', line: 3 },
        ],
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().rejected).toEqual([
        { line: 3, field: 'phone_number', message: messages.phoneMin },
      ]);
      expect(await phonesOf(b.center.id)).not.toContain('15550400001');

      const ok = await bulk(b.center.id, {
        rows: [{ phone_number: '(555) 040-0001' }, { phone_number: '12' }],
        import_valid_only: true,
      });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ imported: 1, rejected: [{ line: 3, field: 'phone_number' }] });
      expect(await phonesOf(b.center.id)).toContain('15550400001');
    });

    it('is scoped to the caller’s own center: another center’s id is 403 and nothing is stored', async () => {
      const res = await bulk(a.center.id, { rows: [{ phone_number: '15550400009' }] });
      expect(res.statusCode).toBe(403);
      expect(await phonesOf(a.center.id)).not.toContain('15550400009');
      expect(await phonesOf(b.center.id)).not.toContain('15550400009');
    });

    it('refuses an empty list', async () => {
      const res = await bulk(b.center.id, { rows: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(messages.csvEmpty);
    });
  });
});
