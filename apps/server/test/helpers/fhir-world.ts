import type { Resource } from '@medplum/fhirtypes';
import { routes } from '@portal/contracts';
import { INSTRUMENTS, type InstrumentId } from '@portal/contracts/instruments';
import { expect } from 'vitest';
import { checkIns } from '../../src/db/schema/index';
import { appPatient } from './app-patient';
import { answersFor } from './assessments';
import { fhirErrors } from './fhir-validator';
import { createCenter } from './fixtures';
import { freePort } from './listen';
import { createTestServer, type TestServer } from './server';

/**
 * The FHIR API tests' world: the real app listening on a port (PUBLIC_URL names it, so the
 * searchset's `next` links are followable), two centers, and a patient of A with a month of
 * check-ins and three answered assessments, seeded through the patient API except the older
 * check-ins (one a day: the API writes only today's).
 */
export async function fhirWorld(env: Record<string, string> = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await createTestServer({ PUBLIC_URL: origin, ...env });
  await server.app.listen({ host: '127.0.0.1', port });
  const a = await createCenter(server, 'Harbor House');
  const b = await createCenter(server, 'Pine Ridge');
  const p = await appPatient(server, a, { firstName: 'Jamie', lastName: 'Ríos' });
  const q = await appPatient(server, a, { firstName: 'Other', lastName: 'Person' });
  const far = await appPatient(server, b, { firstName: 'Far', lastName: 'Away' });
  const call = (method: 'GET' | 'POST', url: string, auth: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  async function answer(patient: typeof p, instrument: InstrumentId, values: Record<string, number> = {}) {
    const list = await call('GET', routes.patientAssessments.path, patient.auth);
    const due = list.json().due.find((x: { instrument_id: string }) => x.instrument_id === instrument);
    const res = await call('POST', `/patient/assessments/${due.id}/responses`, patient.auth, {
      client_key: `fhir-${instrument}-${patient.membership.id}`,
      instrument_version: INSTRUMENTS[instrument].version,
      answers: answersFor(instrument, values),
    });
    expect(res.statusCode, res.body).toBe(201);
  }

  for (const [who, mood] of [
    [p, 30],
    [q, 100],
    [far, 90],
  ] as const) {
    const res = await call('POST', routes.patientCheckIn.path, who.auth, {
      mood,
      preset_message: 1,
      text: null,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
  // 30 earlier days of p, in January 2025 (dates the date searches below count on).
  await server.deps.database.db.insert(checkIns).values(
    Array.from({ length: 30 }, (_, i) => ({
      treatmentCenterId: a.center.id,
      membershipId: p.membership.id,
      date: `2025-01-${String(i + 1).padStart(2, '0')}`,
      mood: 80,
      presetMessage: 2,
      presetMessageText: 'A good day',
    })),
  );
  await answer(p, 'phq-9', { '44250-9': 2, '44255-8': 1 });
  await answer(p, 'barc-10');
  await answer(p, 'bam-r');
  await answer(far, 'phq-9');
  return { server, origin, base: `${origin}/fhir/R4`, a, b, p, q, far };
}

export type FhirWorld = Awaited<ReturnType<typeof fhirWorld>>;

/** Every resource passes the independent validator (Medplum, R4 base definitions). */
export function expectValid(resources: Resource[]) {
  expect(resources.flatMap(fhirErrors)).toEqual([]);
}

export const stop = (server: TestServer | undefined) => server?.close();
