import type { Consent, Disclosure, StaffAssessment } from '@portal/contracts';
import { INSTRUMENT_IDS, INSTRUMENTS, scoreAnswers } from '@portal/contracts/instruments';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleErrors, fhirErrors, loadFhirDefinitions } from '../../test/helpers/fhir-validator';
import { collectionBundle } from './bundle';
import { toCommunication } from './communication';
import { toFhirConsent } from './consent';
import { toDisclosureEvent } from './disclosure';
import { MOOD_CODES, toMoodObservation } from './mood';
import { toOrganization } from './organization';
import { toPatient } from './patient';
import { toPractitioner } from './practitioner';
import { questionnaireCanonical, toQuestionnaire } from './questionnaire';
import { type AnsweredAssessment, toQuestionnaireResponse } from './questionnaire-response';
import { toScoreObservations } from './scores';
import { ref, SYSTEMS } from './systems';
import { taskDoneId, toTaskDone } from './task';

const PATIENT = '11111111-1111-4111-8111-111111111111';
const CENTER = '22222222-2222-4222-8222-222222222222';
const STAFF = '33333333-3333-4333-8333-333333333333';
const at = new Date('2026-11-20T15:04:05.000Z');

const answersOf: Record<string, Record<string, string | number>> = {
  'phq-9': {
    '44250-9': 'LA6569-3',
    '44255-8': 'LA6570-1',
    '44259-0': 'LA6568-5',
    '44254-1': 'LA6571-9',
    '44251-7': 'LA6568-5',
    '44258-2': 'LA6569-3',
    '44252-5': 'LA6568-5',
    '44253-3': 'LA6568-5',
    '44260-8': 'LA6568-5',
    '69722-7': 'LA6573-5',
  },
  'gad-7': Object.fromEntries(
    INSTRUMENTS['gad-7'].items.filter((i) => i.scored).map((i) => [i.linkId, 'LA6570-1']),
  ),
  'bam-r': Object.fromEntries(
    INSTRUMENTS['bam-r'].items
      .filter((i) => !i.enableWhen)
      .map((i) => [i.linkId, i.kind === 'days' ? 3 : (i.choices[1]?.coding.code ?? '')]),
  ),
  'barc-10': Object.fromEntries(
    INSTRUMENTS['barc-10'].items.map((i) => [
      i.linkId,
      i.kind === 'choice' ? (i.choices[4]?.coding.code ?? '') : 0,
    ]),
  ),
};

function answered(instrumentId: keyof typeof answersOf, n = 1): AnsweredAssessment {
  const instrument = INSTRUMENTS[instrumentId as StaffAssessment['instrument_id']];
  const answers = answersOf[instrumentId] ?? {};
  const scored = scoreAnswers(instrument, answers);
  return {
    id: `4444444${n}-4444-4444-8444-444444444444`,
    instrument_id: instrument.id,
    instrument_version: instrument.version,
    title: instrument.title,
    occasion: 'joining',
    status: 'completed',
    due_on: '2026-11-20',
    last_day: '2026-11-26',
    assigned_by: null,
    response: {
      id: `5555555${n}-5555-4555-8555-555555555555`,
      language: 'en',
      answers,
      scores: scored.scores,
      bands: scored.bands,
      started_at: null,
      submitted_at: at.toISOString(),
    },
  };
}

const consent = (status: Consent['status']): Consent => ({
  id: '66666666-6666-4666-8666-666666666666',
  membership_id: PATIENT,
  template_id: '77777777-7777-4777-8777-777777777777',
  template_key: 'app-use',
  template_version: 2,
  kind: 'app-use',
  status,
  signer_name: 'Ana Ruiz',
  signed_at: at.toISOString(),
  signed_via: 'app',
  scan_key: null,
  expires_on: null,
  revoked_at: status === 'revoked' ? '2026-11-25T10:00:00.000Z' : null,
  revoked_by: status === 'revoked' ? 'patient' : null,
  terms: {
    kind: 'app-use',
    title: 'Use of the app',
    information: 'Check-ins and assessments',
    recipient_kind: 'tpo',
    recipient: 'Sunrise Recovery and its staff',
    purpose: 'Treatment',
    expiry_kind: 'until-revoked',
    expiry_date: null,
    expiry_event: null,
    redisclosure: 'May be redisclosed as HIPAA allows.',
    revocation: 'You may revoke in writing.',
    discloser: 'Sunrise Recovery',
    text: 'The whole text as signed.',
  },
});

