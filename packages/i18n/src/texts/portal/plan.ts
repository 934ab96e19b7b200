import type { Texts } from '../types';

/** The center's assessment plan, under the default settings (issue 39): owners edit, staff read. */
export const plan = {
  'plan.title': { en: 'Assessment plan', es: 'Plan de evaluaciones' },
  'plan.intro': {
    en: 'Which questionnaires patients answer in the app, and when.',
    es: 'Qué cuestionarios responden los pacientes en la aplicación, y cuándo.',
  },
  'plan.isDefault': {
    en: "Your center follows the product's default plan until you save your own.",
    es: 'Su centro sigue el plan predeterminado del producto hasta que guarde uno propio.',
  },
  'plan.readOnly': {
    en: "Only the center's owners can change the plan.",
    es: 'Solo los propietarios del centro pueden cambiar el plan.',
  },
  'plan.loading': { en: 'Loading the assessment plan', es: 'Cargando el plan de evaluaciones' },
  'plan.loadFailed': {
    en: 'The assessment plan could not be loaded.',
    es: 'No se pudo cargar el plan de evaluaciones.',
  },
  'plan.include': { en: 'Ask {title} ({measures})', es: 'Pedir {title} ({measures})' },
  'plan.atJoining': { en: 'At joining', es: 'Al ingresar' },
  'plan.everyWeeks': {
    en: 'Every how many weeks while active',
    es: 'Cada cuántas semanas mientras esté activo',
  },
  'plan.everyWeeksHint': { en: 'Empty: not repeated.', es: 'Vacío: no se repite.' },
  'plan.atDischarge': { en: 'At discharge', es: 'Al dar de alta' },
  'plan.followUps': { en: 'Alumni follow-ups', es: 'Seguimientos de exalumnos' },
  'plan.followUpDays': { en: '{days} days', es: '{days} días' },
  'plan.windowDays': { en: 'Days to answer', es: 'Días para responder' },
  'plan.windowHint': {
    en: 'From the due date; after them an assessment counts as missed.',
    es: 'Desde la fecha en que corresponde; después, la evaluación cuenta como no respondida.',
  },
  'plan.save': { en: 'Save the plan', es: 'Guardar el plan' },
  'plan.saved': { en: 'Assessment plan saved.', es: 'Se guardó el plan de evaluaciones.' },
  'plan.unchanged': {
    en: 'Nothing to save: the plan is as it was.',
    es: 'No hay nada que guardar: el plan no cambió.',
  },
  'plan.confirmTitle': {
    en: 'Change what patients are asked?',
    es: '¿Cambiar lo que se pide a los pacientes?',
  },
  'plan.confirmBody': {
    en: 'From today, new assessments follow the new plan. Assessments already owed keep their dates.',
    es: 'Desde hoy, las nuevas evaluaciones siguen el nuevo plan. Las evaluaciones ya pendientes conservan sus fechas.',
  },
  'plan.confirmAdded': { en: 'Added: {list}', es: 'Se agrega: {list}' },
  'plan.confirmRemoved': { en: 'No longer asked: {list}', es: 'Ya no se pide: {list}' },
  'plan.confirmChanged': { en: 'New schedule: {list}', es: 'Nuevo calendario: {list}' },
  'plan.confirmWindow': {
    en: 'Days to answer: {from} → {to}',
    es: 'Días para responder: {from} → {to}',
  },
  'plan.never': { en: 'Not asked', es: 'No se pide' },
} as const satisfies Texts;
