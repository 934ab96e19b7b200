import type { Texts } from '../types';

/** Contact now: patients waiting for a call (live), the requests handled, and the alert of a new one. */
export const contactNow = {
  'contactNow.title': { en: 'Contact now', es: 'Contactar ahora' },
  'contactNow.intro': {
    en: 'Patients who asked to be called from the app. Call them, then mark the request handled.',
    es: 'Pacientes que pidieron desde la app que los llamen. Llámelos y luego marque la solicitud como atendida.',
  },
  'contactNow.live': { en: 'The queue updates live.', es: 'La cola se actualiza en tiempo real.' },
  'contactNow.polling': {
    en: 'The queue refreshes every 30 seconds.',
    es: 'La cola se actualiza cada 30 segundos.',
  },
  'contactNow.waiting': { en: 'Waiting', es: 'En espera' },
  'contactNow.handled': { en: 'Handled', es: 'Atendidas' },
  'contactNow.loadingQueue': { en: 'Loading the queue', es: 'Cargando la cola' },
  'contactNow.waitingList': { en: 'Waiting for a call', es: 'Esperan una llamada' },
  'contactNow.waitingSince': {
    en: 'Waiting {time} (since {since})',
    es: 'En espera: {time} (desde {since})',
  },
  'contactNow.markHandled': { en: 'Mark handled', es: 'Marcar como atendida' },
  'contactNow.markHandledNamed': { en: 'Mark handled: {name}', es: 'Marcar como atendida: {name}' },
  'contactNow.loadingHandled': { en: 'Loading handled requests', es: 'Cargando las solicitudes atendidas' },
  'contactNow.handledList': { en: 'Handled requests', es: 'Solicitudes atendidas' },
  'contactNow.handledBy': { en: 'Handled by {name}', es: 'Atendida por {name}' },
  'contactNow.formerStaff': {
    en: 'a former staff member',
    es: 'alguien que ya no forma parte del personal',
  },
  'contactNow.asked': { en: 'asked {when}', es: 'pedida: {when}' },
  'contactNow.noPhone': { en: 'No phone on file', es: 'Sin teléfono registrado' },
  'contactNow.page.first': { en: 'first page', es: 'primera página' },
  'contactNow.page.previous': { en: 'previous page', es: 'página anterior' },
  'contactNow.page.next': { en: 'next page', es: 'página siguiente' },
  'contactNow.page.last': { en: 'last page', es: 'última página' },
  // The alert of a new request, on every screen.
  'contactNow.dismiss': { en: 'Dismiss', es: 'Descartar' },
  'contactNow.call': { en: 'Call {phone}', es: 'Llamar al {phone}' },
  'contactNow.openQueue': { en: 'Open the queue', es: 'Abrir la cola' },
} as const satisfies Texts;
