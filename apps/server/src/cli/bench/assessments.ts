/**
 * Goals 11 and 12 of `npm run bench` (issue 39 "Speed"), on the bulk seed's outcomes center
 * (cli/seed-bulk-assessments.ts: 2,000 patients, 12 months of assessments):
 * - 11a: `GET /v3/treatment_centers/{id}/outcomes` as staff use it: a fixed 20 req/s cycling the
 *   filter sets a person uses (all, each instrument, month ranges), p95 ≤ 300 ms, the product's
 *   reuse included (one cold computation of the center's rows, then every filter in memory);
 * - 11b: one cold computation: the server's code path (`outcomeRows` + `outcomesFigures`) timed in
 *   this process against pgbench running the same transaction, p50 and p95, the ratio (no goal);
 * - 12: `POST /patient/assessments/{id}/responses` at a fixed 50 req/s, p95 ≤ 50 ms, each request a
 *   fresh due occasion of one of 50 patients (prepared in bulk before the run), so every request
 *   scores, stores, audits and evaluates the safety rules (one in ten answers PHQ-9 item 9, so the
 *   alert is opened in the same transaction too).
 */
import { randomUUID } from 'node:crypto';
import { INSTRUMENT_IDS, INSTRUMENTS } from '@portal/contracts/instruments';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { localDate } from '../../infra/time/calendar-date';
import { insertAssessment } from '../../modules/assessments/repository';
import { outcomesFigures } from '../../modules/outcomes/figures';
import { OUTCOMES_SETTINGS, outcomeRows, outcomesQuery } from '../../modules/outcomes/repository';
import { answersFor } from '../demo-answers';
import { rng } from '../patient-story';
import { fixedRate, type RateItem, type Target } from './load';
import { inlineSql, pgbench } from './pgbench';
import { alternate, fmt, median, percentile, type Row } from './stats';
import { staffAccessToken } from './token';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export interface AssessmentsBenchOptions {
  config: Config;
  db: Db;
  /** The bench database: its URL for pgbench, its name for the backends' CPU. */
  databaseUrl: string;
  database: string;
  origin: string;
  /** The server process under test. */
  pid: number;
  /** The bulk seed's run id (the outcomes center's staff e-mail is made from it). */
  run: string;
  seconds: number;
  pairs: number;
  log: (line: string) => void;
}

async function outcomesCenter(o: AssessmentsBenchOptions) {
  const [staff] = await o.db
    .select()
    .from(users)
    .where(eq(users.email, `bulk-${o.run}-outcomes-staff@bulk.test`));
  if (!staff?.treatmentCenterId) throw new Error('no outcomes center (seedBulk without outcomesPatients?)');
  return { staff, centerId: staff.treatmentCenterId };
}

/**
 * The filter sets a person uses on the Outcomes screen, cycled by 11a: everything, each
 * instrument, a few admission-month ranges (the last quarter, the first half year, one month), and
 * an instrument within months. Months are counted back from this month (the seed admits patients
 * over the last 12 months).
 */
function outcomesFilterSets(now: Date): string[] {
  const month = (back: number) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    return d.toISOString().slice(0, 7);
  };
  return [
    '',
    ...INSTRUMENT_IDS.map((id) => `?instrument=${id}`),
    `?from=${month(2)}`,
    `?to=${month(6)}`,
    `?from=${month(4)}&to=${month(4)}`,
    `?instrument=phq-9&from=${month(5)}&to=${month(3)}`,
  ];
}

