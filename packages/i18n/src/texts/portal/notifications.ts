import type { Texts } from '../types';

/** Notifications (owners, spec §2): alumni notifications sent, and the New Alumni Notification modal. */
export const notifications = {
  'notifications.title': { en: 'Notifications', es: 'Notificaciones' },
  'notifications.new': { en: 'New Alumni Notification', es: 'Nueva notificación para exalumnos' },
  'notifications.intro': {
    en: "Messages sent to the center's alumni, newest first.",
    es: 'Mensajes enviados a los exalumnos del centro, del más reciente al más antiguo.',
  },
  'notifications.loading': { en: 'Loading notifications', es: 'Cargando notificaciones' },
  // The subject of "… could not be loaded." (shell.couldNotLoad).
  'notifications.loadWhat': { en: 'The notifications', es: 'las notificaciones' },
  'notifications.sent': { en: 'Sent notifications', es: 'Notificaciones enviadas' },
  'notifications.recipients': {
    en: '{count, plural, one {# recipient} other {# recipients}}',
    es: '{count, plural, one {# destinatario} other {# destinatarios}}',
  },
  'notifications.loadMore': { en: 'Load more', es: 'Cargar más' },
  'notifications.modalIntro': {
    en: 'Every alumnus of the center gets this message in the app. Their phones only show that a new message arrived; the text is read in the app.',
    es: 'Todos los exalumnos del centro reciben este mensaje en la app. Sus teléfonos solo muestran que llegó un mensaje nuevo; el texto se lee en la app.',
  },
  'notifications.message': { en: 'Message', es: 'Mensaje' },
  'notifications.send': { en: 'Send', es: 'Enviar' },
} as const satisfies Texts;
