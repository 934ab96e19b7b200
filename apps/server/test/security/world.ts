import { randomUUID } from 'node:crypto';
import { buildPath, type RouteDef } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createCenter, createUser, type SeededCenter, type SeededUser } from '../helpers/fixtures';
import { createPatient } from '../helpers/patients';
import type { TestServer } from '../helpers/server';
import { PDF, put } from '../helpers/uploads';

export type Headers = Record<string, string>;

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Headers;
}

/** One call of the route table through the real app (no port). */
export function call(server: TestServer, def: RouteDef, options: CallOptions = {}) {
  const qs = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  return server.app.inject({
    method: def.method,
    url: buildPath(def.path, options.params ?? {}) + qs,
    headers: options.headers ?? {},
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
}

/** A patient with an account and an active membership (the mobile app's user). */
export interface SeededPatient extends SeededUser {
  membershipId: string;
  chatId: string;
}

/** A system with a pasted public key set (a P-384 key: SMART's ES384). */
export const FHIR_SYSTEM_BODY = {
  name: 'Center EHR',
  kind: 'within',
  scopes: ['system/*.read'],
  jwks: {
    keys: [
      {
        kty: 'EC',
        crv: 'P-384',
        x: 'kcpFYcHR3ZWPLyNElN5Xx-x9uOUxFLWS0hsfProHosDkVM4qzBuDJ4WwaUSFPxJG',
        y: 'H0GMTGj4XdZVlLdtMHkLJOUJuUSL_sE76mobNKdS5I9aqu1sgLJ1cA58lzv-SYz6',
      },
    ],
  },
};

export interface CenterWorld extends SeededCenter {
  patient: SeededPatient;
  /** Ids of this center's records, one of each kind. */
  ids: {
    membership: string;
    /** A membership still invited (no account yet). */
    invited: string;
    note: string;
    assistanceRecord: string;
    task: string;
    event: string;
    reservation: string;
    notification: string;
    contactRequest: string;
    channel: string;
    message: string;
    staffMember: string;
    alert: string;
    /** A PHQ-9 staff assigned to the patient, due today. */
    assessment: string;
    /** A consent form (version 1) the patient has not signed, and the patient's paper consent (with a scan). */
    consentTemplate: string;
    consent: string;
    /** A second unsigned form and an uploaded, not yet used PDF scan: a paper consent to record. */
    paperTemplate: string;
    scanKey: string;
    /** A system registered to read the FHIR API (SMART Backend Services). */
    fhirSystem: string;
  };
  /** Strings only this center's data contains: none may ever reach another center's caller. */
  markers: string[];
}

async function seedPatient(server: TestServer, centerId: string, name: string): Promise<SeededPatient> {
  const user = await createUser(server, {
    treatmentCenterId: centerId,
    isPatient: true,
    firstName: name,
    lastName: 'Marker',
  });
  const externalId = user.row.subject.replace('|', '_');
  const membership = await createPatient(server, centerId, {
    userId: user.row.id,
    externalId,
    email: user.row.email,
    firstName: name,
    lastName: 'Marker',
    phoneNumber: '15550109876',
  });
  return { ...user, membershipId: membership.id, chatId: externalId };
}

/**
 * A center with real records of every kind, created through the API as its own staff, owner and
 * patient would (so the services, not a test, decide where each row lands).
 */
export async function seedCenter(server: TestServer, label: string): Promise<CenterWorld> {
  const center = await createCenter(server, `${label} Center`);
  const marker = `${label}${randomUUID().slice(0, 6)}`;
  const patient = await seedPatient(server, center.center.id, `${marker}Pat`);
  const staff = center.staff.auth;
  const owner = center.owner.auth;
  const ok = async (res: Awaited<ReturnType<typeof call>>, what: string) => {
    if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const { routes } = await import('@portal/contracts');

  const invited = await ok(
    await call(server, routes.invitePatient, {
      headers: staff,
      body: { email: `${marker.toLowerCase()}@example.test`, full_name: `${marker} Invitee` },
    }),
    'invite',
  );
  const membership = patient.membershipId;
  const note = await ok(
    await call(server, routes.createNote, {
      headers: staff,
      params: { id: membership },
      body: { content: `${marker} note text` },
    }),
    'note',
  );
  const record = await ok(
    await call(server, routes.addAssistanceRecord, {
      headers: staff,
      params: { id: membership },
      body: { date: '2026-11-20', kind: 'session', attended: true, note: `${marker} session` },
    }),
    'assistance',
  );
  const task = await ok(
    await call(server, routes.createTask, {
      headers: staff,
      body: { title: `${marker} task`, description: 'Walk', days: [] },
    }),
    'task',
  );
  const event = await ok(
    await call(server, routes.createEvent, {
      headers: staff,
      body: { title: `${marker} event`, description: 'Picnic', event_date: '2027-06-01T18:30' },
    }),
    'event',
  );
  const reservation = await ok(
    await call(server, routes.createReservation, {
      headers: staff,
      body: { phone_number: `1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` },
    }),
    'reservation',
  );
  const notification = await ok(
    await call(server, routes.sendAlumniNotification, {
      headers: owner,
      params: { id: center.center.id },
      body: { message: `${marker} notification` },
    }),
    'notification',
  );
  const contact = await ok(
    await call(server, routes.patientContactNow, { headers: patient.auth, body: {} }),
    'contact request',
  );
  const channel = await ok(
    await call(server, routes.getOrCreateChatChannel, {
      headers: staff,
      body: { member_id: patient.chatId },
    }),
    'channel',
  );
  const message = await ok(
    await call(server, routes.sendChatMessage, {
      headers: staff,
      params: { id: channel.channel.id },
      body: { text: `${marker} chat message` },
    }),
    'message',
  );
  await ok(
    await call(server, routes.patientCheckIn, {
      headers: patient.auth,
      body: { mood: 80, preset_message: 1, text: `${marker} check-in` },
    }),
    'check-in',
  );
  // Alerts come from the rules engine over days of check-ins; one is planted as the engine would.
  const [alertRow] = rowsOf<{ id: string }>(
    await server.deps.database.db.execute(
      sql`INSERT INTO alerts (treatment_center_id, membership_id, rule, anchor, trigger)
          VALUES (${center.center.id}, ${membership}, 'silence', ${`${marker}-anchor`}, '{}'::jsonb) RETURNING id`,
    ),
  );
  const alert = alertRow?.id ?? '';
  const assigned = await ok(
    await call(server, routes.assignAssessment, {
      headers: staff,
      params: { id: membership },
      body: { instrument_id: 'phq-9' },
    }),
    'assessment',
  );
  // The patient's list claims the plan's occasions of today now, so the sweep finds nothing to add
  // while a suite compares fingerprints.
  await ok(await call(server, routes.patientAssessments, { headers: patient.auth }), 'assessments');
  // The patient signed the app-use consent (createPatient); one active consent per form, so the
  // owner adds three forms: one the patient signed on paper (with its PDF scan), one left for the
  // fixtures' in-app signature and one for their paper consent (with an uploaded scan).
  await ok(await call(server, routes.patientConsents, { headers: patient.auth }), 'consents');
  const form = async (n: number) =>
    (
      await ok(
        await call(server, routes.createConsentTemplate, {
          headers: owner,
          params: { id: center.center.id },
          body: {
            kind: 'disclosure',
            title: `${marker} form ${n}`,
            information: 'Dates of attendance',
            recipient_kind: 'named',
            recipient: `${marker} Clinic ${n}`,
            purpose: 'Coordination of care',
            expiry_kind: 'event',
            expiry_event: 'when treatment ends.',
            revocation: 'You may revoke this consent in writing at any time.',
          },
        }),
        'consent template',
      )
    ).template;
  const [scannedForm, signableForm, paperForm] = [await form(1), await form(2), await form(3)];
  const scan = async () => {
    const p = await ok(
      await call(server, routes.presignConsentScan, {
        headers: staff,
        params: { id: membership },
        query: { content_type: 'application/pdf', size: String(PDF.length) },
      }),
      'scan presign',
    );
    const stored = await put(server, p.url, PDF, 'application/pdf');
    if (stored.statusCode !== 200) throw new Error(`scan upload: ${stored.statusCode} ${stored.body}`);
    return p.key as string;
  };
  const signed = await ok(
    await call(server, routes.recordPaperConsent, {
      headers: staff,
      params: { id: membership },
      body: {
        template_id: scannedForm.id,
        template_version: 1,
        full_name: `${marker}Pat Marker`,
        agree: true,
        signed_on: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
        scan_key: await scan(),
      },
    }),
    'paper consent',
  );
  const appUse = signableForm;
  const system = await ok(
    await call(server, routes.createFhirSystem, {
      headers: center.owner.auth,
      params: { id: center.center.id },
      body: FHIR_SYSTEM_BODY,
    }),
    'fhir system',
  );
  return {
    ...center,
    patient,
    ids: {
      membership,
      invited: invited.membership.id,
      note: note.note.id,
      assistanceRecord: record.assistance_record.id,
      task: task.tcenter_daily_task.id,
      event: event.alumni_event.id,
      reservation: reservation.reserved_membership.id,
      notification: notification.alumni_notification.id,
      contactRequest: contact.contact_request.id,
      channel: channel.channel.id,
      message: message.message.id,
      staffMember: center.staff.row.id,
      alert,
      assessment: assigned.assessment.id,
      consentTemplate: appUse.id,
      consent: signed.consent.id,
      paperTemplate: paperForm.id,
      scanKey: await scan(),
      fhirSystem: system.system.id,
    },
    markers: [
      marker,
      invited.membership.id,
      center.center.id,
      ...[membership, note.note.id, task.tcenter_daily_task.id, event.alumni_event.id].map(String),
      reservation.reserved_membership.id,
      channel.channel.id,
      message.message.id,
      center.staff.row.id,
      center.owner.row.id,
      alert,
      assigned.assessment.id,
      appUse.id,
      signed.consent.id,
    ],
  };
}

/** The rows of a raw query, on either driver. */
export const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** Tables whose rows a refused call may add: the audit trail records denials on purpose. */
// The security trail: audit rows, and the failed-password counters a refused guess must add to.
const AUDIT_TABLES = new Set(['audit_events', 'audit_chain', 'audit_seals', 'signin_failures']);

let tableList: string[] | undefined;

/**
 * A digest of every row of every table (audit excepted): equal digests before and after a call
 * mean the call changed nothing anywhere, in any center.
 */
export async function fingerprint(server: TestServer): Promise<Record<string, string>> {
  const db = server.deps.database.db;
  if (!tableList) {
    const res = await db.execute(
      sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    tableList = rowsOf<{ tablename: string }>(res)
      .map((r) => r.tablename)
      .filter((t) => !AUDIT_TABLES.has(t) && !t.startsWith('__'));
  }
  const parts = tableList.map(
    (t) =>
      `SELECT '${t}' AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${t}" x`,
  );
  const res = await db.execute(sql.raw(parts.join(' UNION ALL ')));
  return Object.fromEntries(rowsOf<{ t: string; h: string }>(res).map((r) => [r.t, r.h]));
}

/** Rows of the audit trail that belong to a center (a refused caller must add none to the victim's). */
export async function auditRowsOf(server: TestServer, centerId: string): Promise<number> {
  const res = await server.deps.database.db.execute(
    sql`SELECT count(*)::int AS n FROM audit_events WHERE treatment_center_id = ${centerId}`,
  );
  return Number(rowsOf<{ n: number }>(res)[0]?.n);
}

/** The error body of spec §7: `{ message, errors? }`, nothing else (no stack, no SQL). */
export function expectErrorShape(body: string, extraKeys: string[] = []) {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(typeof json.message).toBe('string');
  for (const key of Object.keys(json)) expect(['message', 'errors', ...extraKeys]).toContain(key);
  if (json.errors !== undefined) {
    expect(Array.isArray(json.errors)).toBe(true);
    for (const e of json.errors as Record<string, unknown>[]) {
      expect(typeof e.field).toBe('string');
      expect(typeof e.message).toBe('string');
    }
  }
}

/** Text that must never appear in an answer: stack frames, SQL, driver errors. */
export const LEAK =
  /(\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|syntax error at|violates .* constraint|relation ".+" does not exist|PGlite|drizzle)/i;
