import type { Texts } from '../types';

/** The signed-out welcome, the page a staff account sees in the app, and the start-up failure. */
export const welcome = {
  'welcome.title': { en: 'Your recovery companion', es: 'Su compañero de recuperación' },
  'welcome.intro': {
    en: 'Check in every day, keep up with your tasks, see your progress and talk with your treatment center.',
    es: 'Haga su registro diario, siga sus tareas, vea su progreso y hable con su centro de tratamiento.',
  },
  'welcome.signIn': { en: 'Sign in', es: 'Iniciar sesión' },
  'welcome.joinByPhone': { en: 'Join with my phone number', es: 'Unirme con mi número de teléfono' },
  'welcome.invitedTitle': { en: 'Invited by e-mail?', es: '¿Recibió una invitación por correo electrónico?' },
  'welcome.invitedBody': {
    en: 'Open the link in the invitation e-mail from your center: it creates your account and brings you here.',
    es: 'Abra el enlace del correo electrónico de invitación de su centro: crea su cuenta y abre esta aplicación.',
  },
  'welcome.install': {
    en: 'Add this app to your home screen from your browser\'s menu ("Install app" or "Add to Home Screen").',
    es: 'Agregue esta aplicación a su pantalla de inicio desde el menú de su navegador ("Instalar aplicación" o "Agregar a la pantalla de inicio").',
  },
  'welcome.staffTitle': { en: 'This app is for patients', es: 'Esta aplicación es para pacientes' },
  'welcome.staffBody': {
    en: 'You are signed in as {email}, a staff account. Staff and owners work in the portal.',
    es: 'Inició sesión como {email}, una cuenta del personal. El personal y los propietarios trabajan en el portal.',
  },
  'welcome.staffSomeone': { en: 'a staff member', es: 'un miembro del personal' },
  'welcome.openPortal': { en: 'Open the portal', es: 'Abrir el portal' },
  'welcome.signOutApp': { en: 'Sign out of the app', es: 'Cerrar sesión en la aplicación' },
  'welcome.startupTitle': { en: 'The app could not start', es: 'La aplicación no pudo iniciarse' },
  'welcome.startupBody': {
    en: 'It needs a connection the first time. Check that you are online, then try again.',
    es: 'La primera vez necesita conexión. Compruebe que está en línea e inténtelo de nuevo.',
  },
  'welcome.languageSaveFailed': {
    en: 'The language changed on this phone, but it could not be saved to your account. Try again later.',
    es: 'El idioma cambió en este teléfono, pero no se pudo guardar en su cuenta. Inténtelo de nuevo más tarde.',
  },
} as const satisfies Texts;
