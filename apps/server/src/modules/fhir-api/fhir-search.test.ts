import type {
  Bundle,
  CapabilityStatement,
  Consent,
  Observation,
  Organization,
  Patient,
  Practitioner,
  Questionnaire,
  QuestionnaireResponse,
  Resource,
} from '@medplum/fhirtypes';
import { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFhirDefinitions } from '../../../test/helpers/fhir-validator';
import { expectValid, type FhirWorld, fhirWorld, stop } from '../../../test/helpers/fhir-world';
import { SYSTEMS } from '../../fhir/systems';
import { SERVED_TYPES } from './served';

/**
 * The FHIR API read by a stock FHIR client (fhir-kit-client) over HTTP with a staff member's
 * portal token: the CapabilityStatement, each resource type's read and search, paging to the end.
 * Every resource returned passes Medplum's validator against the R4 base definitions.
 */
describe('the FHIR R4 API, read by a FHIR client with a staff token', () => {
  let w: FhirWorld;
  let client: Client;
  const entries = <T extends Resource>(bundle: unknown) =>
    ((bundle as Bundle).entry ?? []).map((e) => e.resource as T);
  const search = async <T extends Resource>(
    resourceType: string,
    searchParams: Record<string, string | string[]> = {},
  ) => {
    const bundle = (await client.search({ resourceType, searchParams })) as unknown as Bundle;
    expect(bundle.type).toBe('searchset');
    const found = entries<T>(bundle);
    expectValid([bundle, ...found]);
    return found;
  };

  beforeAll(loadFhirDefinitions, 60_000);
  beforeAll(async () => {
    w = await fhirWorld();
    client = new Client({ baseUrl: w.base, bearerToken: w.a.staff.token });
  }, 120_000);
  afterAll(() => stop(w?.server));

  it('states what it serves in a CapabilityStatement, without a token', async () => {
    const anonymous = new Client({ baseUrl: w.base });
    const statement = (await anonymous.capabilityStatement()) as unknown as CapabilityStatement;
    expectValid([statement]);
    expect(statement.fhirVersion).toBe('4.0.1');
    expect(statement.format).toContain('application/fhir+json');
    const served = statement.rest?.[0]?.resource ?? [];
    // Group is listed for its $export only (bulk-export.test.ts).
    expect(served.map((r) => r.type)).toEqual([...SERVED_TYPES, 'Group']);
    const observation = served.find((r) => r.type === 'Observation');
    expect(observation?.searchParam?.map((p) => p.name)).toEqual(['patient', 'code', 'date', 'category']);
    expect(observation?.interaction?.map((i) => i.code)).toEqual(['read', 'search-type']);
  });

  it('finds patients by name, identifier and _lastUpdated, and reads one by its stable id', async () => {
    const id = w.p.membership.id;
    // Starts-with on a part of the name, accents and case ignored.
    expect((await search<Patient>('Patient', { name: 'rios' })).map((x) => x.id)).toEqual([id]);
    expect((await search<Patient>('Patient', { name: 'jam' })).map((x) => x.id)).toEqual([id]);
    expect(await search<Patient>('Patient', { name: 'amie' })).toEqual([]);
    expect((await search<Patient>('Patient', { 'name:contains': 'amie' })).map((x) => x.id)).toEqual([id]);
    expect(
      (await search<Patient>('Patient', { identifier: `${SYSTEMS.membership}|${id}` })).map((x) => x.id),
    ).toEqual([id]);
    expect(await search<Patient>('Patient', { identifier: `http://other.example|${id}` })).toEqual([]);
    const all = await search<Patient>('Patient');
    expect(all.map((x) => x.id).sort()).toEqual([w.p.membership.id, w.q.membership.id].sort());
    expect(await search<Patient>('Patient', { _lastUpdated: 'lt2000-01-01' })).toEqual([]);
    expect((await search<Patient>('Patient', { _lastUpdated: 'ge2000-01-01' })).length).toBe(2);

    const read = (await client.read({ resourceType: 'Patient', id })) as unknown as Patient;
    expectValid([read]);
    expect(read.name?.[0]?.family).toBe('Ríos');
    expect(read.meta?.lastUpdated).toBeTruthy();
    // No US Core claim: the product holds no administrative sex (docs/decisions/fhir-api.md).
    expect(read.meta?.profile).toBeUndefined();
  });

  it('serves check-ins and assessment scores as Observations, by patient, code, date and category', async () => {
    const patient = `Patient/${w.p.membership.id}`;
    const phq = await search<Observation>('Observation', { patient, code: 'http://loinc.org|44261-6' });
    expect(phq.map((o) => o.valueInteger)).toEqual([3]);
    expect(phq[0]?.subject?.reference).toBe(patient);

    const moods = await search<Observation>('Observation', { patient, code: 'daily-mood', _count: '200' });
    expect(moods).toHaveLength(31);
    const january = await search<Observation>('Observation', {
      patient,
      code: 'daily-mood',
      date: ['ge2025-01-10', 'lt2025-01-20'],
    });
    expect(january.map((o) => o.effectiveDateTime).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `2025-01-${String(i + 10)}`),
    );
    expect(
      await search<Observation>('Observation', { patient, date: 'eq2025-01-05', code: 'daily-mood' }),
    ).toHaveLength(1);
    expect(
      await search<Observation>('Observation', { patient, date: 'gt2025-01', code: 'daily-mood' }),
    ).toHaveLength(1);

    // BAM-R subscales and the BARC-10 total in the product's code system; several codes OR'ed.
    const scores = await search<Observation>('Observation', { patient, code: 'barc-10-total,bam-r-use' });
    expect(scores.map((o) => o.code.coding?.[0]?.code).sort()).toEqual(['bam-r-use', 'barc-10-total']);
    const surveys = await search<Observation>('Observation', { patient, category: 'survey', _count: '200' });
    expect(surveys.length).toBe(31 + 1 + 1 + 3);
    expect(await search<Observation>('Observation', { patient, category: 'vital-signs' })).toEqual([]);

    const first = phq[0] as Observation;
    const read = (await client.read({
      resourceType: 'Observation',
      id: first.id ?? '',
    })) as unknown as Observation;
    expect(read).toEqual(first);
    const mood = (await client.read({
      resourceType: 'Observation',
      id: moods[0]?.id ?? '',
    })) as unknown as Observation;
    expect(mood.code.coding?.[0]?.code).toBe('daily-mood');
  });

  it('serves each instrument version as a Questionnaire and the answered ones as QuestionnaireResponses', async () => {
    const questionnaires = await search<Questionnaire>('Questionnaire');
    expect(questionnaires.map((x) => x.id)).toEqual([
      'bam-r-1.0.0',
      'barc-10-1.0.0',
      'gad-7-1.0.0',
      'phq-9-1.0.0',
    ]);
    const phq9 = (await client.read({
      resourceType: 'Questionnaire',
      id: 'phq-9-1.0.0',
    })) as unknown as Questionnaire;
    const patient = w.p.membership.id;
    const mine = await search<QuestionnaireResponse>('QuestionnaireResponse', { patient });
    expect(mine).toHaveLength(3);
    const byUrl = await search<QuestionnaireResponse>('QuestionnaireResponse', {
      questionnaire: `${phq9.url}|${phq9.version}`,
    });
    expect(byUrl.map((r) => r.subject?.reference)).toEqual([`Patient/${patient}`]);
    const byId = await search<QuestionnaireResponse>('QuestionnaireResponse', {
      patient,
      questionnaire: 'Questionnaire/barc-10-1.0.0',
    });
    expect(byId).toHaveLength(1);
    expect(await search('QuestionnaireResponse', { patient, authored: 'lt2020-01-01' })).toEqual([]);
    expect(await search('QuestionnaireResponse', { patient, authored: 'ge2020-01-01' })).toHaveLength(3);
    const read = await client.read({ resourceType: 'QuestionnaireResponse', id: mine[0]?.id ?? '' });
    expect(read).toEqual(mine[0]);
  });

  it('serves consents by patient and status, the center as the Organization, and staff without secrets', async () => {
    const consents = await search<Consent>('Consent', { patient: w.p.membership.id, status: 'active' });
    expect(consents).toHaveLength(1);
    expect(await search<Consent>('Consent', { patient: w.p.membership.id, status: 'inactive' })).toEqual([]);
    expect(await search<Consent>('Consent', { status: 'active' })).toHaveLength(2);

    const [org] = await search<Organization>('Organization');
    expect(org?.id).toBe(w.a.center.id);
    expect(await client.read({ resourceType: 'Organization', id: w.a.center.id })).toEqual(org);

    const staff = await search<Practitioner>('Practitioner');
    expect(staff.map((x) => x.id).sort()).toEqual([w.a.owner.row.id, w.a.staff.row.id].sort());
    expect(JSON.stringify(staff)).not.toContain(w.a.staff.row.email);
  });

  it('pages with _count and next links to the end, each match once, in a stable order', async () => {
    const patient = w.p.membership.id;
    const whole = await search<Observation>('Observation', { patient, _count: '200' });
    let bundle = (await client.search({
      resourceType: 'Observation',
      searchParams: { patient, _count: 7 },
    })) as unknown as Bundle | undefined;
    const seen: string[] = [];
    let pages = 0;
    while (bundle) {
      expect(bundle.link?.find((l) => l.relation === 'self')?.url).toContain('/fhir/R4/Observation?');
      const page = entries<Observation>(bundle);
      expect(page.length).toBeLessThanOrEqual(7);
      expectValid(page);
      seen.push(...page.map((o) => o.id ?? ''));
      pages += 1;
      bundle = (await client.nextPage({ bundle: bundle as never })) as unknown as Bundle | undefined;
    }
    expect(pages).toBe(Math.ceil(whole.length / 7));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(whole.map((o) => o.id));
    // A _count above the most a page holds is lowered to it, not refused.
    expect((await search('Observation', { patient, _count: '100000' })).length).toBe(whole.length);
  });
});
