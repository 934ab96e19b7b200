import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_CHECK_IN_MESSAGES } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { type Db, openDatabase } from '../db/client';
import { hashPassword } from '../identity/passwords';
import { type OutcomesCenterResult, seedOutcomesCenter } from './seed-bulk-assessments';

/**
 * A bulk seed for benchmarks (decisions.md §1): many centers, each with a staff account, patients in
 * every status, notes and daily check-ins, written with set-based INSERT … SELECT over
 * generate_series, one center per transaction (never one row per statement).
 *
 *   DATABASE_URL=postgres://… npm run seed:bulk -- --patients 100000 --centers 50 --days 30
 *
 * and, beside them, an outcomes center of `--outcomes` patients (2,000; 0 for none) with 12 months
 * of assessments and responses (seed-bulk-assessments.ts) and of check-ins (seedOutcomesCheckIns).
 *
 * Every row it makes belongs to a run id ("bulk-<run>") in e-mails and center names, so a run can be
 * told apart from real data (and dropped with its centers: everything cascades from them). Meant
 * for a benchmark database; on one with other centers it says so and adds its own beside them.
 */

export interface BulkOptions {
  patients: number;
  centers: number;
  /** Days of check-in history for active and alumni patients, today included. */
  days: number;
  notesPerPatient: number;
  /** Patients of the outcomes center (12 months of assessments, seed-bulk-assessments.ts); 0: none. */
  outcomesPatients?: number;
  run?: string;
}

