import { loinc } from './codes';
import { DIFFICULTY_CHOICES, FREQUENCY_CHOICES } from './frequency-choices';
import type { InstrumentDefinition, InstrumentItem } from './types';

/**
 * GAD-7. Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized
 * anxiety disorder: the GAD-7. Arch Intern Med 2006;166:1092-1097. English only: no validated US
 * Spanish text has been sourced (shared/spec/instruments.md), so it is never shown in Spanish.
 */
const item = (label: string, code: string, en: string): InstrumentItem => ({
  linkId: code,
  code: loinc(code),
  label,
  text: { en },
  scored: true,
  kind: 'choice',
  choices: FREQUENCY_CHOICES,
});

export const GAD7: InstrumentDefinition = {
  id: 'gad-7',
  version: '1.0.0',
  title: 'GAD-7',
  measures: 'Anxiety',
  recall: { en: 'Over the last 2 weeks' },
  stem: { en: 'Over the last 2 weeks, how often have you been bothered by the following problems?' },
  languages: ['en'],
  code: loinc('69737-5'),
  items: [
    item('1', '69725-0', 'Feeling nervous, anxious, or on edge'),
    item('2', '68509-9', 'Not being able to stop or control worrying'),
    item('3', '69733-4', 'Worrying too much about different things'),
    item('4', '69734-2', 'Trouble relaxing'),
    item('5', '69735-9', 'Being so restless that it is hard to sit still'),
    item('6', '69689-8', 'Becoming easily annoyed or irritable'),
    item('7', '69736-7', 'Feeling afraid, as if something awful might happen'),
    {
      linkId: '69722-7',
      code: loinc('69722-7'),
      label: '8',
      text: {
        en: 'If you checked off any problems, how difficult have these made it for you to do your work, take care of things at home, or get along with other people?',
      },
      scored: false,
      kind: 'choice',
      // The same LOINC answer list as the PHQ-9's; its Spanish is never shown (English only).
      choices: DIFFICULTY_CHOICES,
    },
  ],
  scores: [
    {
      key: 'total',
      code: loinc('70274-6'),
      label: 'GAD-7 total',
      min: 0,
      max: 21,
      better: 'lower',
      // Toussaint et al. 2020; remission by analogy with the PHQ-9 (instruments.md).
      mid: 4,
      remissionBelow: 5,
      bands: [
        { code: 'minimal', min: 0, max: 4, label: 'Minimal' },
        { code: 'mild', min: 5, max: 9, label: 'Mild' },
        { code: 'moderate', min: 10, max: 14, label: 'Moderate' },
        { code: 'severe', min: 15, max: 21, label: 'Severe' },
      ],
    },
  ],
  terms: {
    en: 'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
  },
  source: 'Spitzer et al., Arch Intern Med 2006;166:1092-1097; Pfizer GAD-7 (English)',
};
