import {
  CHANGE_NAMES,
  FOLLOW_UP_DAYS,
  type OutcomesCompletion,
  type OutcomesFollowUp,
  type OutcomesResponse,
  type OutcomesScore,
} from '@portal/contracts';
import {
  INSTRUMENT_IDS,
  INSTRUMENTS,
  type InstrumentId,
  nameChange,
  type ScoreDefinition,
} from '@portal/contracts/instruments';
import type { OutcomesRow } from './repository';

/**
 * The Outcomes figures from the main statement's rows (repository.ts), a pure function: the SQL
 * groups by admission month, this keeps the months and instrument asked for (`filterRows`), names
 * the changes (with change.ts, the same rule as a patient's Assessments tab), averages and rounds.
 * Every rule is written out in docs/outcomes.md.
 */

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;
/** Means to one decimal; null without a denominator. */
export const meanOf = (sum: number, n: number) => (n > 0 ? round(sum / n, 1) : null);
/** Shares as a fraction to three decimals; null without a denominator. */
export const shareOf = (count: number, n: number) => (n > 0 ? round(count / n, 3) : null);

export function completionOf(counts: Partial<Record<string, number>>): OutcomesCompletion {
  const completed = counts.completed ?? 0;
  const missed = counts.missed ?? 0;
  const open = counts.due ?? 0;
  return {
    owed: completed + missed + open,
    completed,
    missed,
    open,
    rate: shareOf(completed, completed + missed),
  };
}

/** Program week of a plan occasion: joining is week 0, `week-N` is N; other occasions have none. */
export function programWeek(occasion: string): number | null {
  if (occasion === 'joining') return 0;
  const m = /^week-(\d+)$/.exec(occasion);
  return m ? Number(m[1]) : null;
}

const followUpDays = (occasion: string) => {
  const m = /^follow-up-(\d+)$/.exec(occasion);
  return m ? Number(m[1]) : null;
};

/** BAM-R's Use subscale: 0 means no alcohol or drug use reported in the last 30 days. */
const isUseScore = (instrument: string, key: string) => instrument === 'bam-r' && key === 'use';

const num = (v: string | number | null) => Number(v ?? 0);

function add(map: Map<string, Partial<Record<string, number>>>, key: string, status: string, n: number) {
  const counts = map.get(key) ?? {};
  counts[status] = (counts[status] ?? 0) + n;
  map.set(key, counts);
}

interface Paired {
  patients: number;
  paired: number;
  baselineSum: number;
  latestSum: number;
}
const emptyPaired = (): Paired => ({ patients: 0, paired: 0, baselineSum: 0, latestSum: 0 });

function scoreFigures(def: ScoreDefinition, instrument: string, rows: OutcomesRow[]): OutcomesScore {
  const pairs = rows.filter((r) => r.part === 'pair');
  const all = emptyPaired();
  const cohorts = new Map<string, Paired>();
  const changes = Object.fromEntries(CHANGE_NAMES.map((n) => [n, 0])) as Record<string, number>;
  let noUseBaseline = 0;
  let noUseLatest = 0;
  for (const r of pairs) {
    const cohort = cohorts.get(r.cohort ?? '') ?? emptyPaired();
    cohorts.set(r.cohort ?? '', cohort);
    const baseline = num(r.baseline);
    const latest = num(r.latest);
    for (const p of [all, cohort]) {
      p.patients += r.n;
      if (!r.paired) continue;
      p.paired += r.n;
      p.baselineSum += baseline * r.n;
      p.latestSum += latest * r.n;
    }
    if (!r.paired) continue;
    const name = nameChange(def, baseline, latest);
    if (name) changes[name] = (changes[name] ?? 0) + r.n;
    if (baseline === 0) noUseBaseline += r.n;
    if (latest === 0) noUseLatest += r.n;
  }
  const share = (count: number) => ({ count, share: shareOf(count, all.paired) });
  const weeks = rows
    .filter((r) => r.part === 'occasion' && programWeek(r.occasion ?? '') !== null)
    .map((r) => ({
      week: programWeek(r.occasion ?? '') as number,
      responses: r.n,
      mean: meanOf(num(r.total), r.n) ?? 0,
      no_use_share: isUseScore(instrument, def.key) ? shareOf(r.zeros ?? 0, r.n) : null,
    }))
    .sort((a, b) => a.week - b.week);
  return {
    key: def.key,
    label: def.label,
    better: def.better,
    patients: all.patients,
    paired: all.paired,
    baseline_mean: meanOf(all.baselineSum, all.paired),
    latest_mean: meanOf(all.latestSum, all.paired),
    change:
      def.mid === undefined
        ? null
        : (Object.fromEntries(
            CHANGE_NAMES.map((n) => [n, share(changes[n] ?? 0)]),
          ) as OutcomesScore['change']),
    no_use: isUseScore(instrument, def.key)
      ? { baseline: share(noUseBaseline), latest: share(noUseLatest) }
      : null,
    cohorts: [...cohorts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, p]) => ({
        month,
        patients: p.patients,
        paired: p.paired,
        baseline_mean: meanOf(p.baselineSum, p.paired),
        latest_mean: meanOf(p.latestSum, p.paired),
      })),
    weeks,
  };
}

