import { productCode } from './codes';
import type { AnswerChoice, InstrumentDefinition, InstrumentItem } from './types';

/**
 * BAM-R, the Brief Addiction Monitor (revised), U.S. Department of Veterans Affairs (a U.S.
 * government work). Wording: the VA's VistA file `Packages/Mental Health/Globals/601.72+MH
 * QUESTIONS.zwr` (questions 6476, 6489–6514); scoring: routine `YTSBAMR.m` (WorldVistA/VistA-M),
 * as summarised in shared/spec/instruments.md. No LOINC codes and no validated Spanish text:
 * coded in the product's code system and offered in English only.
 *
 * Answers are stored as answered (five-point items 0–4, item 14 No 0 / Yes 1, day counts 0–30);
 * the published weights (0/8/15/22/30, Yes = 30) are applied by the scoring (scoring.ts).
 */
const choice = (code: string, value: number, en: string): AnswerChoice => ({
  coding: productCode(`bam-r-answer-${code}`),
  value,
  text: { en },
});

const HEALTH: readonly AnswerChoice[] = [
  choice('excellent', 0, 'Excellent'),
  choice('very-good', 1, 'Very good'),
  choice('good', 2, 'Good'),
  choice('fair', 3, 'Fair'),
  choice('poor', 4, 'Poor'),
];
const INTENSITY: readonly AnswerChoice[] = [
  choice('not-at-all', 0, 'Not at all'),
  choice('slightly', 1, 'Slightly'),
  choice('moderately', 2, 'Moderately'),
  choice('considerably', 3, 'Considerably'),
  choice('extremely', 4, 'Extremely'),
];
const YES_NO: readonly AnswerChoice[] = [choice('yes', 1, 'Yes'), choice('no', 0, 'No')];

const linkId = (label: string) => `bam-r-${label.toLowerCase()}`;
const days = (label: string, en: string, scored = true): InstrumentItem => ({
  linkId: linkId(label),
  code: productCode(linkId(label)),
  label,
  text: { en },
  scored,
  kind: 'days',
  max: 30,
});
const choiceItem = (
  label: string,
  en: string,
  choices: readonly AnswerChoice[],
  scored = true,
): InstrumentItem => ({
  linkId: linkId(label),
  code: productCode(linkId(label)),
  label,
  text: { en },
  scored,
  kind: 'choice',
  choices,
});
/**
 * Items 7A–7G (days of each kind of drug) follow item 6 and are in no subscale: they are asked
 * only when item 6 is above 0 (the form's own order; a patient who used no drugs is not asked
 * which), and are optional.
 */
const drug = (label: string, en: string): InstrumentItem => ({
  ...days(label, en, false),
  enableWhen: { linkId: 'bam-r-6', above: 0 },
});

export const BAMR_USE_ITEMS = ['bam-r-4', 'bam-r-5', 'bam-r-6'] as const;

export const BAMR: InstrumentDefinition = {
  id: 'bam-r',
  version: '1.0.0',
  title: 'BAM-R',
  measures: 'Substance use, risk and protective factors',
  recall: { en: 'In the past 30 days' },
  languages: ['en'],
  code: productCode('bam-r'),
  items: [
    choiceItem('1', 'In the past 30 days, how would you say your physical health has been?', HEALTH),
    days('2', 'In the past 30 days, how many nights did you have trouble falling asleep or staying asleep?'),
    days(
      '3',
      'In the past 30 days, how many days have you felt depressed, anxious, angry or very upset throughout most of the day?',
    ),
    days('4', 'In the past 30 days, how many days did you drink ANY alcohol?'),
    days(
      '5',
      'In the past 30 days, how many days did you have at least 5 drinks (if you are a man) or at least 4 drinks (if you are a woman)?  [One drink is considered one shot of hard liquor (1.5 oz.) or 12-ounce can/bottle of beer or 5-ounce glass of wine.]',
    ),
    days(
      '6',
      'In the past 30 days, how many days did you use any illegal or street drugs or abuse any prescription medications?',
    ),
    drug('7A', 'Marijuana (cannabis, pot, weed)?'),
    drug(
      '7B',
      'Sedatives and/or Tranquilizers (benzos, Valium, Xanax, Ativan, Ambien, barbs, Phenobarbital, downers, etc.)?',
    ),
    drug('7C', 'Cocaine and/or Crack?'),
    drug(
      '7D',
      'Other Stimulants (amphetamine, methamphetamine, Dexedrine, Ritalin, Adderall, speed, crystal meth, ice, etc.)?',
    ),
    drug(
      '7E',
      'Opiates (Heroin, Morphine, Dilaudid, Demerol, Oxycontin, oxy, codeine (Tylenol 2,3,4), Percocet, Vicodin, Fentanyl, etc.)?',
    ),
    drug('7F', 'Inhalants (glues, adhesives, nail polish remover, paint thinner, etc.)?'),
    drug(
      '7G',
      'Other drugs (steroids, non-prescription sleep and diet pills, Benadryl, Ephedra, other over-the-counter or unknown medications)?',
    ),
    choiceItem(
      '8',
      'In the past 30 days, how much were you bothered by cravings or urges to drink alcohol or use drugs?',
      INTENSITY,
    ),
    choiceItem(
      '9',
      'How confident are you that you will NOT use alcohol and drugs in the next 30 days?',
      INTENSITY,
    ),
    days(
      '10',
      'In the past 30 days, how many days did you attend self-help meetings like AA or NA to support your recovery?',
    ),
    days(
      '11',
      'In the past 30 days, how many days were you in any situations or with any people that might put you at an increased risk for using alcohol or drugs (i.e., around risky "people, places or things")?',
    ),
    choiceItem('12', 'Does your religion or spirituality help support your recovery?', INTENSITY),
    days(
      '13',
      'In the past 30 days, how many days did you spend much of the time at work, school, or doing volunteer work?',
    ),
    choiceItem(
      '14',
      'Do you have enough income (from legal sources) to pay for necessities such as housing, transportation, food and clothing for yourself and your dependents?',
      YES_NO,
    ),
    choiceItem(
      '15',
      'In the past 30 days, how much have you been bothered by arguments or problems getting along with any family members or friends?',
      INTENSITY,
    ),
    days(
      '16',
      'In the past 30 days, how many days did you contact or spend time with any family members or friends who are supportive of your recovery?',
    ),
    choiceItem(
      '17',
      'How satisfied are you with your progress toward achieving your recovery goals?',
      INTENSITY,
      false,
    ),
  ],
  scores: [
    { key: 'use', code: productCode('bam-r-use'), label: 'BAM-R Use', min: 0, max: 90, better: 'lower' },
    { key: 'risk', code: productCode('bam-r-risk'), label: 'BAM-R Risk', min: 0, max: 180, better: 'lower' },
    {
      key: 'protective',
      code: productCode('bam-r-protective'),
      label: 'BAM-R Protective',
      min: 0,
      max: 180,
      better: 'higher',
    },
  ],
  terms: {
    en: 'Brief Addiction Monitor (revised), U.S. Department of Veterans Affairs; a U.S. government work.',
  },
  source: 'VA VistA Mental Health package: 601.72 MH QUESTIONS (6476, 6489–6514), routine YTSBAMR',
};
