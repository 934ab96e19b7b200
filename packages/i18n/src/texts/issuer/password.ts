import type { Texts } from '../types';

/** The issuer's password pages: forgot (ask for a link), reset (choose a new one), change. */
export const password = {
  'forgot.title': { en: 'Forgot your password', es: 'Olvidó su contraseña' },
  'forgot.heading': { en: 'Forgot your password?', es: '¿Olvidó su contraseña?' },
  'forgot.lead': {
    en: 'Enter the e-mail of your account. We will send you a link to choose a new password.',
    es: 'Escriba el correo electrónico de su cuenta. Le enviaremos un enlace para elegir una contraseña nueva.',
  },
  'forgot.submit': { en: 'Send the link', es: 'Enviar el enlace' },
  'forgot.backToSignIn': { en: 'Back to sign in', es: 'Volver a iniciar sesión' },
  'reset.title': { en: 'Choose a new password', es: 'Elija una contraseña nueva' },
  'reset.newPassword': { en: 'New password', es: 'Contraseña nueva' },
  'reset.submit': { en: 'Save the new password', es: 'Guardar la contraseña nueva' },
  'reset.linkExpired': { en: 'Link expired', es: 'Enlace vencido' },
  'reset.askAgain': { en: 'Ask for a new link', es: 'Pedir un enlace nuevo' },
  'reset.changed': { en: 'Password changed', es: 'Contraseña cambiada' },
  'reset.toSignIn': { en: 'Go to sign in', es: 'Ir a iniciar sesión' },
  'changePassword.title': { en: 'Change your password', es: 'Cambie su contraseña' },
  'changePassword.lead': {
    en: 'Enter your current password, then the new one.',
    es: 'Escriba su contraseña actual y después la nueva.',
  },
  'changePassword.current': { en: 'Current password', es: 'Contraseña actual' },
  'changePassword.submit': { en: 'Change password', es: 'Cambiar la contraseña' },
} as const satisfies Texts;
