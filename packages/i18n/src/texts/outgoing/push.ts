import type { Texts } from '../types';

/**
 * The title of each kind of push to the patient app. Never health information: a push shows on a
 * lock screen and passes through the browser vendor's push service.
 */
export const push = {
  'push.chatMessage': { en: 'You have a new message', es: 'Tiene un mensaje nuevo' },
  'push.alumniNotification': { en: 'You have a new notification', es: 'Tiene una notificación nueva' },
  'push.eventReminder': { en: 'An event is coming up', es: 'Se acerca un evento' },
  'push.checkInReminder': { en: 'Time for your daily check-in', es: 'Es hora de su registro diario' },
  'push.assessmentDue': {
    en: 'You have a check-in questionnaire to fill in.',
    es: 'Tiene un cuestionario de seguimiento para responder.',
  },
  'push.assessmentLastDay': {
    en: 'Today is the last day to fill in your check-in questionnaire.',
    es: 'Hoy es el último día para responder su cuestionario de seguimiento.',
  },
} as const satisfies Texts;
