import { ALERT_EVENTS, routes } from '@portal/contracts';
import { INSTRUMENTS, PHQ9_ITEM9 } from '@portal/contracts/instruments';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect } from 'vitest';
import { alerts, assessmentResponses, assessments } from '../../src/db/schema/index';
import { appPatient } from '../helpers/app-patient';
import { answersFor } from '../helpers/assessments';
import { kill, onEveryTarget, seedBefore, startServer, type Target } from '../helpers/child-server';
import { createCenter } from '../helpers/fixtures';
import { connectPortal } from '../helpers/realtime';

/**
 * Issue 39 §4: a response and its alert are stored in one transaction. The real server is killed
 * (SIGKILL, no shutdown hook, no after-commit push) right after it answered 201 to a PHQ-9 with
 * item 9 above 0; the database then holds the response, the completed assessment and the open
 * alert, and the server started again on the same data gives staff who connect that alert (the
 * portal reads the list on connect and refetches on `alerts.changed`, which still arrives live).
 */

type Auth = { authorization: string };

/** A center and one patient with a sign-in account, written before the server starts. */
function seed(target: Target) {
  return seedBefore(target, async (server) => {
    const center = await createCenter(server);
    const patient = await appPatient(server, center);
    return { staff: center.staff.auth, owner: center.owner.auth, patient: patient.auth };
  });
}

const call = async (url: string, method: 'GET' | 'POST' | 'PUT', path: string, auth: Auth, body?: object) => {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { ...auth, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function socketOf(url: string, auth: Auth): Promise<Socket> {
  const res = await call(url, 'GET', '/getstream/token', auth);
  expect(res.status).toBe(200);
  return connectPortal(url, (res.body.data as { token: string }).token);
}

async function killAfterAcknowledged(target: Target) {
  const auth = await seed(target);

  // 1. The app submits a PHQ-9 with item 9 = 2; the server dies the moment the 201 arrives.
  const first = await startServer(target.env);
  let responseId: string;
  let assessmentId: string;
  try {
    const list = await call(first.url, 'GET', routes.patientAssessments.path, auth.patient);
    expect(list.status).toBe(200);
    const due = list.body.due as { id: string; instrument_id: string }[];
    assessmentId = due.find((d) => d.instrument_id === 'phq-9')?.id as string;
    const res = await call(
      first.url,
      'POST',
      `/patient/assessments/${assessmentId}/responses`,
      auth.patient,
      {
        client_key: 'kill-key-1',
        instrument_version: INSTRUMENTS['phq-9'].version,
        answers: answersFor('phq-9', { [PHQ9_ITEM9]: 2 }),
      },
    );
    await kill(first.child);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.flags).toEqual(['phq9-item9']);
    responseId = res.body.response_id as string;
  } finally {
    await kill(first.child);
  }

  // 2. What the app saw acknowledged is stored, alert included.
  const database = await target.open();
  let alertId: string;
  try {
    const [response] = await database.db
      .select()
      .from(assessmentResponses)
      .where(eq(assessmentResponses.id, responseId));
    expect(response?.assessmentId).toBe(assessmentId);
    const [assessment] = await database.db.select().from(assessments).where(eq(assessments.id, assessmentId));
    expect(assessment?.status).toBe('completed');
    const stored = await database.db.select().from(alerts).where(eq(alerts.anchor, responseId));
    expect(stored.map((a) => [a.rule, a.status])).toEqual([['phq9_item9', 'open']]);
    alertId = stored[0]?.id as string;
  } finally {
    await database.close();
  }

  // 3. Started again on the same data: staff who connect get the unacknowledged alert, and
  //    changes to it reach their socket live.
  const second = await startServer(target.env);
  const socket = await socketOf(second.url, auth.staff);
  try {
    const open = await call(second.url, 'GET', `${routes.listAlerts.path}?status=open`, auth.staff);
    expect(open.status).toBe(200);
    expect(open.body.alerts).toEqual([
      expect.objectContaining({ id: alertId, rule: 'phq9_item9', status: 'open' }),
    ]);
    expect(open.body.open).toBe(1);

    const pushed = new Promise((resolve) => socket.once(ALERT_EVENTS.changed, resolve));
    const ack = await call(second.url, 'PUT', `/v3/alerts/${alertId}/acknowledge`, auth.owner, {});
    expect(ack.status, JSON.stringify(ack.body)).toBe(200);
    expect(await pushed).toMatchObject({ id: alertId, status: 'acknowledged' });
  } finally {
    socket.close();
    await kill(second.child);
  }
}

describe('a flagged response killed right after its 201 keeps its alert', () => {
  onEveryTarget(killAfterAcknowledged);
});
