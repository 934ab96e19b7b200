import type { Texts } from '../types';

/** "Ask for a call". */
export const contact = {
  'contact.title': { en: 'Ask for a call', es: 'Pedir una llamada' },
  'contact.intro': {
    en: 'If you need to talk to someone at your center, ask for a call. Someone will call you back.',
    es: 'Si necesita hablar con alguien de su centro, pida una llamada. Alguien le devolverá la llamada.',
  },
  'contact.callDirectly': {
    en: 'You can also call {center} directly.',
    es: 'También puede llamar directamente a {center}.',
  },
  'contact.emergency': {
    en: 'In an emergency, call your local emergency number.',
    es: 'En una emergencia, llame al número de emergencias de su localidad.',
  },
  'contact.waitingStrong': { en: 'Your request is waiting.', es: 'Su solicitud está en espera.' },
  'contact.waitingDetail': {
    en: 'You asked at {when}. Someone from your center will call you soon.',
    es: 'La pidió el {when}. Alguien de su centro le llamará pronto.',
  },
  'contact.handled': { en: 'Your last request was handled.', es: 'Su última solicitud ya fue atendida.' },
  'contact.handledAt': {
    en: 'Your last request was handled at {when}.',
    es: 'Su última solicitud fue atendida el {when}.',
  },
  'contact.buttonWaiting': { en: 'Your request is waiting', es: 'Su solicitud está en espera' },
  'contact.button': { en: 'Ask for a call', es: 'Pedir una llamada' },
  'contact.confirmTitle': { en: 'Ask for a call?', es: '¿Pedir una llamada?' },
  'contact.confirmYes': { en: 'Yes, call me', es: 'Sí, llámenme' },
  'contact.confirmBody': {
    en: 'Your center will see your request and call you back.',
    es: 'Su centro verá su solicitud y le devolverá la llamada.',
  },
} as const satisfies Texts;
