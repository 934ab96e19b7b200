import type { Texts } from '../types';

/**
 * A patient's Assessments tab (issue 39): scores over time, baseline against latest, answers,
 * what is due or missed, assign now. Instrument names (PHQ-9…) and question texts are the
 * instruments' own published wording, never written here.
 */
export const assessments = {
  'assessments.tab': { en: 'Assessments', es: 'Evaluaciones' },
  'assessments.heading': { en: 'Standardized assessments', es: 'Evaluaciones estandarizadas' },
  'assessments.loading': { en: 'Loading the assessments', es: 'Cargando las evaluaciones' },
  'assessments.loadFailed': {
    en: 'The assessments could not be loaded.',
    es: 'No se pudieron cargar las evaluaciones.',
  },
  'assessments.retry': { en: 'Retry', es: 'Reintentar' },
  'assessments.empty': {
    en: "No assessments yet. The center's plan asks for them as the patient's dates come, or you can assign one now.",
    es: 'Aún no hay evaluaciones. El plan del centro las pide según las fechas del paciente, o puede asignar una ahora.',
  },

  'assessments.assign.instrument': { en: 'Instrument', es: 'Instrumento' },
  'assessments.assign.button': { en: 'Assign now', es: 'Asignar ahora' },
  'assessments.assign.done': {
    en: '{title} assigned: the patient can answer it from today.',
    es: 'Se asignó {title}: el paciente puede responderla desde hoy.',
  },
  'assessments.assign.notActive': {
    en: 'Only active patients and alumni can be assigned an assessment.',
    es: 'Solo se pueden asignar evaluaciones a pacientes activos y exalumnos.',
  },

  'assessments.measures.phq9': { en: 'Depression', es: 'Depresión' },
  'assessments.measures.gad7': { en: 'Anxiety', es: 'Ansiedad' },
  'assessments.measures.bamr': {
    en: 'Substance use, risk and protective factors',
    es: 'Consumo de sustancias, factores de riesgo y de protección',
  },
  'assessments.measures.barc10': { en: 'Recovery capital', es: 'Capital de recuperación' },

  'assessments.score.total': { en: 'Total', es: 'Puntuación total' },
  'assessments.score.use': { en: 'Use', es: 'Consumo' },
  'assessments.score.risk': { en: 'Risk', es: 'Riesgo' },
  'assessments.score.protective': { en: 'Protective', es: 'Protección' },
  'assessments.score.lowerBetter': { en: 'lower is better', es: 'más bajo es mejor' },
  'assessments.score.higherBetter': { en: 'higher is better', es: 'más alto es mejor' },

  'assessments.band.noneMinimal': { en: 'None–minimal', es: 'Ninguna o mínima' },
  'assessments.band.minimal': { en: 'Minimal', es: 'Mínima' },
  'assessments.band.mild': { en: 'Mild', es: 'Leve' },
  'assessments.band.moderate': { en: 'Moderate', es: 'Moderada' },
  'assessments.band.moderatelySevere': { en: 'Moderately severe', es: 'Moderadamente grave' },
  'assessments.band.severe': { en: 'Severe', es: 'Grave' },
  'assessments.band.belowThreshold': { en: 'Below 47', es: 'Menos de 47' },
  'assessments.band.remissionThreshold': {
    en: '47 or more (predicted sustained remission)',
    es: '47 o más (remisión sostenida prevista)',
  },

  'assessments.chart.label': {
    en: '{title} {score} over time: {count, plural, one {# response} other {# responses}}, latest {latest}.',
    es: '{title} {score} a lo largo del tiempo: {count, plural, one {# respuesta} other {# respuestas}}, la última {latest}.',
  },
  'assessments.chart.loading': { en: 'Loading the chart', es: 'Cargando el gráfico' },
  'assessments.chart.bands': { en: 'Severity bands', es: 'Niveles de gravedad' },

  'assessments.change.baseline': { en: 'Baseline', es: 'Valor inicial' },
  'assessments.change.latest': { en: 'Latest', es: 'Último' },
  'assessments.change.change': { en: 'Change', es: 'Cambio' },
  'assessments.change.points': {
    en: '{points} points ({percent})',
    es: '{points} puntos ({percent})',
  },
  'assessments.change.pointsOnly': { en: '{points} points', es: '{points} puntos' },
  'assessments.change.needsTwo': {
    en: 'A change shows once there is a second response.',
    es: 'El cambio se muestra cuando haya una segunda respuesta.',
  },
  'assessments.change.remission': { en: 'Remission', es: 'Remisión' },
  'assessments.change.response': { en: 'Response', es: 'Respuesta' },
  'assessments.change.improved': { en: 'Improved', es: 'Mejoró' },
  'assessments.change.unchanged': { en: 'No meaningful change', es: 'Sin cambio significativo' },
  'assessments.change.worse': { en: 'Worse', es: 'Empeoró' },
  'assessments.change.remissionWhy': {
    en: 'Below {line} now, from {baseline}.',
    es: 'Ahora por debajo de {line}, desde {baseline}.',
  },
  'assessments.change.responseWhy': {
    en: 'Down by half or more from the baseline.',
    es: 'Bajó a la mitad o menos desde el valor inicial.',
  },
  'assessments.change.improvedWhy': {
    en: 'Better by at least {mid} points, the minimal important difference.',
    es: 'Mejoró al menos {mid} puntos, la diferencia mínima importante.',
  },
  'assessments.change.worseWhy': {
    en: 'Worse by at least {mid} points, the minimal important difference.',
    es: 'Empeoró al menos {mid} puntos, la diferencia mínima importante.',
  },
  'assessments.change.unchangedWhy': {
    en: 'Less than {mid} points either way, the minimal important difference.',
    es: 'Menos de {mid} puntos en cualquier sentido, la diferencia mínima importante.',
  },

  'assessments.lists.due': { en: 'Due', es: 'Pendientes' },
  'assessments.lists.completed': { en: 'Completed', es: 'Respondidas' },
  'assessments.lists.missed': { en: 'Missed', es: 'No respondidas' },
  'assessments.lists.noneDue': { en: 'Nothing due now.', es: 'No hay nada pendiente.' },
  'assessments.lists.noneCompleted': { en: 'No responses yet.', es: 'Aún no hay respuestas.' },
  'assessments.lists.noneMissed': { en: 'None missed.', es: 'No hay ninguna sin responder.' },
  'assessments.lists.dueLine': {
    en: 'Due {due}, last day {last}',
    es: 'Desde el {due}, último día el {last}',
  },
  'assessments.lists.missedLine': {
    en: 'Was open {due} to {last}',
    es: 'Estuvo abierta del {due} al {last}',
  },
  'assessments.lists.answeredLine': { en: 'Answered {when}', es: 'Respondida el {when}' },

  'assessments.occasion.joining': { en: 'At joining', es: 'Al ingresar' },
  'assessments.occasion.week': { en: 'Week {weeks}', es: 'Semana {weeks}' },
  'assessments.occasion.discharge': { en: 'At discharge', es: 'Al dar de alta' },
  'assessments.occasion.followUp': {
    en: '{days}-day follow-up',
    es: 'Seguimiento a los {days} días',
  },
  'assessments.occasion.assigned': { en: 'Assigned by staff', es: 'Asignada por el personal' },

  'assessments.answers.show': { en: 'Answers', es: 'Respuestas' },
  'assessments.answers.question': { en: 'Question', es: 'Pregunta' },
  'assessments.answers.answer': { en: 'Answer', es: 'Respuesta' },
  'assessments.answers.days': {
    en: '{count, plural, one {# day} other {# days}}',
    es: '{count, plural, one {# día} other {# días}}',
  },
  'assessments.answers.notAsked': { en: 'Not asked', es: 'No se preguntó' },
  'assessments.answers.skipped': { en: 'Not answered', es: 'Sin respuesta' },
  'assessments.answers.inSpanish': {
    en: 'The patient answered in Spanish.',
    es: 'El paciente respondió en español.',
  },
  'assessments.answers.inEnglish': {
    en: 'The patient answered in English.',
    es: 'El paciente respondió en inglés.',
  },

  'assessments.flag.badge': { en: 'Safety alert', es: 'Alerta de seguridad' },
  'assessments.flag.phq9Item9': {
    en: 'Item 9 answered above 0: thoughts of being better off dead or of self-harm.',
    es: 'Pregunta 9 por encima de 0: pensamientos de que estaría mejor muerto o de lastimarse.',
  },
  'assessments.flag.bamrUse': {
    en: 'Reported alcohol or drug use in the last 30 days (Use {value}).',
    es: 'Informó consumo de alcohol o drogas en los últimos 30 días (Consumo {value}).',
  },
  'assessments.flag.seeAlerts': { en: 'See the alerts', es: 'Ver las alertas' },
  // The alerts list marks the alerts these answers open (phq9_item9, bamr_use).
  'assessments.alertPriority.high': { en: 'High priority', es: 'Prioridad alta' },
} as const satisfies Texts;
