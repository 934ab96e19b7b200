import type { Texts } from '../types';

/** Risk alerts: the list (dashboard, a patient's profile), resolving one, and the center's thresholds. */
export const alerts = {
  'alerts.title': { en: 'Risk alerts', es: 'Alertas de riesgo' },
  'alerts.which': { en: 'Which alerts', es: 'Qué alertas' },
  'alerts.open': { en: 'Open', es: 'Abiertas' },
  'alerts.resolved': { en: 'Resolved', es: 'Resueltas' },
  'alerts.loading': { en: 'Loading alerts', es: 'Cargando alertas' },
  // The subject of "… could not be loaded." (shell.couldNotLoad).
  'alerts.loadWhat': { en: 'The alerts', es: 'las alertas' },
  'alerts.noResolved': { en: 'No resolved alerts.', es: 'No hay alertas resueltas.' },
  // An alert's status on its badge and in "acknowledged by …" (the API's words in English).
  'alerts.status.open': { en: 'open', es: 'abierta' },
  'alerts.status.acknowledged': { en: 'acknowledged', es: 'confirmada' },
  'alerts.status.resolved': { en: 'resolved', es: 'resuelta' },
  'alerts.actedBy': { en: '{status} by {name}, {when}', es: '{status} por {name}, {when}' },
  'alerts.noteLine': { en: 'Note: {note}', es: 'Nota: {note}' },
  'alerts.acknowledge': { en: 'Acknowledge', es: 'Confirmar' },
  'alerts.resolve': { en: 'Resolve', es: 'Resolver' },
  'alerts.rule.moodDip': { en: 'Mood dip', es: 'Caída del ánimo' },
  'alerts.rule.silence': { en: 'Silence', es: 'Silencio' },
  'alerts.rule.reset': { en: 'Sobriety date reset', es: 'Fecha de sobriedad reiniciada' },
  'alerts.rule.contactUnanswered': { en: 'Unanswered contact now', es: 'Contactar ahora sin respuesta' },
  'alerts.rule.phq9Item9': {
    en: 'PHQ-9 item 9: thoughts of self-harm',
    es: 'PHQ-9, pregunta 9: pensamientos de lastimarse',
  },
  'alerts.rule.bamrUse': { en: 'BAM-R: reported use', es: 'BAM-R: consumo informado' },

  // What a rule saw, under each alert (describe.ts). The English numbers are the API's values.
  'alerts.dayFormat': { en: 'MMM D', es: 'D MMM' },
  'alerts.trigger.lowStreak': {
    en: 'Two check-ins in a row at {threshold} or below ({dates}).',
    es: 'Dos registros diarios seguidos con ánimo de {threshold} o menos ({dates}).',
  },
  'alerts.trigger.moodDrop': {
    en: '3-day mood average {recent}, down {drop} points from {baseline}.',
    es: 'Promedio de ánimo de 3 días: {recent}, {drop} puntos por debajo del promedio anterior ({baseline}).',
  },
  'alerts.trigger.silence': {
    en: 'No check-in for {days} days since {date}.',
    es: 'Sin registro diario durante {days} días desde el {date}.',
  },
  'alerts.trigger.reset': {
    en: 'Sobriety date moved from {from} to {to}.',
    es: 'La fecha de sobriedad cambió del {from} al {to}.',
  },
  'alerts.trigger.contactUnanswered': {
    en: 'A contact-now request waited {minutes} minutes without an answer.',
    es: 'Una solicitud de contactar ahora esperó {minutes} minutos sin respuesta.',
  },
  'alerts.trigger.phq9Item9': {
    en: 'Answered above 0 ({value} of 3) to thoughts of being better off dead or of self-harm.',
    es: 'Respondió más de 0 ({value} de 3) a la pregunta sobre pensamientos de que estaría mejor muerto(a) o de lastimarse.',
  },
  'alerts.trigger.bamrUse': {
    en: 'Reported alcohol or drug use in the last 30 days (BAM-R Use score {value}).',
    es: 'Informó consumo de alcohol o drogas en los últimos 30 días (puntuación de consumo del BAM-R: {value}).',
  },

  'alerts.resolveTitle': { en: 'Resolve: {rule} — {patient}', es: 'Resolver: {rule} — {patient}' },
  'alerts.note': { en: 'Note', es: 'Nota' },
  'alerts.noteHint': { en: 'What was done about it', es: 'Qué se hizo al respecto' },

  'alerts.thresholdsIntro': {
    en: 'When staff are alerted about a patient who may be slipping.',
    es: 'Cuándo se avisa al personal sobre un paciente que podría estar empeorando.',
  },
  'alerts.moodDrop': { en: 'Mood drop (points)', es: 'Caída del ánimo (puntos)' },
  'alerts.moodDropHint': {
    en: '3-day average below the previous 14 days by at least this much',
    es: 'Promedio de 3 días por debajo del de los 14 días anteriores en al menos esta cantidad',
  },
  'alerts.lowMood': { en: 'Low mood', es: 'Ánimo bajo' },
  'alerts.lowMoodHint': {
    en: 'Two check-ins in a row at or below this mood',
    es: 'Dos registros diarios seguidos con este ánimo o uno más bajo',
  },
  'alerts.silenceDays': { en: 'Silence (days)', es: 'Silencio (días)' },
  'alerts.silenceDaysHint': {
    en: 'Days missed by a patient who checked in daily',
    es: 'Días sin registro de un paciente que hacía su registro diario todos los días',
  },
  'alerts.contactMinutes': {
    en: 'Unanswered contact now (minutes)',
    es: 'Contactar ahora sin respuesta (minutos)',
  },
  'alerts.contactMinutesHint': {
    en: 'Owners are alerted when a request waits this long',
    es: 'Se avisa a los propietarios cuando una solicitud espera este tiempo',
  },
  'alerts.saveThresholds': { en: 'Save thresholds', es: 'Guardar los umbrales' },
  // When an alert was raised or handled (a dayjs format: the language's own order).
  'alerts.whenFormat': { en: 'MMM D, h:mm A', es: 'D MMM, H:mm' },
} as const satisfies Texts;
