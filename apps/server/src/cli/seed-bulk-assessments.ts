import { type Answers, INSTRUMENTS, type InstrumentId, scoreAnswers } from '@portal/contracts/instruments';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { occasionKindSql } from '../modules/assessments/occasion-kind';
import { rebuildTrajectories } from '../modules/assessments/repository';
import { answersFor } from './demo-answers';
import { rng } from './patient-story';

/**
 * The bulk seed's outcomes center (issue 39 "Speed"): one center of N patients (2,000 by default)
 * admitted over the last 12 months, with every occasion of the default plan (PHQ-9 and BAM-R at
 * joining and every 4 weeks while active, BARC-10 at joining and discharge) and the responses to
 * them, written with set-based INSERT … SELECT (a few seconds for ~30,000 assessments).
 *
 * Answers are never made in SQL: a palette of answer sets per instrument and severity level is
 * made here and scored by `scoreAnswers` (the server's own scoring), and the SQL picks one per
 * response by the patient's course. The palette has no safety flags (no PHQ-9 item 9, no BAM-R
 * use), since this seed opens no alerts: a flagged response without its alert would be data the
 * product never makes. Occasion keys and windows are the product's (`occasionRows`), so the
 * assessments sweep claims nothing twice.
 */

/** Severity levels 0 (well) … LEVELS-1 (very unwell), and answer sets per level. */
const LEVELS = 21;
const VARIANTS = 8;
const PLAN_INSTRUMENTS = ['phq-9', 'bam-r', 'barc-10'] as const satisfies readonly InstrumentId[];

interface PaletteEntry {
  answers: Answers;
  scores: Record<string, number>;
  bands: Record<string, string>;
}

/** instrument → level → variant → a scored answer set without safety flags. */
export function answerPalette(): Record<string, PaletteEntry[][]> {
  const palette: Record<string, PaletteEntry[][]> = {};
  for (const id of PLAN_INSTRUMENTS) {
    palette[id] = Array.from({ length: LEVELS }, (_, level) =>
      Array.from({ length: VARIANTS }, (_, variant) => {
        // Severity capped below the BAM-R use line (answersFor gives use days only above 0.55).
        const severity = id === 'bam-r' ? Math.min(0.55, level / (LEVELS - 1)) : level / (LEVELS - 1);
        const answers = answersFor(id, severity, rng(level * 100 + variant + id.length * 10_000));
        const scored = scoreAnswers(INSTRUMENTS[id], answers);
        if (scored.flags.length > 0) throw new Error(`palette answer of ${id} is flagged`);
        return { answers, scores: scored.scores, bands: scored.bands };
      }),
    );
  }
  return palette;
}

