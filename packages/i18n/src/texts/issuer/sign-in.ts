import type { Texts } from '../types';

/**
 * The embedded issuer's sign-in pages (apps/server/src/identity/issuer/pages): sign in, register a
 * center, sign out, and its error page. English word for word as the pages said before Spanish.
 */
export const signIn = {
  'issuer.email': { en: 'Email', es: 'Correo electrónico' },
  'issuer.password': { en: 'Password', es: 'Contraseña' },
  'issuer.passwordHint': { en: 'At least 12 characters.', es: 'Al menos 12 caracteres.' },
  'issuer.firstName': { en: 'First name', es: 'Nombre' },
  'issuer.lastName': { en: 'Last name', es: 'Apellido' },
  'issuer.backToPortal': { en: 'Back to the portal', es: 'Volver al portal' },
  'signIn.title': { en: 'Sign in', es: 'Iniciar sesión' },
  'signIn.lead': {
    en: 'Use the e-mail and password of your treatment center account.',
    es: 'Use el correo electrónico y la contraseña de la cuenta de su centro de tratamiento.',
  },
  'signIn.submit': { en: 'Sign in', es: 'Iniciar sesión' },
  'signIn.forgot': { en: 'Forgot your password?', es: '¿Olvidó su contraseña?' },
  'signIn.register': { en: 'Register a new center', es: 'Registrar un centro nuevo' },
  'register.title': { en: 'Register a new center', es: 'Registrar un centro nuevo' },
  'register.lead': {
    en: 'Create your treatment center and its owner account. You will set the center up next.',
    es: 'Cree su centro de tratamiento y la cuenta de su propietario. Después configurará el centro.',
  },
  'register.centerName': { en: 'Center name', es: 'Nombre del centro' },
  'register.submit': { en: 'Create center', es: 'Crear el centro' },
  'register.haveAccount': { en: 'I already have an account', es: 'Ya tengo una cuenta' },
  'signOut.title': { en: 'Sign out', es: 'Cerrar sesión' },
  'signOut.lead': {
    en: 'You are signing out of the Recovery Portal on this device.',
    es: 'Está cerrando su sesión de Recovery Portal en este dispositivo.',
  },
  'signOut.submit': { en: 'Sign out', es: 'Cerrar sesión' },
  'signOut.doneTitle': { en: 'Signed out', es: 'Sesión cerrada' },
  'signOut.doneHeading': { en: 'You are signed out', es: 'Ha cerrado la sesión' },
  'signOut.doneLead': {
    en: 'Close this window, or sign in again.',
    es: 'Cierre esta ventana o vuelva a iniciar sesión.',
  },
  'signOut.toPortal': { en: 'Go to the portal', es: 'Ir al portal' },
  'signInError.title': { en: 'Sign-in problem', es: 'Problema al iniciar sesión' },
  'signInError.heading': { en: 'Something went wrong', es: 'Algo salió mal' },
  'signInError.pageExpired': {
    en: 'This sign-in page has expired. Go back to the portal and sign in again.',
    es: 'Esta página de inicio de sesión venció. Vuelva al portal e inicie sesión de nuevo.',
  },
  'signInError.linkExpired': {
    en: 'This sign-in link has expired or was already used. Go back to the portal and sign in again.',
    es: 'Este enlace de inicio de sesión venció o ya se usó. Vuelva al portal e inicie sesión de nuevo.',
  },
  'signInError.requestFailed': {
    en: 'The sign-in request could not be completed. Go back to the portal and sign in again.',
    es: 'No se pudo completar la solicitud de inicio de sesión. Vuelva al portal e inicie sesión de nuevo.',
  },
} as const satisfies Texts;