/**
 * The rows of the patients admitted in `from`–`to` (inclusive, YYYY-MM; null: no bound), of one
 * instrument or all: `pair` rows as they are (they stay per cohort), `occasion` and `owed` rows
 * summed over the chosen cohorts (their figures are not per cohort), and the `today` row.
 */
function filterRows(rows: OutcomesRow[], filters: OutcomesResponse['filters']): OutcomesRow[] {
  const { from, to, instrument } = filters;
  const kept: OutcomesRow[] = [];
  const summed = new Map<string, OutcomesRow>();
  for (const r of rows) {
    if (r.part === 'today') {
      kept.push(r);
      continue;
    }
    const cohort = r.cohort ?? '';
    if ((from && cohort < from) || (to && cohort > to) || (instrument && r.instrument_id !== instrument))
      continue;
    if (r.part === 'pair') {
      kept.push(r);
      continue;
    }
    const key = [r.part, r.instrument_id, r.key, r.occasion, r.status].join('\u0000');
    const sum = summed.get(key);
    if (!sum) {
      summed.set(key, { ...r, cohort: null, total: r.total === null ? null : num(r.total) });
      continue;
    }
    sum.n += r.n;
    if (sum.total !== null) sum.total = num(sum.total) + num(r.total);
    if (sum.zeros !== null) sum.zeros += r.zeros ?? 0;
  }
  return [...kept, ...summed.values()];
}

/** The answer for one set of filters, from the center's rows (all cohorts, all instruments). */
export function outcomesFigures(all: OutcomesRow[], filters: OutcomesResponse['filters']): OutcomesResponse {
  const rows = filterRows(all, filters);
  const today = rows.find((r) => r.part === 'today')?.cohort ?? '';
  const owedAll: Partial<Record<string, number>> = {};
  const owedByInstrument = new Map<string, Partial<Record<string, number>>>();
  const owedByFollowUp = new Map<string, Partial<Record<string, number>>>();
  for (const r of rows) {
    if (r.part !== 'owed' || !r.status || !r.instrument_id) continue;
    owedAll[r.status] = (owedAll[r.status] ?? 0) + r.n;
    add(owedByInstrument, r.instrument_id, r.status, r.n);
    const days = followUpDays(r.occasion ?? '');
    if (days !== null) add(owedByFollowUp, String(days), r.status, r.n);
  }
  const present = new Set(rows.flatMap((r) => (r.instrument_id ? [r.instrument_id] : [])));
  const ids = INSTRUMENT_IDS.filter((id) =>
    filters.instrument ? id === filters.instrument : present.has(id),
  );
  const instruments = ids.map((id: InstrumentId) => ({
    instrument_id: id,
    title: INSTRUMENTS[id].title,
    completion: completionOf(owedByInstrument.get(id) ?? {}),
    scores: INSTRUMENTS[id].scores.map((def) =>
      scoreFigures(
        def,
        id,
        rows.filter((r) => r.instrument_id === id && r.key === def.key),
      ),
    ),
  }));
  const follow_ups: OutcomesFollowUp[] = FOLLOW_UP_DAYS.map((days) => ({
    days,
    completion: completionOf(owedByFollowUp.get(String(days)) ?? {}),
    results: rows
      .filter((r) => r.part === 'occasion' && r.occasion === `follow-up-${days}` && r.instrument_id && r.key)
      .map((r) => ({
        instrument_id: r.instrument_id as InstrumentId,
        key: r.key as string,
        responses: r.n,
        mean: meanOf(num(r.total), r.n) ?? 0,
        no_use_share: isUseScore(r.instrument_id ?? '', r.key ?? '') ? shareOf(r.zeros ?? 0, r.n) : null,
      }))
      .sort(
        (a, b) =>
          INSTRUMENT_IDS.indexOf(a.instrument_id) - INSTRUMENT_IDS.indexOf(b.instrument_id) ||
          a.key.localeCompare(b.key),
      ),
  }));
  return { filters, today, completion: completionOf(owedAll), instruments, follow_ups };
}
