import type { Texts } from '../types';

/** The frame around every screen: tab bar, banners, dialogs, failed screens. */
export const shell = {
  'shell.appName': { en: 'Recovery app', es: 'App de recuperación' },
  'shell.mainNav': { en: 'Main', es: 'Principal' },
  'shell.tabToday': { en: 'Today', es: 'Hoy' },
  'shell.tabCheckIn': { en: 'Check-in', es: 'Registro' },
  'shell.tabProgress': { en: 'Progress', es: 'Progreso' },
  'shell.tabMessages': { en: 'Messages', es: 'Mensajes' },
  'shell.tabMore': { en: 'More', es: 'Más' },
  'shell.unread': { en: 'unread', es: 'sin leer' },
  'shell.offline': {
    en: 'You are offline. You see what was last loaded; a check-in or task you mark is sent when you are back online.',
    es: 'No tiene conexión. Ve lo último que se cargó; el registro diario o la tarea que marque se enviará cuando vuelva a estar en línea.',
  },
  'shell.waiting': {
    en: 'Waiting to send {count, plural, one {1 change} other {# changes}} when you are back online.',
    es: '{count, plural, one {1 cambio espera} other {# cambios esperan}} para enviarse cuando vuelva a estar en línea.',
  },
  'shell.cancel': { en: 'Cancel', es: 'Cancelar' },
  'shell.screenNotOpened': { en: 'Screen not opened', es: 'No se pudo abrir la pantalla' },
  'shell.screenFailed': {
    en: 'This screen could not be opened. Check your connection, then reload the app.',
    es: 'No se pudo abrir esta pantalla. Revise su conexión y vuelva a cargar la app.',
  },
  'shell.reload': { en: 'Reload', es: 'Volver a cargar' },
  'shell.celebration': { en: 'Celebration', es: 'Celebración' },
} as const satisfies Texts;
