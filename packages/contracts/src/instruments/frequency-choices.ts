import { loinc } from './codes';
import type { AnswerChoice } from './types';

/**
 * The four frequency answers the PHQ-9 and the GAD-7 share, with their LOINC answer codes and
 * ordinal values (instruments.md; Kroenke 2001, Spitzer 2006). Spanish from the Pfizer Spanish
 * PHQ-9 form; the GAD-7 is offered in English only, so its Spanish is never shown.
 */
export const FREQUENCY_CHOICES: readonly AnswerChoice[] = [
  { coding: loinc('LA6568-5'), value: 0, text: { en: 'Not at all', es: 'Ningún día' } },
  { coding: loinc('LA6569-3'), value: 1, text: { en: 'Several days', es: 'Varios días' } },
  {
    coding: loinc('LA6570-1'),
    value: 2,
    text: { en: 'More than half the days', es: 'Más de la mitad de los días' },
  },
  { coding: loinc('LA6571-9'), value: 3, text: { en: 'Nearly every day', es: 'Casi todos los días' } },
];

/** The unscored difficulty question's answers (LOINC 69722-7). */
export const DIFFICULTY_CHOICES: readonly AnswerChoice[] = [
  { coding: loinc('LA6572-7'), value: 0, text: { en: 'Not difficult at all', es: 'No ha sido difícil' } },
  { coding: loinc('LA6573-5'), value: 1, text: { en: 'Somewhat difficult', es: 'Un poco difícil' } },
  { coding: loinc('LA6575-0'), value: 2, text: { en: 'Very difficult', es: 'Muy difícil' } },
  { coding: loinc('LA6574-3'), value: 3, text: { en: 'Extremely difficult', es: 'Extremadamente difícil' } },
];
