import type { Texts } from '../types';

/** Notifications on this phone, the daily check-in reminder, and the events and news they bring. */
export const notifications = {
  'notifications.title': { en: 'Notifications', es: 'Notificaciones' },
  'notifications.pushTitle': { en: 'Notifications on this phone', es: 'Notificaciones en este teléfono' },
  'notifications.pushIntro': {
    en: 'New messages, news from your center, event reminders and your daily check-in reminder. They never show anything about your health.',
    es: 'Mensajes nuevos, noticias de su centro, recordatorios de eventos y el recordatorio de su registro diario. Nunca muestran nada sobre su salud.',
  },
  'notifications.unsupported': {
    en: 'This browser cannot show notifications. Install the app to your home screen first.',
    es: 'Este navegador no puede mostrar notificaciones. Primero instale la app en su pantalla de inicio.',
  },
  'notifications.blocked': {
    en: "Notifications are blocked for this app. Allow them in your browser's settings.",
    es: 'Las notificaciones están bloqueadas para esta app. Permítalas en la configuración de su navegador.',
  },
  'notifications.turnOn': { en: 'Turn on notifications', es: 'Activar las notificaciones' },
  'notifications.on': {
    en: 'Notifications are on for this phone.',
    es: 'Las notificaciones están activadas en este teléfono.',
  },
  'notifications.turnOff': { en: 'Turn off', es: 'Desactivar' },
  'notifications.reminderTitle': { en: 'Daily check-in reminder', es: 'Recordatorio del registro diario' },
  'notifications.remindAt': { en: 'Remind me at', es: 'Recordarme a las' },
  'notifications.reminderHint': {
    en: "Your center's time{zone, select, none {} other { ({zone})}}. Leave empty for no reminder; it needs notifications on.",
    es: 'Hora de su centro{zone, select, none {} other { ({zone})}}. Déjelo vacío si no quiere recordatorio; necesita las notificaciones activadas.',
  },
  'notifications.remindedAt': { en: 'You will be reminded at {time}.', es: 'Le recordaremos a las {time}.' },
  'notifications.reminderOff': { en: 'Reminder turned off.', es: 'Recordatorio desactivado.' },
  'notifications.saveReminder': { en: 'Save reminder', es: 'Guardar recordatorio' },
  'news.title': { en: 'Events and news', es: 'Eventos y noticias' },
  'news.upcoming': { en: 'Upcoming events', es: 'Próximos eventos' },
  'news.noEvents': { en: 'No upcoming events.', es: 'No hay eventos próximos.' },
  'news.fromCenter': { en: 'News from your center', es: 'Noticias de su centro' },
  'news.noNews': { en: 'No news yet.', es: 'Todavía no hay noticias.' },
} as const satisfies Texts;
