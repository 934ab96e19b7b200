import type { Texts } from '../types';

/**
 * The consent screen before the app opens (issue 37): the center's app-use consent, shown as the
 * center wrote it (never translated here), the typed name and the deliberate "I agree and sign".
 */
export const consentGate = {
  'consentGate.title': { en: 'Before you start', es: 'Antes de comenzar' },
  'consentGate.intro': {
    en: '{center} asks for your written consent before you use this app. Please read it in full. It is the center’s own text.',
    es: '{center} le pide su consentimiento por escrito antes de usar esta aplicación. Léalo completo, por favor. Es el texto del propio centro.',
  },
  'consentGate.textLabel': { en: 'Consent text: {title}', es: 'Texto del consentimiento: {title}' },
  'consentGate.version': { en: 'Version {version}', es: 'Versión {version}' },
  'consentGate.nameLabel': {
    en: 'Type your full name to sign',
    es: 'Escriba su nombre completo para firmar',
  },
  'consentGate.nameHint': {
    en: 'Your first and last name as your center has them: {name}',
    es: 'Su nombre y apellido como los tiene su centro: {name}',
  },
  'consentGate.agree': {
    en: 'I have read this consent and I agree to it.',
    es: 'Leí este consentimiento y estoy de acuerdo.',
  },
  'consentGate.sign': { en: 'I agree and sign', es: 'Acepto y firmo' },
  'consentGate.signing': { en: 'Signing…', es: 'Firmando…' },
  'consentGate.decline': { en: 'I do not agree', es: 'No estoy de acuerdo' },
  'consentGate.signOut': { en: 'Sign out', es: 'Cerrar sesión' },
  'consentGate.declinedTitle': { en: 'You did not sign', es: 'Usted no firmó' },
  'consentGate.declinedBody': {
    en: 'That is your choice, and it is all right. Your care at {center} does not depend on this app. Without this consent the app cannot open, because it shares what you enter with your center.',
    es: 'Es su decisión, y está bien. Su atención en {center} no depende de esta aplicación. Sin este consentimiento la aplicación no puede abrirse, porque comparte con su centro lo que usted escribe.',
  },
  'consentGate.declinedTalk': {
    en: 'If you have questions about the consent, talk to your center: they can explain it. You can ask them to call you here.',
    es: 'Si tiene preguntas sobre el consentimiento, hable con su centro: pueden explicárselo. Puede pedirles aquí que lo llamen.',
  },
  'consentGate.declinedTalkPhone': {
    en: 'If you have questions about the consent, talk to your center: they can explain it. You can call them, or ask them here to call you.',
    es: 'Si tiene preguntas sobre el consentimiento, hable con su centro: pueden explicárselo. Puede llamarlos, o pedirles aquí que le llamen.',
  },
  'consentGate.askCall': { en: 'Ask my center to call me', es: 'Pedir que mi centro me llame' },
  'consentGate.callAsked': {
    en: 'Your center has your request and will call you.',
    es: 'Su centro recibió su solicitud y lo llamará.',
  },
  'consentGate.readAgain': { en: 'Read the consent again', es: 'Leer el consentimiento de nuevo' },
  'consentGate.noForm': {
    en: 'Your center has no consent form for the app right now. Please contact your center.',
    es: 'Su centro no tiene ahora un formulario de consentimiento para la aplicación. Comuníquese con su centro, por favor.',
  },
} as const satisfies Texts;