export interface BulkResult {
  run: string;
  centers: number;
  patients: number;
  checkIns: number;
  notes: number;
  /** The outcomes center, when one was asked for. */
  outcomes?: OutcomesCenterResult;
  ms: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// A check-in row of patient `m` (id, h = a hash of it) on day `d` (day, n = its number): the mood
// follows a per-patient baseline with dips (sin over the day number), the message from the mood.
const moodOf = sql`select (array[20,30,40,80,90,100])[
  1 + least(5, greatest(0, floor(3 + 2.5 * sin((d.n + abs(m.h % 97)) / 6.0) + (abs(m.h) % 3) - 1)::int))
] as score`;
const presetText = sql`(array[${DEFAULT_CHECK_IN_MESSAGES[0]}, ${DEFAULT_CHECK_IN_MESSAGES[1]}, ${DEFAULT_CHECK_IN_MESSAGES[2]}]::text[])[
  case when mood.score >= 80 then 1 when mood.score >= 40 then 2 else 3 end]`;
/** Eight days in ten. */
const checksInOn = sql`abs(m.h + d.n * 7919) % 10 < 8`;

/**
 * The outcomes center's check-ins (issue 40 "Speed": a center with 12 months of check-ins and
 * assessments): eight days in ten of each active patient from the admission day to today, and of
 * each alumnus to the discharge day; inactive patients left before checking in. The center's
 * patients were admitted over 12 months, so the oldest have a year of days.
 */
async function seedOutcomesCheckIns(db: Db, centerId: string): Promise<number> {
  const [checks] = rowsOf<{ n: number }>(
    await db.execute(sql`
    with c as (select id, (now() at time zone time_zone)::date as today from treatment_centers where id = ${centerId}::uuid),
    m as (
      select m.id, hashtext(m.id::text)::bigint as h, m.first_day as joined,
        least(c.today, coalesce(m.discharged_on, c.today)) as until
      from memberships m cross join c
      where m.treatment_center_id = c.id and m.status in ('active', 'alumni') and m.first_day is not null
    ), inserted as (
      insert into check_ins (treatment_center_id, membership_id, date, mood, preset_message,
        preset_message_text, text, created_at)
      select ${centerId}::uuid, m.id, d.day, mood.score,
        case when mood.score >= 80 then 1 when mood.score >= 40 then 2 else 3 end,
        ${presetText},
        case when (m.h + d.n) % 5 = 0 then 'Short note from the day.' end,
        d.day + time '19:00'
      from m
      cross join lateral (
        select (m.joined + g)::date as day, g as n from generate_series(0, m.until - m.joined) as g
      ) d
      cross join lateral (${moodOf}) mood
      where ${checksInOn}
      returning 1
    )
    select count(*)::int as n from inserted`),
  );
  return Number(checks?.n ?? 0);
}

export async function seedBulk(db: Db, options: BulkOptions, log: (line: string) => void = () => {}) {
  const started = Date.now();
  const run = options.run ?? randomBytes(3).toString('hex');
  const staffHash = await hashPassword(`bulk-${run}-staff-password`);
  const result: BulkResult = { run, centers: 0, patients: 0, checkIns: 0, notes: 0, ms: 0 };
  const perCenter = Math.floor(options.patients / options.centers);
  const extra = options.patients % options.centers;

  for (let c = 0; c < options.centers; c++) {
    const count = perCenter + (c < extra ? 1 : 0);
    const offset = c * perCenter + Math.min(c, extra);
    await db.transaction(async (tx) => {
      const [center] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into treatment_centers (name, wizard, time_zone)
          values (${`Bulk ${run} Center ${c + 1}`}, false,
            (array['America/New_York','America/Chicago','America/Denver','America/Los_Angeles'])[1 + ${c} % 4])
          returning id`),
      );
      if (!center) throw new Error('center insert returned nothing');
      const [staff] = rowsOf<{ id: string; name: string }>(
        await tx.execute(sql`
          insert into users (subject, email, password_hash, first_name, last_name, treatment_center_id, receiving_calls)
          values (${`portal|${crypto.randomUUID()}`}, ${`bulk-${run}-staff-${c + 1}@bulk.test`}, ${staffHash},
            'Staff', ${`Member ${c + 1}`}, ${center.id}, true)
          returning id, first_name || ' ' || last_name as name`),
      );
      if (!staff) throw new Error('staff insert returned nothing');
      if (count === 0) return;

      // Patients: names from small lists (with accents), statuses 70 % active, 10 % each other.
      await tx.execute(sql`
        insert into memberships (treatment_center_id, status, email, first_name, last_name, phone_number,
          first_day, addictions, created_at, updated_at)
        select ${center.id}::uuid,
          (array['active','active','active','active','active','active','active','alumni','inactive','invited'])[1 + i % 10],
          'bulk-' || ${run} || '-' || i || '@bulk.test',
          (array['John','María','Zoë','Ahmed','Li','Renée','Carlos','Ana','Noah','Élodie','Kai','Sofía'])[1 + i % 12],
          (array['Smith','García','Nguyen','Müller','O''Brien','Kowalski','Dubois','Rossi','Silva','Çelik'])[1 + (i / 12) % 10],
          '1555' || lpad((i % 10000000)::text, 7, '0'),
          case when i % 10 = 9 then null else current_date - (${options.days} + i % 60) end,
          case when i % 7 = 0 then array['alcohol'] else array['opioids','nicotine'] end,
          now() - make_interval(days => ${options.days} + i % 60, mins => i % 1440),
          now()
        from generate_series(${offset + 1}::int, ${offset + count}::int) as i`);
      result.patients += count;

      // Check-ins: eight days in ten of active and alumni patients (moodOf), a short text sometimes.
      if (options.days > 0) {
        const [checks] = rowsOf<{ n: number }>(
          await tx.execute(sql`
          with m as (
            select id, hashtext(id::text)::bigint as h from memberships
            where treatment_center_id = ${center.id} and status in ('active', 'alumni')
          ), inserted as (
            insert into check_ins (treatment_center_id, membership_id, date, mood, preset_message,
              preset_message_text, text, created_at)
            select ${center.id}::uuid, m.id, d.day,
              mood.score,
              case when mood.score >= 80 then 1 when mood.score >= 40 then 2 else 3 end,
              ${presetText},
              case when (m.h + d.n) % 5 = 0 then 'Short note from the day.' end,
              d.day + time '19:00'
            from m
            cross join lateral (
              select (current_date - g)::date as day, g as n from generate_series(0, ${options.days - 1}) as g
            ) d
            cross join lateral (${moodOf}) mood
            where ${checksInOn}
            returning 1
          )
          select count(*)::int as n from inserted`),
        );
        result.checkIns += Number(checks?.n ?? 0);
      }

      if (options.notesPerPatient > 0) {
        const [notes] = rowsOf<{ n: number }>(
          await tx.execute(sql`
          with inserted as (
            insert into tcenter_notes (treatment_center_id, membership_id, content, content_mobile, author_id,
              author_name, created_at, updated_at)
            select ${center.id}::uuid, m.id,
              (array['Discussed coping strategies for weekend triggers.',
                     'Reports better sleep; continue the evening routine.',
                     'Missed a session; follow up by phone.',
                     'Set goals for the next two weeks.'])[1 + (abs(hashtext(m.id::text)::bigint) + k) % 4],
              null, ${staff.id}::uuid, ${staff.name}, m.created_at + make_interval(days => k * 3),
              m.created_at + make_interval(days => k * 3)
            from memberships m cross join generate_series(1, ${options.notesPerPatient}) as k
            where m.treatment_center_id = ${center.id} and m.status <> 'invited'
            returning 1
          )
          select count(*)::int as n from inserted`),
        );
        result.notes += Number(notes?.n ?? 0);
      }

      await tx.execute(sql`
        insert into audit_events (actor_role, treatment_center_id, action, resource_type, resource_id, outcome, detail)
        values ('system', ${center.id}, 'bulk.seed', 'treatment_center', ${center.id}, 'success',
          ${JSON.stringify({ run, patients: count })}::jsonb)`);
    });
    result.centers++;
    if ((c + 1) % 10 === 0 || c + 1 === options.centers) {
      log(`  ${c + 1}/${options.centers} centers, ${result.patients} patients, ${result.checkIns} check-ins`);
    }
  }
  if (options.outcomesPatients) {
    result.outcomes = await seedOutcomesCenter(db, { run, patients: options.outcomesPatients, staffHash });
    result.patients += result.outcomes.patients;
    const outcomesCheckIns = await seedOutcomesCheckIns(db, result.outcomes.centerId);
    result.checkIns += outcomesCheckIns;
    log(
      `  outcomes center: ${result.outcomes.patients} patients, ${result.outcomes.assessments} assessments, ${result.outcomes.responses} responses, ${outcomesCheckIns} check-ins`,
    );
    await db.execute(sql`analyze assessments`);
    await db.execute(sql`analyze assessment_responses`);
    await db.execute(sql`analyze assessment_trajectories`);
  }
  await db.execute(sql`analyze memberships`);
  await db.execute(sql`analyze check_ins`);
  await db.execute(sql`analyze tcenter_notes`);
  result.ms = Date.now() - started;
  return result;
}

export function parseBulkOptions(argv: string[]): BulkOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      patients: { type: 'string', default: '100000' },
      centers: { type: 'string', default: '50' },
      days: { type: 'string', default: '30' },
      notes: { type: 'string', default: '2' },
      outcomes: { type: 'string', default: '2000' },
    },
  });
  const int = (name: string, value: string, min: number, max: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} must be a whole number ${min}–${max}`);
    return n;
  };
  return {
    patients: int('patients', values.patients, 0, 10_000_000),
    centers: int('centers', values.centers, 1, 10_000),
    days: int('days', values.days, 0, 365),
    notesPerPatient: int('notes', values.notes, 0, 50),
    outcomesPatients: int('outcomes', values.outcomes, 0, 100_000),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const options = parseBulkOptions(process.argv.slice(2));
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await database.migrate();
    if (database.kind !== 'postgres') {
      console.log('Note: no DATABASE_URL, seeding the embedded PGlite database (slow at large sizes).');
    }
    const [other] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from treatment_centers where name not like 'Bulk %'`,
      ),
    );
    if (Number(other?.n ?? 0) > 0) {
      console.log(
        `This database has ${other?.n} centers that are not bulk data; seeding anyway (bulk rows are marked "bulk-<run>").`,
      );
    }
    console.log(
      `Seeding ${options.patients} patients across ${options.centers} centers (${options.days} days of check-ins), and an outcomes center of ${options.outcomesPatients} patients…`,
    );
    const result = await seedBulk(database.db, options, console.log);
    console.log(
      `Run ${result.run}: ${result.centers} centers, ${result.patients} patients, ${result.checkIns} check-ins, ` +
        `${result.notes} notes in ${(result.ms / 1000).toFixed(1)}s (${database.kind}).`,
    );
    await database.close();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
