import type { Texts } from '../types';

/** My account: language, change password, sign out, delete the account. */
export const account = {
  'account.title': { en: 'My account', es: 'Mi cuenta' },
  'account.languageHint': {
    en: 'The app, e-mails, text messages and notifications use this language.',
    es: 'La aplicación, los correos electrónicos, los mensajes de texto y las notificaciones usan este idioma.',
  },
  'account.passwordTitle': { en: 'Change password', es: 'Cambiar contraseña' },
  'account.currentPassword': { en: 'Current password', es: 'Contraseña actual' },
  'account.newPassword': { en: 'New password', es: 'Contraseña nueva' },
  'account.newPasswordHint': { en: 'At least 12 characters.', es: 'Al menos 12 caracteres.' },
  'account.passwordChanged': {
    en: 'Your password is changed. Your other sign-ins have ended: sign in with the new password there.',
    es: 'Su contraseña cambió. Sus otras sesiones terminaron: inicie sesión allí con la contraseña nueva.',
  },
  'account.changePassword': { en: 'Change password', es: 'Cambiar contraseña' },
  'account.changeConfirmTitle': { en: 'Change your password?', es: '¿Cambiar su contraseña?' },
  'account.changeConfirmBody': {
    en: 'You will sign in with the new password from now on.',
    es: 'A partir de ahora iniciará sesión con la contraseña nueva.',
  },
  'account.signOutTitle': { en: 'Sign out', es: 'Cerrar sesión' },
  'account.signOutBody': {
    en: 'Signs you out on this phone. Check-ins waiting to be sent are removed.',
    es: 'Cierra su sesión en este teléfono. Se eliminan los registros diarios que esperan enviarse.',
  },
  'account.signOut': { en: 'Sign out', es: 'Cerrar sesión' },
  'account.signOutConfirmTitle': { en: 'Sign out?', es: '¿Cerrar sesión?' },
  'account.signOutConfirmBody': {
    en: 'You will need your e-mail and password to sign in again.',
    es: 'Necesitará su correo electrónico y su contraseña para volver a iniciar sesión.',
  },
  'account.deleted': {
    en: 'Your account is deleted. Your center keeps its records as the law requires.',
    es: 'Su cuenta se eliminó. Su centro conserva sus registros como lo exige la ley.',
  },
  'account.close': { en: 'Close', es: 'Cerrar' },
  'account.deleteTitle': { en: 'Delete my account', es: 'Eliminar mi cuenta' },
  'account.deleteBody': {
    en: 'You will no longer be able to sign in. Your center keeps the records it must keep by law.',
    es: 'Ya no podrá iniciar sesión. Su centro conserva los registros que la ley le exige conservar.',
  },
  'account.yourPassword': { en: 'Your password', es: 'Su contraseña' },
  'account.delete': { en: 'Delete my account', es: 'Eliminar mi cuenta' },
  'account.deleteConfirmTitle': { en: 'Delete your account?', es: '¿Eliminar su cuenta?' },
  'account.deleteConfirmBody': {
    en: 'This cannot be undone. You will be signed out and cannot sign in again.',
    es: 'Esto no se puede deshacer. Se cerrará su sesión y no podrá volver a iniciarla.',
  },
} as const satisfies Texts;
