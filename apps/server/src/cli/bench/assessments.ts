/**
 * Goals 11 and 12 of `npm run bench` (issue 39 "Speed"), on the bulk seed's outcomes center
 * (cli/seed-bulk-assessments.ts: 2,000 patients, 12 months of assessments):
 * - 11a: `GET /v3/treatment_centers/{id}/outcomes` at a fixed 20 req/s, p95 ≤ 300 ms;
 * - 11b: the same statement (`outcomesQuery`, inlined) under pgbench: CPU per request against CPU
 *   per transaction, A/B pairs, the ratio reported (no goal);
 * - 12: `POST /patient/assessments/{id}/responses` at a fixed 50 req/s, p95 ≤ 50 ms, each request a
 *   fresh due occasion of one of 50 patients (prepared in bulk before the run), so every request
 *   scores, stores, audits and evaluates the safety rules (one in ten answers PHQ-9 item 9, so the
 *   alert is opened in the same transaction too).
 */
import { randomUUID } from 'node:crypto';
import { INSTRUMENTS } from '@portal/contracts/instruments';
import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { localDate } from '../../infra/time/calendar-date';
import { insertAssessment } from '../../modules/assessments/repository';
import { outcomesQuery } from '../../modules/outcomes/repository';
import { answersFor } from '../demo-answers';
import { rng } from '../patient-story';
import { withCpu } from './cpu';
import { perCount } from './cpu-form';
import { closedLoop, fixedRate, type RateItem, type Target } from './load';
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

/** Goal 11: the Outcomes route at 20 req/s, and its statement against pgbench. */
export async function outcomesBench(o: AssessmentsBenchOptions): Promise<Row[]> {
  const { staff, centerId } = await outcomesCenter(o);
  const api: Target = {
    origin: o.origin,
    headers: { authorization: `Bearer ${await staffAccessToken(o.config, o.db, staff)}` },
  };
  const route = `/v3/treatment_centers/${centerId}/outcomes`;
  const check = await fetch(`${o.origin}${route}`, { headers: api.headers });
  if (check.status !== 200) {
    const why = `${route} answered ${check.status}: ${(await check.text()).slice(0, 160)}`;
    return [{ goal: '11. Outcomes', figure: '—', target: 'p95 ≤ 300 ms at 20 req/s', pass: null, note: why }];
  }
  const rate = 20;
  // Every request computes its figures: the server reuses one filter set's figures for a minute
  // (modules/outcomes/recent.ts), so each request names a different first admission month, all
  // before any admission: the same patients and responses, a new key each time (1,440 of them, more
  // than the run sends).
  const uncached: RateItem[] = unreusedPaths(route, 1900).map((path) => ({ tag: 'outcomes', path }));
  await fixedRate(api, [{ tag: 'warm', path: route }], { rate, seconds: 1 });
  o.log(`11a. outcomes, each request computed, at a fixed ${rate} req/s for ${o.seconds * o.pairs} s…`);
  const samples = await fixedRate(api, uncached, { rate, seconds: o.seconds * o.pairs });
  const ms = samples.map((x) => x.ms);
  const failed = samples.filter((x) => x.status !== 200);
  const p95 = percentile(ms, 95);
  const rows: Row[] = [
    {
      goal: `11a. Outcomes p95 at ${rate} req/s (2,000 patients, 12 months, none reused)`,
      figure: `${fmt(p95)} ms (p50 ${fmt(median(ms))}, p99 ${fmt(percentile(ms, 99))})`,
      target: '≤ 300 ms',
      pass: failed.length === 0 && p95 <= 300,
      note: `${samples.length} requests, timed from their due time${failed.length ? `; ${failed.length} failed (first: ${failed[0]?.status} ${failed[0]?.detail})` : ''}`,
    },
  ];

  try {
    rows.push(await outcomesCpuRow(o, api, route, centerId));
  } catch (err) {
    rows.push({
      goal: '11b. Outcomes CPU per request vs pgbench (same statement)',
      figure: '—',
      target: 'no goal',
      pass: null,
      note: `not measured: ${err instanceof Error ? err.message.slice(0, 300) : err}`,
    });
  }
  return rows;
}

/**
 * 1,440 requests of the outcomes route that the server cannot answer from its minute of reuse: each
 * names another first admission month from `year` on, all before any admission (the same figures).
 */
const unreusedPaths = (route: string, year: number) =>
  Array.from(
    { length: 1440 },
    (_, i) => `${route}?from=${year + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
  );

/** 11b: the API's own statement, inlined, under pgbench; CPU per request vs per transaction. */
async function outcomesCpuRow(o: AssessmentsBenchOptions, api: Target, route: string, centerId: string) {
  const statement = new PgDialect().sqlToQuery(outcomesQuery({ centerId, from: '', to: '', instrument: '' }));
  // Its comments go first: inlineSql puts the statement on one line, where `--` would end it.
  const script = `${inlineSql(statement.sql.replace(/--[^\n]*/g, ''), statement.params)};\n`;
  const clients = 2;
  o.log(`11b. outcomes: API (${clients} connections) vs pgbench (${clients} clients) on the same statement…`);
  // Each pair's requests computed, as in 11a: another span of years each time.
  let year = 1000;
  const run = await alternate(
    o.pairs,
    () =>
      withCpu(
        () => {
          year += 120;
          return closedLoop(api, unreusedPaths(route, year), { connections: clients, seconds: o.seconds });
        },
        (r) => r.requests,
        { database: o.database, pids: [o.pid], settleMs: 5_500 },
      ),
    () =>
      withCpu(
        () => pgbench(o.databaseUrl, [script], { clients, seconds: o.seconds }),
        (r) => r.transactions,
        { database: o.database },
      ),
    (a, b) => perCount(a).total / perCount(b).total,
  );
  const a = run.as.map(perCount);
  const b = run.bs.map(perCount);
  const apiFailed = run.as.reduce((n, r) => n + r.non2xx + r.errors, 0);
  return {
    goal: '11b. Outcomes CPU per request vs pgbench (same statement)',
    figure: `${fmt(run.median, 2)}× (API ${fmt(median(a.map((x) => x.total)), 0)} µs: server ${fmt(median(a.map((x) => x.server)), 0)} + PostgreSQL ${fmt(median(a.map((x) => x.postgres)), 0)}; pgbench ${fmt(median(b.map((x) => x.total)), 0)} µs)`,
    target: 'no goal',
    pass: null,
    note: `median of ${o.pairs} A/B pairs, ${o.seconds} s each; pair ratios ${run.ratios.map((r) => fmt(r, 2)).join(', ')}; API ${fmt(median(run.as.map((r) => r.rps)), 1)} req/s vs pgbench ${fmt(median(run.bs.map((r) => r.tps)), 1)} tps${apiFailed ? `; ${apiFailed} API requests failed` : ''}`,
  } satisfies Row;
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
