import { type RouteDef, type RouteName, routes } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/server';
import { fixtures, type Role } from './route-fixtures';
import { type CenterWorld, call, rowsOf, seedCenter } from './world';

/**
 * Every access to patient data, every change and every invitation leaves exactly one audit row
 * (issue 12), generated from the route table: each protected route is called once, successfully,
 * by a caller it allows, and the rows written under that request's id are counted. A route that
 * writes none must be listed below with the reason; a new route is audited or explains itself.
 */
const notAudited: Partial<Record<RouteName, string>> = {
  me: "the caller's own account",
  listCenters: "the caller's own center's name",
  getCenter: 'center information, no patient data',
  listExperts: 'platform experts and support: no patient data',
  getCenterSettings: 'defaults of the center, no patient data',
  getUserSettings: "the caller's own settings",
  listAddictions: 'the reference list of addictions',
  listTasks: "the center's task templates, no patient data",
  listEvents: 'alumni events are public to the center',
  getAlertSettings: 'thresholds of the center, no patient data',
  getAssessmentPlan: "the center's assessment schedule, no patient data",
  listConsentTemplates: "the center's consent texts, no patient data",
  chatToken: 'a socket credential; every message read or sent is audited',
  chatUnreadCounts: 'counts only, no names or texts',
  markChatRead: "the caller's own read marker; answers counts only",
  markChatUnread: "the caller's own read marker; answers counts only",
  patientMe: 'the patient reading their own membership in the app',
  homeStats: 'counts only, no names or texts',
  homeMoodTrend: 'a center-wide average, no patient rows',
  listAlumniNotifications: 'notifications sent to all alumni, no patient data',
  patientTasks: "the patient's own task list in the app",
  patientEvents: 'alumni events, public to the center',
  pushPublicKey: "the server's VAPID public key, no patient data",
  pushSubscriptions: "the caller's own devices (labels), no health data",
  checkInReminder: "the caller's own reminder time",
  patientCheckInMessages: "the center's preset message texts, no patient data",
  listFhirSystems: "the center's registered systems: names, keys and scopes, no patient data",
};

const allowed: Record<string, Role[]> = {
  owner: ['owner'],
  staff: ['staff', 'owner'],
  chat: ['staff'],
  'signed-in': ['staff', 'patient'],
  patient: ['patient'],
};

/** Where the matrix's fixture (made for refusals) is not a call that succeeds. */
const successCall: Partial<
  Record<RouteName, { role?: Role; params?: (a: CenterWorld) => Record<string, string> }>
> = {
  sendInvitationEmail: { params: (a) => ({ id: a.ids.invited }) },
  deleteChatChannel: { role: 'owner' },
  // The owner's token is the one no later test uses.
  signOut: { role: 'owner' },
};
/** Multipart: covered by their own test below. */
const multipartRoutes = new Set<RouteName>(['invitePatients', 'deleteImportedReservation']);
/** They need the patient's password (and one deletes the account): modules/account/account.test.ts counts their rows. */
const accountRoutes = new Set<RouteName>(['patientChangePassword', 'patientDeleteAccount']);

// The patient's own calls first (a later status change would end the membership), with the staff
// calls that need the patient active, removals last, and the removals that take other records with
// them (a conversation, a patient) after those.
// A paper consent also needs the patient's name as seeded (updateMembership renames them later).
const needsActivePatient = new Set<RouteName>(['assignAssessment', 'recordPaperConsent']);
const sweeping = new Set<RouteName>(['deleteChatChannel', 'destroyMembership']);
// A sign-out refuses the caller's token from then on: the very last calls.
const signingOut = new Set<RouteName>(['signOut', 'patientSignOut']);
const rank = ([name, def]: [RouteName, RouteDef]) =>
  signingOut.has(name)
    ? 4
    : def.access === 'patient' || needsActivePatient.has(name)
      ? 0
      : sweeping.has(name)
        ? 3
        : def.method === 'DELETE'
          ? 2
          : 1;
const entries = (Object.entries(routes) as [RouteName, RouteDef][])
  .filter(([name, def]) => def.access !== 'public' && !multipartRoutes.has(name) && !accountRoutes.has(name))
  .sort((x, y) => rank(x) - rank(y));

describe('one audit row per call (generated from the route table)', () => {
  let server: TestServer;
  let a: CenterWorld;

  beforeAll(async () => {
    server = await createTestServer();
    a = await seedCenter(server, 'Aspen');
  }, 120_000);
  afterAll(() => server?.close());

  const rowsOfRequest = async (requestId: string) =>
    rowsOf<{ action: string }>(
      await server.deps.database.db.execute(
        sql`SELECT action FROM audit_events WHERE request_id = ${requestId} ORDER BY at`,
      ),
    ).map((r) => r.action);

  it('lists only routes that exist', () => {
    for (const name of Object.keys(notAudited)) expect(routes).toHaveProperty(name);
  });

  it.each(entries)('%s', async (name, def) => {
    const f = fixtures[name];
    const override = successCall[name];
    const role = override?.role ?? allowed[def.access]?.[0] ?? 'staff';
    const headers = role === 'patient' ? a.patient.auth : a[role].auth;
    const res = await call(server, def, {
      params: override?.params?.(a) ?? f.own?.(a) ?? {},
      query: f.query?.(a),
      body: f.body?.(a),
      headers,
    });
    expect(res.statusCode, `${name} as ${role}: ${res.body}`).toBeLessThan(300);
    const actions = await rowsOfRequest(String(res.headers['x-request-id']));
    if (notAudited[name]) expect(actions, `${name} is listed as not audited`).toEqual([]);
    else expect(actions, `${name} must write exactly one audit row`).toHaveLength(1);
  });

  it('invitePatients (a CSV import) and the removal of one imported reservation: one row each', async () => {
    const boundary = '----auditcoverage';
    const csv = 'phone_number,fb_email\n15550104321,imported@example.org\n';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const imported = await server.app.inject({
      method: 'POST',
      url: routes.invitePatients.path,
      headers: { ...a.staff.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await rowsOfRequest(String(imported.headers['x-request-id']))).toEqual(['reservation.import']);

    const [row] = rowsOf<{ id: string }>(
      await server.deps.database.db.execute(
        sql`SELECT id FROM reserved_memberships WHERE import_id = ${imported.json().import_id}`,
      ),
    );
    const removed = await call(server, routes.deleteImportedReservation, {
      params: { id: String(row?.id) },
      headers: a.staff.auth,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await rowsOfRequest(String(removed.headers['x-request-id']))).toHaveLength(1);
  });
});