/** Goal 11: the Outcomes route as staff use it at 20 req/s, and one cold computation against pgbench. */
export async function outcomesBench(o: AssessmentsBenchOptions): Promise<Row[]> {
  const { staff, centerId } = await outcomesCenter(o);
  const api: Target = {
    origin: o.origin,
    headers: { authorization: `Bearer ${await staffAccessToken(o.config, o.db, staff)}` },
  };
  const route = `/v3/treatment_centers/${centerId}/outcomes`;
  // Checked and warmed on another route of the same staff member: an outcomes request here would
  // compute the center's rows before the run, and the run is to include that cold computation.
  const plan = `/v3/treatment_centers/${centerId}/assessment_plan`;
  const check = await fetch(`${o.origin}${plan}`, { headers: api.headers });
  if (check.status !== 200) {
    const why = `${plan} answered ${check.status}: ${(await check.text()).slice(0, 160)}`;
    return [{ goal: '11. Outcomes', figure: '—', target: 'p95 ≤ 300 ms at 20 req/s', pass: null, note: why }];
  }
  const rate = 20;
  const seconds = o.seconds * o.pairs;
  await fixedRate(api, [{ tag: 'warm', path: plan }], { rate, seconds: 1 });
  const sets = outcomesFilterSets(new Date());
  // The run's first request finds the center not computed (the cold computation every minute
  // costs); the others are answered as staff's are, from the center's minute of reuse.
  const items: RateItem[] = Array.from({ length: rate * seconds }, (_, i) => ({
    tag: i === 0 ? 'first' : 'outcomes',
    path: `${route}${sets[i % sets.length]}`,
  }));
  o.log(
    `11a. outcomes as staff use it (${sets.length} filter sets), at a fixed ${rate} req/s for ${seconds} s…`,
  );
  const samples = await fixedRate(api, items, { rate, seconds });
  const ms = samples.map((x) => x.ms);
  const failed = samples.filter((x) => x.status !== 200);
  const first = samples.find((x) => x.tag === 'first');
  const p95 = percentile(ms, 95);
  const rows: Row[] = [
    {
      goal: `11a. Outcomes p95 at ${rate} req/s (2,000 patients, 12 months; ${sets.length} filter sets, the product's reuse included)`,
      figure: `${fmt(p95)} ms (p50 ${fmt(median(ms))}, p99 ${fmt(percentile(ms, 99))}, first ${fmt(first?.ms ?? Number.NaN)})`,
      target: '≤ 300 ms',
      pass: failed.length === 0 && p95 <= 300,
      note: `${samples.length} requests, timed from their due time, cycling all, each instrument, 3 month ranges and one instrument within months; the first computed the center's rows (a cold computation, as once a minute per center), the rest were filtered in memory from them (modules/outcomes/recent.ts); every request audited${failed.length ? `; ${failed.length} failed (first: ${failed[0]?.status} ${failed[0]?.detail})` : ''}`,
    },
  ];

  try {
    rows.push(await coldComputationRow(o, centerId));
  } catch (err) {
    rows.push({
      goal: '11b. Outcomes cold computation vs pgbench (same statement)',
      figure: '—',
      target: 'no goal',
      pass: null,
      note: `not measured: ${err instanceof Error ? err.message.slice(0, 300) : err}`,
    });
  }
  return rows;
}

/** The pgbench script of the server's transaction: its setting, the statement, inlined. */
function outcomesScript(centerId: string) {
  const dialect = new PgDialect();
  const settings = dialect.sqlToQuery(OUTCOMES_SETTINGS);
  const statement = dialect.sqlToQuery(outcomesQuery(centerId));
  // Its comments go first: inlineSql puts the statement on one line, where `--` would end it.
  return [
    'begin;',
    `${inlineSql(settings.sql, settings.params)};`,
    `${inlineSql(statement.sql.replace(/--[^\n]*/g, ''), statement.params)};`,
    'commit;',
    '',
  ].join('\n');
}

/**
 * 11b: what one cold computation costs. A: the server's own code path, timed in this process
 * (`outcomeRows`, its transaction and statement, then `outcomesFigures` for the whole center), one
 * after another; B: pgbench running the same transaction, one client. A/B pairs; p50 and p95 of
 * each, the ratio of the medians.
 */
async function coldComputationRow(o: AssessmentsBenchOptions, centerId: string): Promise<Row> {
  const script = outcomesScript(centerId);
  const all = { from: null, to: null, instrument: null };
  let rows = 0;
  o.log('11b. outcomes: one cold computation, server code path vs pgbench (one client each)…');
  const run = await alternate(
    o.pairs,
    async () => {
      const times: number[] = [];
      const end = performance.now() + o.seconds * 1000;
      while (performance.now() < end) {
        const t0 = performance.now();
        const got = await outcomeRows(o.db, centerId);
        outcomesFigures(got, all);
        times.push(performance.now() - t0);
        rows = got.length;
      }
      return times;
    },
    async () =>
      (await pgbench(o.databaseUrl, [script], { clients: 1, seconds: o.seconds, latencies: true }))
        .latenciesMs ?? [],
    (a, b) => median(a) / median(b),
  );
  const a = run.as.flat();
  const b = run.bs.flat();
  return {
    goal: '11b. Outcomes cold computation: server code path vs pgbench (same statement)',
    figure: `${fmt(run.median, 2)}× (server p50 ${fmt(median(a))} ms, p95 ${fmt(percentile(a, 95))}; pgbench p50 ${fmt(median(b))} ms, p95 ${fmt(percentile(b, 95))})`,
    target: 'no goal',
    pass: null,
    note: `median of ${o.pairs} A/B pairs, ${o.seconds} s each, one computation at a time: A = outcomeRows (read-only transaction, jit off, the statement) + outcomesFigures, in the bench process over its pool (${a.length} runs, ${rows} rows each); B = pgbench, the same transaction inlined, 1 client (${b.length} runs); pair ratios ${run.ratios.map((r) => fmt(r, 2)).join(', ')}`,
  };
}

