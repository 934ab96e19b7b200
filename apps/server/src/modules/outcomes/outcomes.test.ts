import { randomUUID } from 'node:crypto';
import { FOLLOW_UP_DAYS, routes } from '@portal/contracts';
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId, nameChange } from '@portal/contracts/instruments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPatient } from '../../../test/helpers/app-patient';
import { createCenter, type SeededCenter } from '../../../test/helpers/fixtures';
import { auditCount, createPatient } from '../../../test/helpers/patients';
import { createTestServer, type TestServer } from '../../../test/helpers/server';
import { centerDay } from '../../db/center-day';
import { assessments, disclosures } from '../../db/schema/index';
import { insertResponse } from '../assessments/repository';
import { PART2_NOTICE } from '../consents/terms';

/**
 * The center's Outcomes (issue 39 §6) against the raw rows: the test seeds assessments and
 * responses, computes every figure again in plain TypeScript from what it seeded (its own grouping,
 * means and rounding; the change names from change.ts, the one rule the product has), and requires
 * the endpoint's answer to equal it, with and without filters. Then the CSV files: the de-identified
 * one holds no name, e-mail, phone, id or full date; the identified one holds only consenting
 * patients, says how many were left out, carries the 42 CFR 2.32 notice, and records one disclosure
 * per patient; a revocation takes effect on the next export.
 */

interface Seeded {
  membershipId: string;
  cohort: string;
  instrument: InstrumentId;
  occasion: string;
  dueOn: string;
  status: 'due' | 'completed' | 'missed';
  scores?: Record<string, number>;
  submittedAt?: string;
}

