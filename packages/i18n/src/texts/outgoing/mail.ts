import type { Texts } from '../types';

/**
 * The e-mails the server sends, in the recipient's language. The subjects stay neutral: an inbox
 * preview must not reveal a treatment relationship. "Recovery Portal" is the product's name.
 */
export const mail = {
  'mail.greeting': {
    en: '{hasName, select, yes {Hello {name},} other {Hello,}}',
    es: '{hasName, select, yes {Hola, {name}:} other {Hola:}}',
  },
  'mail.invitationSubject': {
    en: 'Your invitation to the recovery app',
    es: 'Su invitación a la aplicación de recuperación',
  },
  'mail.invitationCenterFallback': { en: 'Your treatment center', es: 'Su centro de tratamiento' },
  'mail.invitationInvited': {
    en: '{center} invited you to the recovery app. Create your account with this link:',
    es: '{center} le envió una invitación a la aplicación de recuperación. Cree su cuenta con este enlace:',
  },
  'mail.invitationAccept': { en: 'Accept the invitation', es: 'Aceptar la invitación' },
  'mail.invitationExpires': {
    en: 'The link works once and expires in {days} days ({expires}).',
    es: 'El enlace funciona una sola vez y vence en {days} días ({expires}).',
  },
  'mail.invitationIgnore': {
    en: 'If you did not expect this e-mail, you can ignore it.',
    es: 'Si no esperaba este correo electrónico, puede ignorarlo.',
  },
  'mail.resetSubject': {
    en: 'Choose a new password for the Recovery Portal',
    es: 'Elija una contraseña nueva para Recovery Portal',
  },
  'mail.resetAsked': {
    en: 'Someone (hopefully you) asked to reset the password of your Recovery Portal account.',
    es: 'Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de Recovery Portal.',
  },
  'mail.resetChoose': {
    en: 'Choose a new password here within one hour; the link works once:',
    es: 'Elija una contraseña nueva aquí dentro de una hora; el enlace funciona una sola vez:',
  },
  'mail.resetLink': { en: 'Choose a new password', es: 'Elegir una contraseña nueva' },
  'mail.resetIgnore': {
    en: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
    es: 'Si usted no lo pidió, ignore este correo electrónico: su contraseña no cambia.',
  },
} as const satisfies Texts;
