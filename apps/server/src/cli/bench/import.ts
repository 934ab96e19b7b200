/**
 * Goal 10 of `npm run bench`: a CSV of 10,000 reservations uploaded through the real route
 * (`POST /v3/memberships/invite_patients`, multipart, the portal's own request), validated and
 * imported, timed from the request to the answer. A latency, not a ratio: each run is a fresh file
 * (new phone numbers); the median run is the figure, the slowest is shown beside it.
 */
import type { Target } from './load';
import { fmt, median, type Row } from './stats';

/** Ten thousand valid rows: 11-digit US numbers, unique per run, half with an fb_email. */
export function reservationCsv(run: number, rows: number): string {
  const lines = ['phone_number,fb_email'];
  for (let i = 0; i < rows; i++) {
    const phone = `1555${2_000_000 + run * rows + i}`;
    lines.push(i % 2 ? `${phone},bench-${run}-${i}@example.com` : `${phone},`);
  }
  return `${lines.join('\n')}\n`;
}

async function upload(target: Target, csv: string) {
  const form = new FormData();
  form.append('import_valid_only', 'false');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'reservations.csv');
  const t0 = performance.now();
  const res = await fetch(`${target.origin}/v3/memberships/invite_patients`, {
    method: 'POST',
    headers: target.headers,
    body: form,
  });
  const body = (await res.json()) as { imported?: number; message?: string };
  return { ms: performance.now() - t0, status: res.status, imported: body.imported ?? 0, body };
}

export async function csvImportBench(target: Target, options: { rows: number; runs: number }): Promise<Row> {
  const times: number[] = [];
  const failures: string[] = [];
  for (let run = 0; run < options.runs; run++) {
    const r = await upload(target, reservationCsv(run, options.rows));
    if (r.status !== 201 || r.imported !== options.rows) {
      failures.push(`run ${run + 1}: ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
    }
    times.push(r.ms);
  }
  const worst = Math.max(...times);
  // The median run decides, as for every figure here: one slow upload on a busy machine is noise.
  const typical = median(times);
  return {
    goal: `10. CSV import of ${options.rows.toLocaleString('en-US')} rows (HTTP, PostgreSQL)`,
    figure: `${fmt(typical / 1000, 2)} s median, ${fmt(worst / 1000, 2)} s slowest`,
    target: '≤ 3 s',
    pass: failures.length === 0 && typical <= 3000,
    note: `${options.runs} uploads of a fresh file each (${times.map((t) => fmt(t / 1000, 2)).join(', ')} s), multipart POST /v3/memberships/invite_patients, all-or-nothing${failures.length ? `; failed: ${failures.join('; ')}` : ''}`,
  };
}
