/**
 * Which goals a run of `npm run bench` measures (`--only`), and what each needs prepared: a run of one
 * goal should not pay for the seeding, builds and baselines of the others.
 */

/** The goal numbers of docs/performance.md ("The benchmarks and their goals"). */
export const GOALS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
export type Goal = (typeof GOALS)[number];

const isGoal = (n: number): n is Goal => (GOALS as readonly number[]).includes(n);

/**
 * `--only 4,5`, `--only 9`, `--only 1-3,8` (a row's letter is accepted and ignored: `7a` is goal 7);
 * no list: every goal.
 */
export function parseOnly(list: string | undefined): Set<Goal> {
  if (list === undefined) return new Set(GOALS);
  const out = new Set<Goal>();
  for (const raw of list.split(',')) {
    const part = raw.trim();
    const m = /^(\d+)[a-z]?(?:\s*-\s*(\d+)[a-z]?)?$/i.exec(part);
    if (!m) throw new Error(`--only: "${part}" is not a goal number (expected e.g. 4,5 or 1-3)`);
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from) throw new Error(`--only: the range "${part}" runs backwards`);
    for (let n = from; n <= to; n++) {
      if (!isGoal(n)) throw new Error(`--only: there is no goal ${n} (goals are ${GOALS.join(', ')})`);
      out.add(n);
    }
  }
  if (out.size === 0) throw new Error('--only: no goal given');
  return out;
}

/** What the chosen goals need prepared before they run. */
export function needsOf(only: Set<Goal>) {
  const any = (...goals: Goal[]) => goals.some((g) => only.has(g));
  return {
    /**
     * The bulk data set at the requested size. Goals 5, 6, 7 and 10 need only a staff member of a
     * center (and 10 the center), so they run on a small seed; 13 searches beside the whole set.
     */
    fullSeed: any(1, 2, 3, 4, 8, 9, 13),
    /** The portal's (and the patient app's) production build. */
    webBuild: any(7, 8),
    /** The bare node:http baseline of goal 5. */
    bare: any(5),
    /** The fixed-rate search run shared by 1b and 2. */
    fixedRate: any(1, 2),
    /**
     * The bulk seed's outcomes center (2,000 patients, 12 months of assessments): goals 11, 12 and
     * 13 (its scores as FHIR Observations), and goal 8's Outcomes page.
     */
    outcomesCenter: any(8, 11, 12, 13),
  };
}