describe('FHIR mappers (each output validated by Medplum against the R4 definitions)', () => {
  beforeAll(loadFhirDefinitions);

  it('Patient: identifier in the product system, name, telecom; no US Core profile (no gender held)', () => {
    const p = toPatient({
      id: PATIENT,
      centerId: CENTER,
      centerName: 'Sunrise',
      status: 'alumni',
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example.com',
      phoneNumber: '+15550100000',
      updatedAt: at,
    });
    expect(fhirErrors(p)).toEqual([]);
    expect(p.identifier?.[0]).toEqual({ use: 'usual', system: SYSTEMS.membership, value: PATIENT });
    expect(p.meta?.lastUpdated).toBe(at.toISOString());
    expect(p.meta?.profile).toBeUndefined();
    expect(p.telecom).toEqual([
      { system: 'email', value: 'ana@example.com' },
      { system: 'phone', value: '+15550100000', use: 'mobile' },
    ]);
    expect(p.active).toBe(true);
  });

  it('Organization and Practitioner carry no secrets', () => {
    const o = toOrganization({ id: CENTER, name: 'Sunrise', createdAt: at });
    const s = toPractitioner({ id: STAFF, firstName: 'Sam', lastName: 'Lee', active: true, updatedAt: at });
    expect(fhirErrors(o)).toEqual([]);
    expect(fhirErrors(s)).toEqual([]);
    expect(Object.keys(s).sort()).toEqual(['active', 'id', 'identifier', 'meta', 'name', 'resourceType']);
    expect(toPractitioner({ id: STAFF, firstName: '', lastName: '', active: false }).name).toBeUndefined();
  });

  it('mood check-in: one code per label of the six, category survey, the patient words as a note', () => {
    expect(Object.values(MOOD_CODES).map((m) => m.display)).toEqual([
      'Sad',
      'Stressed',
      'Scared',
      'Relaxed',
      'Confident',
      'Happy',
    ]);
    const o = toMoodObservation(
      {
        id: '88888888-8888-4888-8888-888888888888',
        date: '2026-11-20',
        mood: 30,
        presetMessageText: 'I need to talk',
        text: 'Rough <day>',
        createdAt: at,
      },
      PATIENT,
    );
    expect(fhirErrors(o)).toEqual([]);
    expect(o.category?.[0]?.coding?.[0]?.code).toBe('survey');
    expect(o.valueCodeableConcept?.coding?.[0]).toEqual({
      system: SYSTEMS.mood,
      code: 'stressed',
      display: 'Stressed',
    });
    expect(o.note?.map((n) => n.text)).toEqual(['I need to talk', 'Rough <day>']);
    expect(() =>
      toMoodObservation(
        { id: 'x', date: '2026-11-20', mood: 55, presetMessageText: '', text: null, createdAt: at },
        PATIENT,
      ),
    ).toThrow();
  });

  it.each(INSTRUMENT_IDS)(
    '%s: Questionnaire, QuestionnaireResponse and score Observations validate',
    (id) => {
      const q = toQuestionnaire(INSTRUMENTS[id]);
      expect(fhirErrors(q)).toEqual([]);
      const a = answered(id);
      const qr = toQuestionnaireResponse(a, PATIENT);
      expect(fhirErrors(qr)).toEqual([]);
      expect(qr.questionnaire).toBe(questionnaireCanonical(INSTRUMENTS[id]));
      // Every answered linkId is an item of the Questionnaire (the total too).
      const linkIds = new Set(q.item?.map((i) => i.linkId));
      expect(qr.item?.every((i) => linkIds.has(i.linkId))).toBe(true);
      const scores = toScoreObservations(a, PATIENT);
      expect(scores).toHaveLength(INSTRUMENTS[id].scores.length);
      for (const o of scores) {
        expect(fhirErrors(o)).toEqual([]);
        expect(o.category?.[0]?.coding?.[0]?.code).toBe('survey');
        expect(o.derivedFrom).toEqual([ref.questionnaireResponse(a.response.id)]);
      }
    },
  );

  it('score codes: PHQ-9 total LOINC 44261-6, GAD-7 70274-6, BAM-R and BARC-10 in the product system', () => {
    const code = (id: keyof typeof answersOf) =>
      toScoreObservations(answered(id), PATIENT).map((o) => o.code.coding?.[0]);
    expect(code('phq-9')).toEqual([expect.objectContaining({ system: 'http://loinc.org', code: '44261-6' })]);
    expect(code('gad-7')).toEqual([expect.objectContaining({ system: 'http://loinc.org', code: '70274-6' })]);
    expect(code('bam-r').map((c) => c?.code)).toEqual(['bam-r-use', 'bam-r-risk', 'bam-r-protective']);
    expect(code('bam-r').every((c) => c?.system === SYSTEMS.assessments)).toBe(true);
    expect(code('barc-10')).toEqual([
      expect.objectContaining({ system: SYSTEMS.assessments, code: 'barc-10-total' }),
    ]);
    const phq = toScoreObservations(answered('phq-9'), PATIENT)[0];
    expect(phq?.valueInteger).toBe(7);
    expect(phq?.interpretation?.[0]?.text).toBe('Mild');
  });

  it('QuestionnaireResponse: choices as valueCoding, the total as its own item', () => {
    const qr = toQuestionnaireResponse(answered('phq-9'), PATIENT);
    expect(qr.item?.[0]).toMatchObject({
      linkId: '44250-9',
      answer: [{ valueCoding: { system: 'http://loinc.org', code: 'LA6569-3' } }],
    });
    expect(qr.item?.at(-1)).toMatchObject({ linkId: '44261-6', answer: [{ valueInteger: 7 }] });
  });

  it('Consent: active stays active; revoked and expired are inactive; the text as signed attached', () => {
    for (const [status, fhir] of [
      ['active', 'active'],
      ['revoked', 'inactive'],
      ['expired', 'inactive'],
    ] as const) {
      const c = toFhirConsent(consent(status), PATIENT, CENTER);
      expect(fhirErrors(c)).toEqual([]);
      expect(c.status).toBe(fhir);
    }
    const c = toFhirConsent(consent('revoked'), PATIENT, CENTER);
    expect(Buffer.from(c.sourceAttachment?.data ?? '', 'base64').toString('utf8')).toBe(
      'The whole text as signed.',
    );
    expect(c.provision?.period?.end).toBe('2026-11-25T10:00:00.000Z');
  });

  it('Communication, Task and the disclosure AuditEvent validate', () => {
    const m = toCommunication(
      {
        id: '99999999-9999-4999-8999-999999999999',
        parentId: null,
        text: 'Hello',
        attachments: [{ name: 'a.png', type: 'image/png' }],
        createdAt: at,
        editedAt: null,
      },
      { patient: ref.patient(PATIENT), sender: ref.practitioner(STAFF), recipient: ref.patient(PATIENT) },
    );
    expect(fhirErrors(m)).toEqual([]);
    const t = toTaskDone(
      { taskId: STAFF, date: '2026-11-20', title: 'Meditate', description: '', doneAt: at },
      PATIENT,
      CENTER,
    );
    expect(fhirErrors(t)).toEqual([]);
    expect(t.id).toBe(taskDoneId(PATIENT, STAFF, '2026-11-20'));
    expect(taskDoneId(CENTER, STAFF, '2026-11-20')).not.toBe(t.id);
    const d: Disclosure = {
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      consent_id: consent('active').id,
      recipient: 'Dr. Smith',
      what: 'FHIR Patient',
      purpose: 'Care coordination',
      disclosed_at: at.toISOString(),
      disclosed_by: null,
      system: null,
    };
    expect(fhirErrors(toDisclosureEvent(d, PATIENT, CENTER))).toEqual([]);
    expect(fhirErrors(toDisclosureEvent({ ...d, disclosed_by: STAFF }, PATIENT, CENTER))).toEqual([]);
  });

  it('the validator is not a rubber stamp: a broken resource has errors', () => {
    const p = toPatient({
      id: PATIENT,
      centerId: CENTER,
      status: 'active',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.c',
      phoneNumber: null,
      updatedAt: at,
    });
    // A wrong type, a missing required element, a broken invariant, two entries with one fullUrl.
    expect(fhirErrors({ ...p, active: 'yes' } as never).length).toBeGreaterThan(0);
    const o = toMoodObservation(
      { id: 'x', date: '2026-11-20', mood: 20, presetMessageText: 'Hi', text: null, createdAt: at },
      PATIENT,
    );
    expect(fhirErrors({ ...o, status: undefined } as never).length).toBeGreaterThan(0);
    const c = toFhirConsent(consent('active'), PATIENT, CENTER);
    expect(fhirErrors({ ...c, policy: undefined, policyRule: undefined } as never).length).toBeGreaterThan(0);
    expect(bundleErrors(collectionBundle('https://x.test/fhir/R4', [p, { ...p }])).length).toBeGreaterThan(0);
    // An entry's own errors count: the Bundle's check reaches into its resources.
    expect(
      bundleErrors(collectionBundle('https://x.test/fhir/R4', [{ ...p, active: 'yes' } as never])),
    ).toHaveLength(1);
  });
});
