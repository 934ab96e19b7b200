import type { Texts } from '../types';

/** The page an invitation e-mail opens (/accept-invitation): a patient creates their account. */
export const invitation = {
  'invitation.title': { en: 'Accept your invitation', es: 'Acepte su invitación' },
  'invitation.heading': { en: 'Create your account', es: 'Cree su cuenta' },
  'invitation.lead': {
    en: 'Your treatment center invited you to the recovery app. Choose your name and a password; you will sign in to the app with your e-mail and this password.',
    es: 'Su centro de tratamiento le envió una invitación a la aplicación de recuperación. Elija su nombre y una contraseña; iniciará sesión en la aplicación con su correo electrónico y esta contraseña.',
  },
  'invitation.openFromMail': {
    en: 'Open this page from the link in your invitation e-mail.',
    es: 'Abra esta página desde el enlace de su correo electrónico de invitación.',
  },
  'invitation.submit': { en: 'Create my account', es: 'Crear mi cuenta' },
  'invitation.readyTitle': { en: 'Your account is ready', es: 'Su cuenta está lista' },
  'invitation.readyLead': {
    en: 'Continue to the recovery app: on this browser you are signed in for the next few minutes. Later, sign in with {email} and the password you chose.',
    es: 'Continúe a la aplicación de recuperación: en este navegador, su sesión queda iniciada durante los próximos minutos. Más adelante, inicie sesión con {email} y la contraseña que eligió.',
  },
  'invitation.continue': { en: 'Continue to the app', es: 'Continuar a la aplicación' },
  'invitation.whereApp': {
    en: "The app lives at /app/ on this site. On a phone, add it to your home screen from the browser's menu.",
    es: 'La aplicación está en /app/ de este sitio. En un teléfono, agréguela a su pantalla de inicio desde el menú del navegador.',
  },
} as const satisfies Texts;
