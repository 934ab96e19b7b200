import { productCode } from './codes';
import type { AnswerChoice, InstrumentDefinition, InstrumentItem } from './types';

/**
 * BARC-10, the Brief Assessment of Recovery Capital. Vilsaint CL, Kelly JF, Bergman BG, Groshkova T,
 * Best D, White W. Development and validation of a Brief Assessment of Recovery Capital (BARC-10)
 * for alcohol and drug use disorder. Drug Alcohol Depend 2017;177:71-76. Answer scale from PhenX
 * protocol 590502. Freely available, permission not required. No LOINC codes and no validated
 * Spanish text: the product's code system, English only.
 */
const AGREEMENT: readonly AnswerChoice[] = [
  [1, 'strongly-disagree', 'Strongly disagree'],
  [2, 'disagree', 'Disagree'],
  [3, 'somewhat-disagree', 'Somewhat disagree'],
  [4, 'somewhat-agree', 'Somewhat agree'],
  [5, 'agree', 'Agree'],
  [6, 'strongly-agree', 'Strongly agree'],
].map(([value, code, en]) => ({
  coding: productCode(`barc-10-answer-${code}`),
  value: value as number,
  text: { en: en as string },
}));

const item = (label: string, en: string): InstrumentItem => ({
  linkId: `barc-10-${label}`,
  code: productCode(`barc-10-${label}`),
  label,
  text: { en },
  scored: true,
  kind: 'choice',
  choices: AGREEMENT,
});

/** At or above this total the validation study found sustained remission (> 12 months) likelier. */
export const BARC10_REMISSION_THRESHOLD = 47;

export const BARC10: InstrumentDefinition = {
  id: 'barc-10',
  version: '1.0.0',
  title: 'BARC-10',
  measures: 'Recovery capital',
  languages: ['en'],
  code: productCode('barc-10'),
  items: [
    item('1', 'There are more important things to me in life than using substances.'),
    item('2', 'In general I am happy with my life.'),
    item('3', 'I have enough energy to complete the tasks I set myself.'),
    item('4', 'I am proud of the community I live in and feel part of it.'),
    item('5', 'I get lots of support from friends.'),
    item('6', 'I regard my life as challenging and fulfilling without the need for using drugs or alcohol.'),
    item('7', 'My living space has helped to drive my recovery journey.'),
    item('8', 'I take full responsibility for my actions.'),
    item('9', 'I am happy dealing with a range of professional people.'),
    item('10', 'I am making good progress on my recovery journey.'),
  ],
  scores: [
    {
      key: 'total',
      code: productCode('barc-10-total'),
      label: 'BARC-10 total',
      min: 10,
      max: 60,
      better: 'higher',
      bands: [
        { code: 'below-threshold', min: 10, max: BARC10_REMISSION_THRESHOLD - 1, label: 'Below 47' },
        {
          code: 'remission-threshold',
          min: BARC10_REMISSION_THRESHOLD,
          max: 60,
          label: '47 or more (predicted sustained remission)',
        },
      ],
    },
  ],
  terms: { en: 'BARC-10 (Vilsaint et al. 2017): freely available; permission not required for use (PhenX).' },
  source: 'Vilsaint et al., Drug Alcohol Depend 2017;177:71-76; PhenX protocol 590502',
};
