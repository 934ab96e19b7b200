import { messages } from '@portal/contracts';
import { esMessages } from '../../catalogues/es';
import { moods } from '../moods';
import type { Texts } from '../types';

/** The daily check-in and today's tasks, and the six moods' names wherever a mood is shown. */
export const checkIn = {
  ...moods,
  'checkIn.title': { en: 'Daily check-in', es: 'Registro diario' },
  'checkIn.notActive': { en: messages.patientNotActive, es: esMessages.patientNotActive },
  'checkIn.chooseMood': { en: 'Choose how you feel today.', es: 'Elija cómo se siente hoy.' },
  'checkIn.choosePreset': { en: 'Choose a message for your center.', es: 'Elija un mensaje para su centro.' },
  'checkIn.alreadyToday': {
    en: 'You checked in today. You can change your answer until the end of the day.',
    es: 'Ya hizo su registro de hoy. Puede cambiar su respuesta hasta que termine el día.',
  },
  'checkIn.waiting': {
    en: 'Your check-in is waiting to be sent when you are back online.',
    es: 'Su registro diario espera para enviarse cuando vuelva a estar en línea.',
  },
  'checkIn.howDoYouFeel': { en: 'How do you feel today?', es: '¿Cómo se siente hoy?' },
  'checkIn.messageToCenter': { en: 'Your message to the center', es: 'Su mensaje para el centro' },
  'checkIn.anythingToAdd': { en: 'Anything to add? (optional)', es: '¿Algo más que agregar? (opcional)' },
  'checkIn.saved': {
    en: 'Thank you: your check-in is saved.',
    es: 'Gracias: su registro diario quedó guardado.',
  },
  'checkIn.backToToday': { en: 'Back to today', es: 'Volver a Hoy' },
  'checkIn.savedOffline': {
    en: 'You are offline: your check-in is saved on this phone and will be sent when you are back online.',
    es: 'No tiene conexión: su registro diario quedó guardado en este teléfono y se enviará cuando vuelva a estar en línea.',
  },
  'checkIn.sending': { en: 'Sending…', es: 'Enviando…' },
  'checkIn.update': { en: 'Update my check-in', es: 'Actualizar mi registro' },
  'checkIn.send': { en: 'Send my check-in', es: 'Enviar mi registro' },
  'tasks.title': { en: "Today's tasks", es: 'Tareas de hoy' },
  'tasks.none': {
    en: 'No tasks for today. Enjoy your day.',
    es: 'No tiene tareas para hoy. Disfrute su día.',
  },
  'tasks.doneCount': { en: '{done} of {total} done', es: '{done} de {total} hechas' },
  'tasks.waiting': {
    en: 'Waiting to send when you are back online.',
    es: 'Espera para enviarse cuando vuelva a estar en línea.',
  },
} as const satisfies Texts;