export interface OutcomesCenterResult {
  centerId: string;
  patients: number;
  assessments: number;
  responses: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Creates "Bulk <run> Outcomes Center" with its staff member (`bulk-<run>-outcomes-staff@bulk.test`,
 * password `bulk-<run>-staff-password`, as the other bulk centers) and its patients' 12 months.
 */
export async function seedOutcomesCenter(
  db: Db,
  options: { run: string; patients: number; staffHash: string },
): Promise<OutcomesCenterResult> {
  const { run, patients } = options;
  const palette = JSON.stringify(answerPalette());
  const versions = JSON.stringify(
    Object.fromEntries(PLAN_INSTRUMENTS.map((id) => [id, INSTRUMENTS[id].version])),
  );
  return db.transaction(async (tx) => {
    const [center] = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into treatment_centers (name, wizard, time_zone)
        values (${`Bulk ${run} Outcomes Center`}, false, 'America/Chicago') returning id`),
    );
    if (!center) throw new Error('center insert returned nothing');
    await tx.execute(sql`
      insert into users (subject, email, password_hash, first_name, last_name, treatment_center_id, receiving_calls)
      values (${`portal|${crypto.randomUUID()}`}, ${`bulk-${run}-outcomes-staff@bulk.test`}, ${options.staffHash},
        'Outcomes', 'Staff', ${center.id}, true)`);

    // Admissions spread over 12 months; 75 % active, 15 % alumni (discharged 2–17 weeks after
    // joining, never after today), 10 % inactive. The schedule runs from first_day = admission day.
    await tx.execute(sql`
      with c as (select id, time_zone from treatment_centers where id = ${center.id}::uuid),
      p as (
        select i, now() - make_interval(days => 1 + (i * 7919) % 365, mins => (i * 37) % 600) as created_at
        from generate_series(1, ${patients}::int) as i
      )
      insert into memberships (treatment_center_id, status, email, first_name, last_name, phone_number,
        first_day, discharged_on, addictions, created_at, updated_at)
      select c.id,
        case when i % 20 < 15 then 'active' when i % 20 < 18 then 'alumni' else 'inactive' end,
        'bulk-' || ${run} || '-o-' || i || '@bulk.test',
        (array['John','María','Zoë','Ahmed','Li','Renée','Carlos','Ana','Noah','Élodie','Kai','Sofía'])[1 + i % 12],
        (array['Smith','García','Nguyen','Müller','O''Brien','Kowalski','Dubois','Rossi','Silva','Çelik'])[1 + (i / 12) % 10],
        '1556' || lpad(i::text, 7, '0'),
        (p.created_at at time zone c.time_zone)::date,
        case when i % 20 between 15 and 17 then least((now() at time zone c.time_zone)::date,
          (p.created_at at time zone c.time_zone)::date + 14 + (i * 13) % 105) end,
        array['alcohol'], p.created_at, now()
      from p cross join c`);

    // Every occasion of the default plan that has come due, as occasionRows makes them: intervals
    // while active (up to the day before discharge), joining for all, discharge for alumni; only
    // joining for inactive patients (they left before their first interval).
    const [made] = rowsOf<{ assessments: number; responses: number }>(
      await tx.execute(sql`
      with pal as (select ${palette}::jsonb as j),
      c as (
        select id, time_zone, (now() at time zone time_zone)::date as today
        from treatment_centers where id = ${center.id}::uuid
      ),
      m as (
        select m.id, m.status, m.first_day as joined, m.discharged_on, c.today, c.time_zone,
          abs(hashtext(m.id::text)::bigint) as h
        from memberships m cross join c where m.treatment_center_id = c.id
      ),
      occ as (
        select m.*, ins.id as instrument, m.joined + 28 * k as due_on,
          case when k = 0 then 'joining' else 'week-' || (4 * k) end as occasion
        from m cross join (values ('phq-9'), ('bam-r')) as ins(id)
        cross join lateral generate_series(0, case when m.status = 'inactive' then 0 else
          greatest(0, (least(coalesce(m.discharged_on - 1, m.today), m.today) - m.joined) / 28) end) as k
        union all
        select m.*, 'barc-10', m.joined, 'joining' from m
        union all
        select m.*, 'barc-10', m.discharged_on, 'discharge' from m where m.status = 'alumni'
      ),
      decided as (
        select occ.*, occ.due_on + 6 as last_day,
          abs(hashtext(occ.id::text || occ.instrument || occ.occasion)::bigint) as h2
        from occ where occ.due_on <= occ.today
      ),
      fate as (
        select d.*,
          case
            when d.last_day < d.today then (case when d.h2 % 100 < 9 then 'missed' else 'completed' end)
            when d.due_on < d.today and d.h2 % 100 < 55 then 'completed'
            else 'due'
          end as status_now,
          -- Severity 0–20: a start of 9–16; 7 in 10 improve over ~60 days, 2 stay, 1 gets worse; noise.
          least(20, greatest(0, round(
            (9 + d.h % 8) * (case when d.h % 10 < 7 then 1 - 0.7 * least(1, (d.due_on - d.joined) / 60.0) else 1 end)
            + (case when d.h % 10 = 9 then 6 * least(1, (d.due_on - d.joined) / 60.0) else 0 end)
            + (d.h2 % 5 - 2) * 0.6)))::int as level
        from decided d
      ),
      inserted as (
        insert into assessments (treatment_center_id, membership_id, instrument_id, instrument_version,
          occasion, due_on, last_day, status, created_at)
        select ${center.id}::uuid, f.id, f.instrument, ${versions}::jsonb ->> f.instrument, f.occasion,
          f.due_on, f.last_day, f.status_now, (f.due_on::timestamp at time zone f.time_zone)
        from fate f
        returning id, membership_id, instrument_id, instrument_version, occasion, due_on, status
      ),
      answered as (
        insert into assessment_responses (assessment_id, treatment_center_id, membership_id, instrument_id,
          instrument_version, occasion_kind, language, answers, scores, bands, started_at, submitted_at, client_key)
        select a.id, ${center.id}::uuid, a.membership_id, a.instrument_id, a.instrument_version,
          ${occasionKindSql(sql`a.occasion`)}, 'en',
          e -> 'answers', e -> 'scores', e -> 'bands', at - interval '6 minutes', at, 'bulk-' || a.id
        from inserted a
        cross join pal
        join fate f on f.id = a.membership_id and f.instrument = a.instrument_id and f.occasion = a.occasion
        cross join lateral (
          select pal.j -> a.instrument_id -> f.level -> (f.h2 % ${VARIANTS})::int as e,
            ((a.due_on + ((f.h2 / 100) % least(7, greatest(1, f.today - a.due_on)))::int)::timestamp
              + time '08:00' + make_interval(mins => (f.h2 % 720)::int)) at time zone f.time_zone as at
        ) x
        where a.status = 'completed'
        returning 1
      )
      select (select count(*)::int from inserted) as assessments, (select count(*)::int from answered) as responses`),
    );
    // The responses' trajectories (what a live submission keeps with recordTrajectory), in bulk.
    await rebuildTrajectories(tx, center.id);
    await tx.execute(sql`
      insert into audit_events (actor_role, treatment_center_id, action, resource_type, resource_id, outcome, detail)
      values ('system', ${center.id}, 'bulk.seed', 'treatment_center', ${center.id}, 'success',
        ${JSON.stringify({ run, patients, assessments: made?.assessments ?? 0 })}::jsonb)`);
    return {
      centerId: center.id,
      patients,
      assessments: Number(made?.assessments ?? 0),
      responses: Number(made?.responses ?? 0),
    };
  });
}
