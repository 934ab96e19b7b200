/**
 * Goal 13b of `npm run bench` (issue 40 item 4): a Bulk Data `$export` of the outcomes center
 * (2,000 patients admitted over 12 months, with their check-ins and assessments: its Patients,
 * Observations (daily moods and scores), QuestionnaireResponses and Consents; the bulk seed signs
 * no consents, so that type has no file) with the center's staff token, as a clinic's system
 * starts it: kick-off, status polled every 250 ms until the manifest. Measured: the time from
 * kick-off to done (≤ 60 s) and how much the server's resident memory grows meanwhile (≤ 150 MB;
 * /proc/<pid>/status VmRSS sampled every 100 ms against the value before the kick-off): the job
 * reads page after page and holds one file at most, so its memory must not follow the center's
 * size. The note says what was exported: each type's resources and NDJSON bytes (the files are
 * fetched after the timing).
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AssessmentsBenchOptions } from './assessments';
import { fmt, type Row } from './stats';
import { staffAccessToken } from './token';

const GOAL = '13b. FHIR $export of the outcomes center';
const TARGET = '≤ 60 s to done, RSS growth ≤ 150 MB';

/** VmRSS of a /proc/<pid>/status text, in bytes (NaN when the line is missing). */
export function rssOf(status: string): number {
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  return kb === undefined ? Number.NaN : Number(kb) * 1024;
}

const rssOfPid = (pid: number) => rssOf(readFileSync(`/proc/${pid}/status`, 'utf8'));

/** The bytes of one output file, read as a stream (never held whole). */
async function fileBytes(url: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(url, { headers: { ...headers, accept: 'application/fhir+ndjson' } });
  if (res.status !== 200 || !res.body) throw new Error(`output file answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

export async function fhirExportBench(o: AssessmentsBenchOptions): Promise<Row[]> {
  try {
    return await exportRows(o);
  } catch (err) {
    const note = `not measured: ${err instanceof Error ? err.message.slice(0, 300) : err}`;
    return [{ goal: GOAL, figure: '—', target: TARGET, pass: null, note }];
  }
}

async function exportRows(o: AssessmentsBenchOptions): Promise<Row[]> {
  const [staff] = await o.db
    .select()
    .from(users)
    .where(eq(users.email, `bulk-${o.run}-outcomes-staff@bulk.test`));
  if (!staff?.treatmentCenterId) throw new Error('no outcomes center (seedBulk without outcomesPatients?)');
  const headers = { authorization: `Bearer ${await staffAccessToken(o.config, o.db, staff)}` };

  const before = rssOfPid(o.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOfPid(o.pid));
  }, 100);
  o.log(`${GOAL}: kick-off, then the status every 250 ms…`);
  const started = performance.now();
  try {
    const kick = await fetch(`${o.origin}/fhir/R4/Group/${staff.treatmentCenterId}/$export`, {
      headers: { ...headers, accept: 'application/fhir+json', prefer: 'respond-async' },
    });
    if (kick.status !== 202) throw new Error(`kick-off answered ${kick.status}: ${await kick.text()}`);
    const status = kick.headers.get('content-location') as string;
    const statusUrl = `${o.origin}${new URL(status).pathname}`;
    for (;;) {
      const res = await fetch(statusUrl, { headers });
      if (res.status === 200) {
        const seconds = (performance.now() - started) / 1000;
        const manifest = (await res.json()) as { output: { type: string; url: string; count: number }[] };
        clearInterval(sampler);
        const growth = (peak - before) / 1024 / 1024;
        // What was exported, after the timing: each type's resources and NDJSON bytes (every file
        // fetched with the token, as a client would).
        const counts = new Map<string, { n: number; bytes: number }>();
        for (const f of manifest.output) {
          const bytes = await fileBytes(`${o.origin}${new URL(f.url).pathname}`, headers);
          const c = counts.get(f.type) ?? { n: 0, bytes: 0 };
          counts.set(f.type, { n: c.n + f.count, bytes: c.bytes + bytes });
        }
        const what = [...counts].map(([t, c]) => `${c.n} ${t} (${fmt(c.bytes / 1024 / 1024, 1)} MB)`);
        return [
          {
            goal: `${GOAL}: time to done and server RSS growth`,
            figure: `${fmt(seconds)} s, RSS +${fmt(growth, 0)} MB`,
            target: TARGET,
            pass: seconds <= 60 && growth <= 150,
            note: `${what.join(', ')} of NDJSON in ${manifest.output.length} files; RSS ${fmt(before / 1024 / 1024, 0)} MB before, peak ${fmt(peak / 1024 / 1024, 0)} MB`,
          },
        ];
      }
      if (res.status !== 202) throw new Error(`status answered ${res.status}: ${await res.text()}`);
      if (performance.now() - started > 600_000) throw new Error('not done after 10 minutes');
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    clearInterval(sampler);
  }
}