/**
 * Goal 12's occasions, made before the run: `patients` active patients of the outcomes center get a
 * sign-in account (a users row, as the sign-up makes) and `each` PHQ-9s due today (staff's
 * assign-now shape, `assigned-<uuid>`), in three set-based statements.
 */
export async function prepareSubmissions(
  o: AssessmentsBenchOptions,
  centerId: string,
  staffId: string,
  patients: number,
  each: number,
) {
  const version = INSTRUMENTS['phq-9'].version;
  return o.db.transaction(async (tx) => {
    const chosen = rowsOf<{ id: string; email: string }>(
      await tx.execute(sql`
        select id, email from memberships
        where treatment_center_id = ${centerId} and status = 'active' and user_id is null
        order by id limit ${patients}`),
    );
    await tx.execute(sql`
      with m as (
        select id, email, first_name, last_name from memberships
        where id in (${sql.join(
          chosen.map((c) => sql`${c.id}::uuid`),
          sql`, `,
        )})
      ), u as (
        insert into users (subject, email, first_name, last_name, treatment_center_id, is_patient)
        select 'portal|' || gen_random_uuid(), m.email, m.first_name, m.last_name, ${centerId}::uuid, true from m
        returning id, email
      )
      update memberships set user_id = u.id from u where memberships.email = u.email
        and memberships.treatment_center_id = ${centerId}::uuid`);
    const [zone] = rowsOf<{ time_zone: string }>(
      await tx.execute(sql`select time_zone from treatment_centers where id = ${centerId}`),
    );
    const today = localDate(new Date(), zone?.time_zone ?? 'UTC');
    await tx.execute(sql`
      insert into assessments (treatment_center_id, membership_id, instrument_id, instrument_version,
        occasion, due_on, last_day, assigned_by)
      select ${centerId}::uuid, m.id, 'phq-9', ${version}, 'assigned-' || gen_random_uuid(),
        ${today}::date, ${today}::date + 6, ${staffId}::uuid
      from memberships m cross join generate_series(1, ${each}) as k
      where m.id in (${sql.join(
        chosen.map((c) => sql`${c.id}::uuid`),
        sql`, `,
      )})`);
    const due = rowsOf<{ id: string; subject: string }>(
      await tx.execute(sql`
        select a.id, u.subject from assessments a
        join memberships m on m.id = a.membership_id join users u on u.id = m.user_id
        where a.treatment_center_id = ${centerId} and a.status = 'due' and a.occasion like 'assigned-%'
          and a.assigned_by = ${staffId}
        order by a.created_at, a.id`),
    );
    return due;
  });
}

/** Goal 12: a response submitted at a fixed 50 req/s, each to a fresh due occasion. */
export async function submitBench(o: AssessmentsBenchOptions): Promise<Row[]> {
  try {
    return await submitRows(o);
  } catch (err) {
    // Whatever stopped it (preparation, the consent), the other goals of the run still run.
    const note = `not measured: ${err instanceof Error ? err.message.slice(0, 300) : err}`;
    return [
      { goal: '12. Submit a response', figure: '—', target: 'p95 ≤ 50 ms at 50 req/s', pass: null, note },
    ];
  }
}

