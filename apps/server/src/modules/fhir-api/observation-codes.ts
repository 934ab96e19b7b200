import { INSTRUMENTS } from '@portal/contracts/instruments';
import { CHECK_IN_CODE } from '../../fhir/mood';
import { OBSERVATION_CATEGORY } from '../../fhir/systems';
import type { TokenValue } from './search-params';

/**
 * Every Observation code served, from the same places the mappers take them: the check-in's code
 * (fhir/mood.ts) and each score of each instrument definition (contracts/instruments: PHQ-9 total
 * LOINC 44261-6, GAD-7 total 70274-6, BAM-R subscales and the BARC-10 total in the product's
 * system).
 */
type ObservationCode =
  | { kind: 'check-in'; system: string; code: string }
  | { kind: 'score'; system: string; code: string; instrument: string; key: string };

const OBSERVATION_CODES: readonly ObservationCode[] = [
  { kind: 'check-in', system: CHECK_IN_CODE.system, code: CHECK_IN_CODE.code },
  ...Object.values(INSTRUMENTS).flatMap((i) =>
    i.scores.map((s) => ({
      kind: 'score' as const,
      system: s.code.system ?? '',
      code: s.code.code ?? '',
      instrument: i.id,
      key: s.key,
    })),
  ),
];

const matches = (t: TokenValue, system: string, code: string) =>
  (t.system === undefined || t.system === system) && t.code === code;

/** The codes every AND term of `code` allows (all without the parameter). */
export function codesAllowed(terms: TokenValue[][] | undefined): readonly ObservationCode[] {
  return OBSERVATION_CODES.filter((c) =>
    (terms ?? []).every((alternatives) => alternatives.some((t) => matches(t, c.system, c.code))),
  );
}

/** Whether `category` allows what is served: every Observation here is a survey. */
export const categoryAllows = (terms: TokenValue[][] | undefined) =>
  (terms ?? []).every((alternatives) => alternatives.some((t) => matches(t, OBSERVATION_CATEGORY, 'survey')));