/** A small deterministic generator, so a failure can be replayed. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const r1 = (x: number) => Math.round(x * 10) / 10;
const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** Every figure, recomputed from the seeded rows (docs/outcomes.md is the rule being checked). */
function expected(
  all: Seeded[],
  today: string,
  f: { from?: string; to?: string; instrument?: InstrumentId } = {},
) {
  const rows = all.filter(
    (s) =>
      (!f.from || s.cohort >= f.from) &&
      (!f.to || s.cohort <= f.to) &&
      (!f.instrument || s.instrument === f.instrument),
  );
  const owed = rows.filter((s) => s.dueOn <= today);
  const completion = (list: Seeded[]) => {
    const completed = list.filter((s) => s.status === 'completed').length;
    const missed = list.filter((s) => s.status === 'missed').length;
    const open = list.filter((s) => s.status === 'due').length;
    return {
      owed: list.length,
      completed,
      missed,
      open,
      rate: completed + missed ? r3(completed / (completed + missed)) : null,
    };
  };
  const done = rows.filter((s) => s.status === 'completed');
  const ids = INSTRUMENT_IDS.filter((id) =>
    f.instrument
      ? id === f.instrument
      : done.some((s) => s.instrument === id) || owed.some((s) => s.instrument === id),
  );
  const weekOf = (o: string) => (o === 'joining' ? 0 : /^week-(\d+)$/.test(o) ? Number(o.slice(5)) : null);
  const instruments = ids.map((id) => {
    const mine = done.filter((s) => s.instrument === id);
    const byPatient = new Map<string, Seeded[]>();
    for (const s of mine) byPatient.set(s.membershipId, [...(byPatient.get(s.membershipId) ?? []), s]);
    const scores = INSTRUMENTS[id].scores.map((def) => {
      const ends = [...byPatient.values()].map((list) => {
        const sorted = [...list].sort((a, b) => (a.submittedAt ?? '').localeCompare(b.submittedAt ?? ''));
        const first = sorted[0] as Seeded;
        const last = sorted[sorted.length - 1] as Seeded;
        return {
          cohort: first.cohort,
          paired: sorted.length >= 2,
          baseline: first.scores?.[def.key] ?? 0,
          latest: last.scores?.[def.key] ?? 0,
        };
      });
      const summary = (list: typeof ends) => {
        const paired = list.filter((e) => e.paired);
        const sum = (k: 'baseline' | 'latest') => paired.reduce((t, e) => t + e[k], 0);
        return {
          patients: list.length,
          paired: paired.length,
          baseline_mean: paired.length ? r1(sum('baseline') / paired.length) : null,
          latest_mean: paired.length ? r1(sum('latest') / paired.length) : null,
        };
      };
      const paired = ends.filter((e) => e.paired);
      const share = (count: number) => ({ count, share: paired.length ? r3(count / paired.length) : null });
      const names = ['remission', 'response', 'improved', 'unchanged', 'worse'] as const;
      const isUse = id === 'bam-r' && def.key === 'use';
      const weeks = new Map<number, number[]>();
      for (const s of mine) {
        const w = weekOf(s.occasion);
        if (w !== null) weeks.set(w, [...(weeks.get(w) ?? []), s.scores?.[def.key] ?? 0]);
      }
      return {
        key: def.key,
        label: def.label,
        better: def.better,
        ...summary(ends),
        change:
          def.mid === undefined
            ? null
            : Object.fromEntries(
                names.map((n) => [
                  n,
                  share(paired.filter((e) => nameChange(def, e.baseline, e.latest) === n).length),
                ]),
              ),
        no_use: isUse
          ? {
              baseline: share(paired.filter((e) => e.baseline === 0).length),
              latest: share(paired.filter((e) => e.latest === 0).length),
            }
          : null,
        cohorts: [...new Set(ends.map((e) => e.cohort))]
          .sort()
          .map((month) => ({ month, ...summary(ends.filter((e) => e.cohort === month)) })),
        weeks: [...weeks.entries()]
          .sort(([a], [b]) => a - b)
          .map(([week, values]) => ({
            week,
            responses: values.length,
            mean: r1(values.reduce((t, v) => t + v, 0) / values.length),
            no_use_share: isUse ? r3(values.filter((v) => v === 0).length / values.length) : null,
          })),
      };
    });
    return {
      instrument_id: id,
      title: INSTRUMENTS[id].title,
      completion: completion(owed.filter((s) => s.instrument === id)),
      scores,
    };
  });
  const follow_ups = FOLLOW_UP_DAYS.map((days) => {
    const at = `follow-up-${days}`;
    const answered = done.filter((s) => s.occasion === at);
    return {
      days,
      completion: completion(owed.filter((s) => s.occasion === at)),
      results: INSTRUMENT_IDS.flatMap((id) =>
        INSTRUMENTS[id].scores
          .map((d) => d.key)
          .sort()
          .flatMap((key) => {
            const values = answered.filter((s) => s.instrument === id).map((s) => s.scores?.[key] ?? 0);
            if (!values.length) return [];
            return [
              {
                instrument_id: id,
                key,
                responses: values.length,
                mean: r1(values.reduce((t, v) => t + v, 0) / values.length),
                no_use_share:
                  id === 'bam-r' && key === 'use'
                    ? r3(values.filter((v) => v === 0).length / values.length)
                    : null,
              },
            ];
          }),
      ),
    };
  });
  return {
    filters: { from: f.from ?? null, to: f.to ?? null, instrument: f.instrument ?? null },
    today,
    completion: completion(owed),
    instruments,
    follow_ups,
  };
}