async function submitRows(o: AssessmentsBenchOptions): Promise<Row[]> {
  const { staff, centerId } = await outcomesCenter(o);
  const rate = 50;
  const seconds = o.seconds * o.pairs;
  const warm = rate;
  const total = rate * seconds + warm;
  const patients = 50;
  const due = await prepareSubmissions(o, centerId, staff.id, patients, Math.ceil(total / patients) + 1);
  if (due.length < total) throw new Error(`prepared ${due.length} occasions, need ${total}`);
  // One token per patient, their occasions interleaved so consecutive requests are other patients'.
  const tokens = new Map<string, string>();
  for (const d of due) {
    if (tokens.has(d.subject)) continue;
    const [user] = await o.db.select().from(users).where(eq(users.subject, d.subject));
    if (user) tokens.set(d.subject, await staffAccessToken(o.config, o.db, user));
  }
  // Each patient signs the app-use consent in the app first, as a person does (the app gate).
  for (const [subject, token] of tokens) await signAppUse(o, subject, token);
  const bySubject = new Map<string, string[]>();
  for (const d of due) bySubject.set(d.subject, [...(bySubject.get(d.subject) ?? []), d.id]);
  const queues = [...bySubject.entries()];
  const r = rng(12);
  const items: RateItem[] = [];
  for (let i = 0; items.length < total; i++) {
    const [subject, ids] = queues[i % queues.length] as [string, string[]];
    const id = ids.shift();
    if (!id) continue;
    const flagged = items.length % 10 === 9;
    items.push({
      tag: flagged ? 'flagged' : 'plain',
      path: `/patient/assessments/${id}/responses`,
      headers: { authorization: `Bearer ${tokens.get(subject)}` },
      body: JSON.stringify({
        client_key: randomUUID(),
        instrument_version: INSTRUMENTS['phq-9'].version,
        language: 'en',
        answers: answersFor('phq-9', 0.2 + r() * 0.5, r, { item9: flagged ? 1 : 0 }),
      }),
    });
  }
  const target: Target = { origin: o.origin, headers: {} };
  await fixedRate(target, items.slice(0, warm), { rate, seconds: 1 });
  o.log(`12. submitting responses at a fixed ${rate} req/s for ${seconds} s (${patients} patients)…`);
  const samples = await fixedRate(target, items.slice(warm), { rate, seconds });
  const ms = samples.map((x) => x.ms);
  const failed = samples.filter((x) => x.status !== 201);
  const p95 = percentile(ms, 95);
  // What the requests left: a response, a completed assessment and an audit row each; an alert each flagged one.
  const [left] = rowsOf<{ responses: number; audits: number; alerts: number }>(
    await o.db.execute(sql`
      select
        (select count(*)::int from assessment_responses r join assessments a on a.id = r.assessment_id
          where a.treatment_center_id = ${centerId} and a.assigned_by = ${staff.id}) as responses,
        (select count(*)::int from audit_events where treatment_center_id = ${centerId}
          and action = 'assessment.submit') as audits,
        (select count(*)::int from alerts where treatment_center_id = ${centerId} and rule = 'phq9_item9') as alerts`),
  );
  const flagged = samples.filter((x) => x.tag === 'flagged').length;
  const flaggedMs = samples.filter((x) => x.tag === 'flagged').map((x) => x.ms);
  return [
    {
      goal: `12. Submit a response p95 at ${rate} req/s (audit row, scoring, alert evaluation)`,
      figure: `${fmt(p95)} ms (p50 ${fmt(median(ms))}, p99 ${fmt(percentile(ms, 99))}; flagged p95 ${fmt(percentile(flaggedMs, 95))})`,
      target: '≤ 50 ms',
      pass: failed.length === 0 && p95 <= 50,
      note: `${samples.length} requests after ${warm} warm-up, each a fresh due PHQ-9 of one of ${queues.length} patients, ${flagged} answering item 9; the database then held ${left?.responses} responses, ${left?.audits} submit audit rows, ${left?.alerts} item-9 alerts${failed.length ? `; ${failed.length} failed (first: ${failed[0]?.status} ${failed[0]?.detail})` : ''}`,
    },
  ];
}

/** The app-use consent, signed through the patient API (the gate closes every other patient route). */
async function signAppUse(o: AssessmentsBenchOptions, subject: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const listed = await fetch(`${o.origin}/patient/consents`, { headers });
  const { templates = [] } = (await listed.json()) as {
    templates?: { id: string; version: number; required: boolean }[];
  };
  const appUse = templates.find((t) => t.required);
  const [name] = rowsOf<{ full_name: string }>(
    await o.db.execute(sql`
      select m.first_name || ' ' || m.last_name as full_name from memberships m
      join users u on u.id = m.user_id where u.subject = ${subject}`),
  );
  if (!appUse || !name) throw new Error(`no app-use consent to sign (${listed.status})`);
  const signed = await fetch(`${o.origin}/patient/consents`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      template_id: appUse.id,
      template_version: appUse.version,
      full_name: name.full_name,
      agree: true,
    }),
  });
  if (signed.status !== 201)
    throw new Error(
      `signing the app-use consent answered ${signed.status}: ${(await signed.text()).slice(0, 160)}`,
    );
}

/**
 * Goal 8d's page: a PHQ-9 of the demo patient due today (the app's assessment screen shows its
 * form), assigned once per run in the shape of staff's assign-now.
 */
export async function demoPatientDueAssessment(db: Db, email: string): Promise<string> {
  const [m] = rowsOf<{ id: string; center: string; time_zone: string }>(
    await db.execute(sql`
      select m.id, m.treatment_center_id as center, c.time_zone from memberships m
      join treatment_centers c on c.id = m.treatment_center_id where lower(m.email) = ${email.toLowerCase()}`),
  );
  if (!m) throw new Error(`no demo patient ${email}`);
  const today = localDate(new Date(), m.time_zone);
  const row = await db.transaction((tx) =>
    insertAssessment(tx, {
      treatmentCenterId: m.center,
      membershipId: m.id,
      instrumentId: 'phq-9',
      instrumentVersion: INSTRUMENTS['phq-9'].version,
      occasion: `assigned-${randomUUID()}`,
      dueOn: today,
      lastDay: today,
    }),
  );
  return row.id;
}
