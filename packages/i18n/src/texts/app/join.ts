import type { Texts } from '../types';

/** Joining with a reserved phone number. */
export const join = {
  'join.back': { en: '← Back', es: '← Atrás' },
  'join.title': { en: 'Join with my phone number', es: 'Unirme con mi número de teléfono' },
  'join.intro': {
    en: 'Your center reserved a place for you with your phone number. We send you a code by SMS.',
    es: 'Su centro le reservó un lugar con su número de teléfono. Le enviaremos un código por SMS.',
  },
  'join.phone': { en: 'Phone number', es: 'Número de teléfono' },
  'join.sending': { en: 'Sending…', es: 'Enviando…' },
  'join.sendCode': { en: 'Send me a code', es: 'Enviarme un código' },
  'join.codeSent': {
    en: 'We sent a code by SMS to {phone}. It is valid for a few minutes.',
    es: 'Enviamos un código por SMS al {phone}. Es válido por unos minutos.',
  },
  'join.code': { en: 'Code from the SMS', es: 'Código del SMS' },
  'join.email': { en: 'E-mail', es: 'Correo electrónico' },
  'join.firstName': { en: 'First name', es: 'Nombre' },
  'join.lastName': { en: 'Last name', es: 'Apellido' },
  'join.password': { en: 'Password', es: 'Contraseña' },
  'join.passwordHint': { en: 'At least 12 characters.', es: 'Al menos 12 caracteres.' },
  'join.creating': { en: 'Creating…', es: 'Creando…' },
  'join.create': { en: 'Create my account', es: 'Crear mi cuenta' },
  'join.newCode': { en: 'Send a new code', es: 'Enviar un código nuevo' },
  'join.ready': { en: 'Your account is ready.', es: 'Su cuenta está lista.' },
  'join.signIn': { en: 'Sign in', es: 'Iniciar sesión' },
} as const satisfies Texts;