describe('outcomes', () => {
  let server: TestServer;
  let a: SeededCenter;
  let b: SeededCenter;
  let today: string;
  const seeded: Seeded[] = [];
  const db = () => server.deps.database.db;
  const path = (c: SeededCenter, query = '') => `/v3/treatment_centers/${c.center.id}/outcomes${query}`;
  const csvPath = (c: SeededCenter, query: string) =>
    `/v3/treatment_centers/${c.center.id}/outcomes.csv?${query}`;
  const get = (url: string, auth: Record<string, string>) =>
    server.app.inject({ method: 'GET', url, headers: auth });

  async function seed(center: SeededCenter, s: Seeded, keep = true) {
    const [row] = await db()
      .insert(assessments)
      .values({
        treatmentCenterId: center.center.id,
        membershipId: s.membershipId,
        instrumentId: s.instrument,
        instrumentVersion: INSTRUMENTS[s.instrument].version,
        occasion: s.occasion,
        dueOn: s.dueOn,
        lastDay: s.dueOn,
        status: s.status,
      })
      .returning();
    if (s.status === 'completed' && row) {
      // The product's write (response, its occasion kind and the patient's trajectory, together).
      await db().transaction((tx) =>
        insertResponse(tx, row, {
          assessmentId: row.id,
          treatmentCenterId: center.center.id,
          membershipId: s.membershipId,
          instrumentId: s.instrument,
          instrumentVersion: row.instrumentVersion,
          language: 'en',
          answers: {},
          scores: s.scores ?? {},
          bands: {},
          submittedAt: new Date(s.submittedAt ?? ''),
          clientKey: randomUUID(),
        }),
      );
    }
    if (keep) seeded.push(s);
  }

  const addDays = (day: string, n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

  /** One patient's year: PHQ-9 and BAM-R at joining and every 4 weeks, GAD-7 for some, follow-ups for alumni. */
  async function seedPatient(center: SeededCenter, joined: string, rand: () => number, keep = true) {
    const m = await createPatient(server, center.center.id, { createdAt: new Date(`${joined}T15:00:00Z`) });
    const cohort = joined.slice(0, 7);
    const status = () => {
      const x = rand();
      return x < 0.7 ? 'completed' : x < 0.9 ? 'missed' : 'due';
    };
    const int = (max: number) => Math.floor(rand() * (max + 1));
    const scoresOf = (id: InstrumentId): Record<string, number> =>
      id === 'bam-r'
        ? { use: rand() < 0.5 ? 0 : int(30), risk: int(180), protective: int(180) }
        : id === 'gad-7'
          ? { total: int(21) }
          : { total: int(27) };
    const occasions = [
      'joining',
      'week-4',
      'week-8',
      'week-12',
      `assigned-${randomUUID()}`,
      'follow-up-30',
      'follow-up-90',
    ];
    const instruments: InstrumentId[] = rand() < 0.4 ? ['phq-9', 'bam-r', 'gad-7'] : ['phq-9', 'bam-r'];
    for (const instrument of instruments) {
      for (const [i, occasion] of occasions.entries()) {
        const dueOn = addDays(joined, i * 28 + (occasion.startsWith('assigned') ? 3 : 0));
        const st = dueOn > today ? 'due' : status();
        await seed(
          center,
          {
            membershipId: m.id,
            cohort,
            instrument,
            occasion,
            dueOn,
            status: st,
            ...(st === 'completed'
              ? {
                  scores: scoresOf(instrument),
                  submittedAt: `${addDays(dueOn, int(5))}T1${int(9)}:00:00.000Z`,
                }
              : {}),
          },
          keep,
        );
      }
    }
    return m;
  }

  beforeAll(async () => {
    server = await createTestServer();
    a = await createCenter(server, 'Harbor House');
    b = await createCenter(server, 'Pine Ridge');
    today = (await centerDay(db(), a.center.id, new Date()))?.today ?? '';
    const rand = prng(39);
    const months = ['2026-01-12', '2026-04-03', '2026-04-20', '2026-05-07', '2026-06-15', '2026-06-28'];
    for (let i = 0; i < 18; i++) await seedPatient(a, months[i % months.length] as string, rand);
    // Center B's patients: never in A's figures.
    for (let i = 0; i < 3; i++) await seedPatient(b, '2026-04-10', rand, false);
  }, 120_000);
  afterAll(() => server.close());

  it('answers every figure as computed again from the raw responses', async () => {
    const res = await get(path(a), a.staff.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expected(seeded, today));
    // The data exercise every rule: each change name and both BAM-R answers occur.
    const phq = res.json().instruments.find((i: { instrument_id: string }) => i.instrument_id === 'phq-9');
    for (const name of ['remission', 'response', 'improved', 'unchanged', 'worse'])
      expect(phq.scores[0].change[name].count, name).toBeGreaterThan(0);
    expect(res.json().follow_ups[0].completion.completed).toBeGreaterThan(0);
    expect(res.json().completion.missed).toBeGreaterThan(0);
  });

  it("filters by admission months and instrument, the same way, from the center's one set of rows", async () => {
    const owner = await get(path(a, '?from=2026-04&to=2026-05'), a.owner.auth);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toEqual(expected(seeded, today, { from: '2026-04', to: '2026-05' }));
    // The filter sets a person uses: each instrument, month ranges (open at either end, one month,
    // a month without admissions), and both together. All are answered from the rows the first
    // request computed (recent.ts); each must equal the computation from the raw responses.
    const sets: { from?: string; to?: string; instrument?: InstrumentId }[] = [
      ...INSTRUMENT_IDS.map((instrument) => ({ instrument })),
      { from: '2026-06' },
      { to: '2026-04' },
      { from: '2026-04', to: '2026-04' },
      { from: '2026-02', to: '2026-03' },
      { from: '2026-01', to: '2026-06' },
      { instrument: 'bam-r', from: '2026-06' },
      { instrument: 'phq-9', from: '2026-04', to: '2026-05' },
      { instrument: 'gad-7', to: '2026-04' },
    ];
    for (const f of sets) {
      const query = new URLSearchParams(f as Record<string, string>).toString();
      const res = await get(path(a, `?${query}`), a.staff.auth);
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual(expected(seeded, today, f));
    }
  });

  it('keeps the first response by submission time as the baseline when responses arrive out of order', async () => {
    // Center C alone: its rows are computed afresh, after every insert below.
    const c = await createCenter(server, 'Cedar Point');
    const m = await createPatient(server, c.center.id, { createdAt: new Date('2026-03-04T15:00:00Z') });
    const cSeeded: Seeded[] = [];
    const answer = (occasion: string, total: number, submittedAt: string) => ({
      membershipId: m.id,
      cohort: '2026-03',
      instrument: 'phq-9' as const,
      occasion,
      dueOn: submittedAt.slice(0, 10),
      status: 'completed' as const,
      scores: { total },
      submittedAt,
    });
    // Inserted: the middle one, the last one, then the first (an offline answer arriving late).
    for (const s of [
      answer('week-4', 14, '2026-04-02T12:00:00.000Z'),
      answer('week-8', 6, '2026-04-30T12:00:00.000Z'),
      answer('joining', 20, '2026-03-05T12:00:00.000Z'),
    ]) {
      await seed(c, s, false);
      cSeeded.push(s);
    }
    const res = await get(path(c), c.staff.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(expected(cSeeded, today));
    const phq = res.json().instruments[0].scores[0];
    expect([phq.baseline_mean, phq.latest_mean, phq.paired]).toEqual([20, 6, 1]);
    expect(phq.change.response.count).toBe(1);
  });

  it('refuses bad filters with catalogue sentences', async () => {
    const res = await get(path(a, '?from=2026-07&to=2026-05'), a.staff.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'to', message: 'The first month cannot be after the last month.' },
    ]);
    expect((await get(path(a, '?from=2026-13'), a.staff.auth)).statusCode).toBe(400);
    const csv = await get(csvPath(a, 'kind=identified&recipient=x'), a.staff.auth);
    expect(csv.statusCode).toBe(400);
    expect(csv.json().errors).toEqual([
      { field: 'purpose', message: 'Give the purpose of the identified export.' },
    ]);
  });

  it('is audited as a read of aggregate data', async () => {
    const before = await auditCount(server, a.center.id, 'outcomes.read');
    await get(path(a, '?instrument=phq-9'), a.staff.auth);
    expect(await auditCount(server, a.center.id, 'outcomes.read')).toBe(before + 1);
  });

  it("refuses another center's staff (the center path's rule: 403) and patients (403), writing nothing", async () => {
    const before = await auditCount(server, b.center.id);
    expect((await get(path(a), b.staff.auth)).statusCode).toBe(403);
    expect((await get(csvPath(a, 'kind=deidentified'), b.owner.auth)).statusCode).toBe(403);
    const p = await appPatient(server, a);
    expect((await get(path(a), p.auth)).statusCode).toBe(403);
    expect((await get(csvPath(a, 'kind=deidentified'), p.auth)).statusCode).toBe(403);
    expect(await auditCount(server, b.center.id)).toBe(before);
  });

  it('exports de-identified rows: no name, e-mail, phone, id or full date; a stable code per patient', async () => {
    const res = await get(csvPath(a, 'kind=deidentified'), a.staff.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Patient code,Admission month,Instrument,Score,Occasion,Program week,Submitted (month),Value,Band',
    );
    const completedScores = seeded
      .filter((s) => s.status === 'completed')
      .reduce((t, s) => t + Object.keys(s.scores ?? {}).length, 0);
    expect(lines).toHaveLength(1 + completedScores);
    for (const id of new Set(seeded.map((s) => s.membershipId))) expect(res.body).not.toContain(id);
    expect(res.body).not.toMatch(/@example\.test|Patient [0-9a-f]{8}|\d{4}-\d{2}-\d{2}|assigned-/);
    for (const line of lines.slice(1)) expect(line).toMatch(/^P-[0-9a-f]{12},\d{4}-\d{2},/);
    expect((await get(csvPath(a, 'kind=deidentified'), a.staff.auth)).body).toBe(res.body);
    const spanish = await server.app.inject({
      method: 'GET',
      url: csvPath(a, 'kind=deidentified'),
      headers: { ...a.staff.auth, 'accept-language': 'es' },
    });
    expect(spanish.body.split('\r\n')[0]).toContain('Código de paciente');
  });

  it('exports identified rows only for consenting patients, says who was left out, records each disclosure; a revocation counts at once', async () => {
    const template = await server.app.inject({
      method: 'POST',
      url: `/v3/treatment_centers/${a.center.id}/consent_templates`,
      headers: a.owner.auth,
      payload: {
        kind: 'disclosure',
        title: 'Share with Example Clinic',
        information: 'Assessment scores',
        recipient_kind: 'named',
        recipient: 'Example Clinic',
        purpose: 'Coordination of care',
        expiry_kind: 'event',
        expiry_event: 'when your treatment ends.',
        revocation: 'You may revoke this consent in writing at any time.',
      },
    });
    expect(template.statusCode, template.body).toBe(201);
    const t = template.json().template;
    const rand = prng(7);
    const consenting = [];
    for (const name of ['Ana', 'Ben']) {
      const p = await appPatient(server, a, {
        firstName: name,
        lastName: 'Quinn',
        createdAt: new Date('2026-05-02T15:00:00Z'),
      });
      await seed(a, {
        membershipId: p.membership.id,
        cohort: '2026-05',
        instrument: 'phq-9',
        occasion: 'joining',
        dueOn: '2026-05-02',
        status: 'completed',
        scores: { total: 12 + Math.floor(rand() * 5) },
        submittedAt: '2026-05-03T12:00:00.000Z',
      });
      const signed = await server.app.inject({
        method: 'POST',
        url: routes.patientSignConsent.path,
        headers: p.auth,
        payload: { template_id: t.id, template_version: t.version, full_name: `${name} Quinn`, agree: true },
      });
      expect(signed.statusCode, signed.body).toBe(201);
      consenting.push({ ...p, consentId: signed.json().consent.id as string });
    }
    const others =
      new Set(seeded.filter((s) => s.status === 'completed').map((s) => s.membershipId)).size - 2;
    const query = 'kind=identified&recipient=Example%20Clinic&purpose=Coordination%20of%20care';
    const first = await get(csvPath(a, query), a.staff.auth);
    expect(first.statusCode, first.body).toBe(200);
    const lines = first.body.split('\r\n');
    expect(lines[0]).toContain(PART2_NOTICE);
    expect(lines.slice(1, 5)).toEqual([
      'Recipient,Example Clinic',
      'Purpose,Coordination of care',
      'Patients included,2',
      `Patients left out: no active consent covering this recipient and purpose,${others}`,
    ]);
    expect(lines[6]).toBe(
      'Patient ID,First name,Last name,E-mail,Phone,Admission date,Instrument,Score,Occasion,Program week,Submitted on,Value,Band',
    );
    // Which patients, whatever their order (the file orders them by name, tested below).
    expect(
      lines
        .slice(7)
        .filter(Boolean)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(consenting.map((p) => p.membership.id).sort());
    const disclosed = async (membershipId: string) =>
      (
        await db()
          .select()
          .from(disclosures)
          .where(and(eq(disclosures.membershipId, membershipId), eq(disclosures.recipient, 'Example Clinic')))
      ).length;
    for (const p of consenting) expect(await disclosed(p.membership.id)).toBe(1);
    const other = seeded.find((s) => s.status === 'completed')?.membershipId ?? '';
    expect(await disclosed(other)).toBe(0);

    const [ana, ben] = consenting as [(typeof consenting)[0], (typeof consenting)[0]];
    const revoked = await server.app.inject({
      method: 'POST',
      url: `/patient/consents/${ana.consentId}/revoke`,
      headers: ana.auth,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const second = await get(csvPath(a, query), a.staff.auth);
    expect(second.body).toContain('Patients included,1');
    expect(second.body).toContain(`purpose,${others + 1}`);
    expect(second.body).not.toContain(ana.membership.id);
    expect(second.body).toContain(ben.membership.id);
    expect(await disclosed(ana.membership.id)).toBe(1);
    expect(await disclosed(ben.membership.id)).toBe(2);
  }, 60_000);
});
