import { loinc } from './codes';
import { DIFFICULTY_CHOICES, FREQUENCY_CHOICES } from './frequency-choices';
import type { InstrumentDefinition, InstrumentItem } from './types';

/**
 * PHQ-9. Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity
 * measure. J Gen Intern Med 2001;16:606-613. English wording as published by Pfizer; Spanish from
 * Pfizer's Spanish form "PatientHealthQuestionnaire9_Spanish" (shared/spec/instruments.md). LOINC
 * codes: panel 44249-1, total 44261-6, items as in HL7 US Core's Questionnaire-phq-9-example.
 */
const item = (label: string, code: string, en: string, es: string): InstrumentItem => ({
  linkId: code,
  code: loinc(code),
  label,
  text: { en, es },
  scored: true,
  kind: 'choice',
  choices: FREQUENCY_CHOICES,
});

export const PHQ9_ITEM9 = '44260-8';

export const PHQ9: InstrumentDefinition = {
  id: 'phq-9',
  version: '1.0.0',
  title: 'PHQ-9',
  measures: 'Depression',
  recall: { en: 'Over the last 2 weeks', es: 'Durante las últimas 2 semanas' },
  stem: {
    en: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    es: 'Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?',
  },
  languages: ['en', 'es'],
  code: loinc('44249-1'),
  items: [
    item(
      '1',
      '44250-9',
      'Little interest or pleasure in doing things',
      'Poco interés o placer en hacer cosas',
    ),
    item(
      '2',
      '44255-8',
      'Feeling down, depressed, or hopeless',
      'Se ha sentido decaído(a), deprimido(a) o sin esperanzas',
    ),
    item(
      '3',
      '44259-0',
      'Trouble falling or staying asleep, or sleeping too much',
      'Ha tenido dificultad para quedarse o permanecer dormido(a), o ha dormido demasiado',
    ),
    item(
      '4',
      '44254-1',
      'Feeling tired or having little energy',
      'Se ha sentido cansado(a) o con poca energía',
    ),
    item('5', '44251-7', 'Poor appetite or overeating', 'Sin apetito o ha comido en exceso'),
    item(
      '6',
      '44258-2',
      'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
      'Se ha sentido mal con usted mismo(a) – o que es un fracaso o que ha quedado mal con usted mismo(a) o con su familia',
    ),
    item(
      '7',
      '44252-5',
      'Trouble concentrating on things, such as reading the newspaper or watching television',
      'Ha tenido dificultad para concentrarse en ciertas actividades, tales como leer el periódico o ver la televisión',
    ),
    item(
      '8',
      '44253-3',
      'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
      '¿Se ha movido o hablado tan lento que otras personas podrían haberlo notado? o lo contrario – muy inquieto(a) o agitado(a) que ha estado moviéndose mucho más de lo normal',
    ),
    item(
      '9',
      PHQ9_ITEM9,
      'Thoughts that you would be better off dead or of hurting yourself in some way',
      'Pensamientos de que estaría mejor muerto(a) o de lastimarse de alguna manera',
    ),
    {
      // Not scored; asked on the form "if you checked off any problems".
      linkId: '69722-7',
      code: loinc('69722-7'),
      label: '10',
      text: {
        en: 'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
        es: 'Si marcó cualquiera de los problemas, ¿qué tanta dificultad le han dado estos problemas para hacer su trabajo, encargarse de las tareas del hogar, o llevarse bien con otras personas?',
      },
      scored: false,
      kind: 'choice',
      choices: DIFFICULTY_CHOICES,
    },
  ],
  scores: [
    {
      key: 'total',
      code: loinc('44261-6'),
      label: 'PHQ-9 total',
      min: 0,
      max: 27,
      better: 'lower',
      // Löwe et al., Med Care 2004.
      mid: 5,
      remissionBelow: 5,
      bands: [
        { code: 'none-minimal', min: 0, max: 4, label: 'None–minimal' },
        { code: 'mild', min: 5, max: 9, label: 'Mild' },
        { code: 'moderate', min: 10, max: 14, label: 'Moderate' },
        { code: 'moderately-severe', min: 15, max: 19, label: 'Moderately severe' },
        { code: 'severe', min: 20, max: 27, label: 'Severe' },
      ],
    },
  ],
  terms: {
    en: 'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
    // The notice as printed on Pfizer's Spanish form ("PatientHealthQuestionnaire9_Spanish").
    es: 'Elaborado por los doctores Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke y colegas, mediante una subvención educativa otorgada por Pfizer Inc. No se requiere permiso para reproducir, traducir, presentar o distribuir.',
  },
  source: 'Kroenke, Spitzer & Williams, J Gen Intern Med 2001;16:606-613; Pfizer PHQ-9 (English, Spanish)',
};
