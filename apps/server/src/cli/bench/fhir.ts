/**
 * Goal 13 of `npm run bench` (issue 40 "Speed"): `GET /fhir/R4/Observation?patient=…&code=…` with
 * a staff token at a fixed 50 req/s, p95 ≤ 50 ms, on the bulk data set (its check-ins fill the
 * Observation tables) beside the outcomes center (2,000 patients, 12 months of check-ins and
 * assessments). Each
 * request names one of 50 patients with responses and one score code (PHQ-9 total, BAM-R use,
 * BARC-10 total) in turn; every request authenticates, searches, maps and writes its audit row,
 * as a clinic's system would make it.
 */
import { eq, sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw';
import { users } from '../../db/schema/index';
import type { AssessmentsBenchOptions } from './assessments';
import { fixedRate, type RateItem, type Target } from './load';
import { fmt, median, percentile, type Row } from './stats';
import { staffAccessToken } from './token';

const GOAL = '13. FHIR Observation?patient&code';
const CODES = ['http://loinc.org|44261-6', 'bam-r-use', 'barc-10-total'];

export async function fhirObservationBench(o: AssessmentsBenchOptions): Promise<Row[]> {
  try {
    return await observationRows(o);
  } catch (err) {
    const note = `not measured: ${err instanceof Error ? err.message.slice(0, 300) : err}`;
    return [{ goal: GOAL, figure: '—', target: 'p95 ≤ 50 ms at 50 req/s', pass: null, note }];
  }
}

async function observationRows(o: AssessmentsBenchOptions): Promise<Row[]> {
  const [staff] = await o.db
    .select()
    .from(users)
    .where(eq(users.email, `bulk-${o.run}-outcomes-staff@bulk.test`));
  if (!staff?.treatmentCenterId) throw new Error('no outcomes center (seedBulk without outcomesPatients?)');
  const patients = await rawRows<{ id: string }>(
    o.db,
    sql`select distinct membership_id as id from assessment_responses
      where treatment_center_id = ${staff.treatmentCenterId} order by membership_id limit 50`,
  );
  if (!patients.length) throw new Error('the outcomes center has no responses');
  const api: Target = {
    origin: o.origin,
    headers: {
      authorization: `Bearer ${await staffAccessToken(o.config, o.db, staff)}`,
      accept: 'application/fhir+json',
    },
  };
  // Consecutive requests name other patients; each patient is asked for each code in turn.
  const items: RateItem[] = CODES.flatMap((code) =>
    patients.map((p) => ({
      tag: code,
      path: `/fhir/R4/Observation?patient=Patient/${p.id}&code=${encodeURIComponent(code)}`,
    })),
  );
  const rate = 50;
  const seconds = o.seconds * o.pairs;
  await fixedRate(api, items.slice(0, rate), { rate, seconds: 1 });
  o.log(
    `13. FHIR Observation search at a fixed ${rate} req/s for ${seconds} s (${patients.length} patients)…`,
  );
  const samples = await fixedRate(api, items, { rate, seconds });
  const ms = samples.map((x) => x.ms);
  const failed = samples.filter((x) => x.status !== 200);
  const p95 = percentile(ms, 95);
  return [
    {
      goal: `${GOAL} p95 at ${rate} req/s (staff token, audit row each)`,
      figure: `${fmt(p95)} ms (p50 ${fmt(median(ms))}, p99 ${fmt(percentile(ms, 99))})`,
      target: '≤ 50 ms',
      pass: failed.length === 0 && p95 <= 50,
      note: `${samples.length} requests after ${rate} warm-up, ${patients.length} patients × ${CODES.length} score codes of the outcomes center, timed from their due time${failed.length ? `; ${failed.length} failed (first: ${failed[0]?.status} ${failed[0]?.detail})` : ''}`,
    },
  ];
}
