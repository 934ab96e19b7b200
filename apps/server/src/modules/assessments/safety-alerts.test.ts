import { ALERT_EVENTS, routes } from '@portal/contracts';
import { INSTRUMENTS, PHQ9_ITEM9 } from '@portal/contracts/instruments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { answersFor } from '../../../test/helpers/assessments';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { type PortalSockets, portalSockets, record, settle, until } from '../../../test/helpers/realtime';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { alerts, assessmentResponses, assessments } from '../../db/schema/index';
import { eventsOf } from '../../infra/events/events';

/**
 * Issue 39 §4: a PHQ-9 item 9 above 0 and a BAM-R Use above 0 open an alert in the response's own
 * transaction (a response never commits without it), one per positive response, pushed live to
 * the center's owners and staff after the commit.
 */
describe('safety alerts from assessment responses', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let socketOf: PortalSockets['socketOf'];
  let closeAll: () => void;

  beforeAll(async () => {
    server = await createTestServer({ LOG_LEVEL: 'error' });
    ({ socketOf, closeAll } = await portalSockets(server));
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
  });
  afterAll(async () => {
    closeAll();
    await server.close();
  });

  const db = () => server.deps.database.db;
  type Headers = Record<string, string>;
  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  async function duePatient() {
    const p = await appPatient(server, a);
    const res = await call('GET', routes.patientAssessments.path, p.auth);
    const due = res.json().due as { id: string; instrument_id: string }[];
    const idOf = (instrument: string) => due.find((d) => d.instrument_id === instrument)?.id as string;
    return { ...p, phq9: idOf('phq-9'), bamr: idOf('bam-r') };
  }
  const submit = (auth: Headers, id: string, instrument: 'phq-9' | 'bam-r', answers: object, key?: string) =>
    call('POST', `/patient/assessments/${id}/responses`, auth, {
      client_key: key ?? `key-${Math.random().toString(36).slice(2)}`,
      instrument_version: INSTRUMENTS[instrument].version,
      answers,
    });
  const alertsOf = (membershipId: string, rule: string) =>
    db()
      .select()
      .from(alerts)
      .where(and(eq(alerts.membershipId, membershipId), eq(alerts.rule, rule)));

  it('opens a phq9_item9 alert with the response and pushes it live to owners and staff only', async () => {
    const seen = {
      staff: record(await socketOf(a.staff), ALERT_EVENTS.changed),
      owner: record(await socketOf(a.owner), ALERT_EVENTS.changed),
      expert: record(await socketOf(a.expert), ALERT_EVENTS.changed),
      otherStaff: record(await socketOf(b.staff), ALERT_EVENTS.changed),
    };
    const p = await duePatient();
    const res = await submit(p.auth, p.phq9, 'phq-9', answersFor('phq-9', { [PHQ9_ITEM9]: 1 }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().flags).toEqual(['phq9-item9']);
    const [alert] = await alertsOf(p.membership.id, 'phq9_item9');
    expect(alert).toMatchObject({
      status: 'open',
      anchor: res.json().response_id,
      treatmentCenterId: a.center.id,
    });
    expect(alert?.trigger).toMatchObject({ assessment_id: p.phq9, link_id: PHQ9_ITEM9, value: 1 });

    const pushed = { id: alert?.id, rule: 'phq9_item9', status: 'open' };
    await until(() => seen.staff.length === 1 && seen.owner.length === 1);
    expect(seen.staff).toEqual([pushed]);
    expect(seen.owner).toEqual([pushed]);
    await settle();
    expect(seen.expert).toEqual([]);
    expect(seen.otherStaff).toEqual([]);

    // Every positive answer is its own alert, even while the first is unacknowledged.
    const assigned = await call('POST', `/v3/memberships/${p.membership.id}/assessments`, a.staff.auth, {
      instrument_id: 'phq-9',
    });
    const second = await submit(
      p.auth,
      assigned.json().assessment.id,
      'phq-9',
      answersFor('phq-9', { [PHQ9_ITEM9]: 2 }),
    );
    expect(second.statusCode).toBe(201);
    const open = await alertsOf(p.membership.id, 'phq9_item9');
    expect(open.map((x) => x.status)).toEqual(['open', 'open']);
    // The listing staff see names both.
    const list = await call(
      'GET',
      `${routes.listAlerts.path}?membership_id=${p.membership.id}`,
      a.staff.auth,
    );
    expect(list.json().alerts.map((x: { rule: string }) => x.rule)).toEqual(['phq9_item9', 'phq9_item9']);
  });

  it('opens a bamr_use alert for reported use, none for a PHQ-9 with item 9 at 0', async () => {
    const p = await duePatient();
    const calm = await submit(p.auth, p.phq9, 'phq-9', answersFor('phq-9', { [PHQ9_ITEM9]: 0 }));
    expect(calm.json().flags).toEqual([]);
    expect(await alertsOf(p.membership.id, 'phq9_item9')).toHaveLength(0);

    const used = await submit(p.auth, p.bamr, 'bam-r', answersFor('bam-r', { 'bam-r-4': 3 }));
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json()).toMatchObject({ flags: ['bamr-use'], assessment: { scores: { use: 3 } } });
    const [alert] = await alertsOf(p.membership.id, 'bamr_use');
    expect(alert).toMatchObject({ status: 'open', anchor: used.json().response_id });
    expect(alert?.trigger).toMatchObject({ value: 3 });
  });

  it('stores no response when its alert cannot be opened: the two commit together', async () => {
    const p = await duePatient();
    const off = eventsOf(db()).within.on('assessment.flagged', () => {
      throw new Error('the alert could not be written');
    });
    try {
      const res = await submit(
        p.auth,
        p.phq9,
        'phq-9',
        answersFor('phq-9', { [PHQ9_ITEM9]: 3 }),
        'atomic-key-1',
      );
      expect(res.statusCode).toBe(500);
    } finally {
      off();
    }
    expect(
      await db()
        .select()
        .from(assessmentResponses)
        .where(eq(assessmentResponses.membershipId, p.membership.id)),
    ).toEqual([]);
    expect(await alertsOf(p.membership.id, 'phq9_item9')).toEqual([]);
    const [row] = await db().select().from(assessments).where(eq(assessments.id, p.phq9));
    expect(row?.status).toBe('due');

    // The app's retry with the same key goes through, alert included.
    const retry = await submit(
      p.auth,
      p.phq9,
      'phq-9',
      answersFor('phq-9', { [PHQ9_ITEM9]: 3 }),
      'atomic-key-1',
    );
    expect(retry.statusCode).toBe(201);
    expect(await alertsOf(p.membership.id, 'phq9_item9')).toHaveLength(1);
  });
});
