/**
 * Standardized instruments as data (issue 39): one definition read by the server (scoring), the
 * patient app (questions) and the FHIR interface (Questionnaire). The shape follows FHIR R4
 * Questionnaire closely enough to map one to one: an item's `linkId` is its LOINC code where the
 * instrument has one (as in US Core's PHQ-9 example), answers are codings with ordinal values.
 */

/** Languages an instrument may be shown in: only those with a validated text (decisions §8). */
export type InstrumentLanguage = 'en' | 'es';

/** A text as published, per language; `es` only where a validated Spanish text exists. */
export type PublishedText = { en: string; es?: string };

export interface Coding {
  system: string;
  code: string;
}

export interface AnswerChoice {
  /** The answer's code (LOINC LA code where one exists, else the product's code system). */
  coding: Coding;
  /** The ordinal value the published scoring adds up. */
  value: number;
  text: PublishedText;
}

/** Shown only when the named item's answer value is above 0 (FHIR enableWhen `>` 0). */
export interface EnableWhenAbove {
  linkId: string;
  above: number;
}

interface ItemBase {
  linkId: string;
  /** Code of the question (LOINC where one exists). */
  code: Coding;
  /** Printed number on the form ("1", "7A"). */
  label: string;
  text: PublishedText;
  /** Counted by the scoring; unscored items (e.g. the PHQ-9 difficulty question) are optional. */
  scored: boolean;
  enableWhen?: EnableWhenAbove;
}

export interface ChoiceItem extends ItemBase {
  kind: 'choice';
  choices: readonly AnswerChoice[];
}

/** A count of days in the recall period, 0 to `max` (BAM-R: 0–30). */
export interface DaysItem extends ItemBase {
  kind: 'days';
  max: number;
}

export type InstrumentItem = ChoiceItem | DaysItem;

/** A range of a score with its published name, for bands and chart shading. */
export interface ScoreBand {
  code: string;
  min: number;
  max: number;
  label: string;
}

/** A score the instrument reports: a total or a subscale. */
export interface ScoreDefinition {
  code: Coding;
  /** Key in `ScoreResult.scores`. */
  key: string;
  label: string;
  min: number;
  max: number;
  /** Which direction is better, for naming a change. */
  better: 'lower' | 'higher';
  bands?: readonly ScoreBand[];
  /** Minimal clinically important difference, where the literature gives one. */
  mid?: number;
  /** A score below this is remission (PHQ-9: < 5, NCQA/HEDIS; GAD-7 by analogy). */
  remissionBelow?: number;
}

export interface InstrumentDefinition {
  id: InstrumentId;
  version: string;
  title: string;
  /** What the instrument measures, for staff. */
  measures: string;
  /** The recall period, shown on every question screen (the BARC-10 has none). */
  recall?: PublishedText;
  /** The stem shown above the items, where the form has one. */
  stem?: PublishedText;
  languages: readonly InstrumentLanguage[];
  /** The panel's code (LOINC where one exists). */
  code: Coding;
  items: readonly InstrumentItem[];
  scores: readonly ScoreDefinition[];
  /** The copyright or terms line kept with the form, in each language the form is published in. */
  terms: PublishedText;
  /** Where the wording and scoring come from. */
  source: string;
}

export const INSTRUMENT_IDS = ['phq-9', 'gad-7', 'bam-r', 'barc-10'] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

/** item linkId → the answer: a choice's code, or a number of days. */
export type Answers = Readonly<Record<string, string | number>>;

/** What a safety rule found: acted on at once (issue 39 §4). */
export interface SafetyFlag {
  code: 'phq9-item9' | 'bamr-use';
  /** The item or score that raised it, and its value. */
  linkId: string;
  value: number;
}

export interface ScoreResult {
  /** key → value, one per ScoreDefinition. */
  scores: Record<string, number>;
  /** key → band code, for scores that have bands. */
  bands: Record<string, string>;
  flags: SafetyFlag[];
}

export type AnswerProblem =
  | { kind: 'missing'; linkId: string }
  | { kind: 'out-of-range'; linkId: string }
  | { kind: 'unknown-item'; linkId: string }
  | { kind: 'not-asked'; linkId: string };
