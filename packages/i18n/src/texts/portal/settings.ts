import type { Texts } from '../types';

/** User settings (/user-settings) and the center's default settings (/default-settings, the wizard's step). */
export const settings = {
  'settings.languageHint': {
    en: 'The portal, and the e-mails it sends you, use this language.',
    es: 'El portal, y los correos electrónicos que le envía, usan este idioma.',
  },
  'settings.languageSaved': { en: 'Your language was saved.', es: 'Se guardó su idioma.' },
  'settings.languageSaveFailed': {
    en: 'The language changed on this computer, but it could not be saved to your account. Try again.',
    es: 'El idioma cambió en esta computadora, pero no se pudo guardar en su cuenta. Inténtelo de nuevo.',
  },
  'settings.defaultLanguage': { en: 'Language for new patients', es: 'Idioma para pacientes nuevos' },
  'settings.defaultLanguageHint': {
    en: 'Invitations go out in it, and it is the app language of a new patient who chose none.',
    es: 'Las invitaciones se envían en este idioma, y es el idioma de la aplicación de un paciente nuevo que no eligió ninguno.',
  },
  'settings.patientLanguage': { en: 'Language', es: 'Idioma' },
  'settings.patientLanguageNone': { en: 'Not chosen', es: 'No elegido' },

  // User settings (/user-settings).
  'settings.title': { en: 'Settings', es: 'Configuración' },
  'settings.loading': { en: 'Loading your settings', es: 'Cargando su configuración' },
  'settings.yours': { en: 'Your settings', es: 'Su configuración' },
  'settings.email': { en: 'Email', es: 'Correo electrónico' },
  'settings.emailHint': { en: 'Your sign-in e-mail.', es: 'El correo electrónico con el que inicia sesión.' },
  'settings.firstName': { en: 'First name', es: 'Nombre' },
  'settings.lastName': { en: 'Last name', es: 'Apellido' },
  'settings.phone': { en: 'Phone', es: 'Teléfono' },
  'settings.notificationEmails': { en: 'Notification e-mails', es: 'Avisos por correo electrónico' },
  'settings.notifyContactNow': {
    en: 'A patient asks to be called now (when I am receiving calls)',
    es: 'Un paciente pide que lo llamen ahora (cuando estoy recibiendo llamadas)',
  },
  'settings.notifyUnread': {
    en: 'Chat messages I have not read for a while',
    es: 'Mensajes del chat que no he leído desde hace un rato',
  },
  'settings.notifyAlerts': {
    en: 'Risk alerts about patients of my center',
    es: 'Alertas de riesgo sobre pacientes de mi centro',
  },
  'settings.changePassword': { en: 'Change password', es: 'Cambiar la contraseña' },
  'settings.changePasswordElsewhere': {
    en: "Change your password at your organisation's sign-in page.",
    es: 'Cambie su contraseña en la página de inicio de sesión de su organización.',
  },
  'settings.centerDefaults': { en: 'Center default settings', es: 'Configuración predeterminada del centro' },

  // The center's default settings (/default-settings and the wizard's second step).
  'settings.defaultsTitle': { en: 'Default settings', es: 'Configuración predeterminada' },
  'settings.defaultsLoading': {
    en: 'Loading the default settings',
    es: 'Cargando la configuración predeterminada',
  },
  'settings.ownersOnly': {
    en: "Only the center's owners can change these.",
    es: 'Solo los propietarios del centro pueden cambiar esta configuración.',
  },
  // Bold terms before a value on the read-only view: "Time zone: America/Chicago".
  'settings.timeZoneTerm': { en: 'Time zone:', es: 'Zona horaria:' },
  'settings.checkInMessageTerm': {
    en: 'Check-in message {number}:',
    es: 'Mensaje {number} del registro diario:',
  },
  'settings.centerTimeZone': { en: 'Center time zone', es: 'Zona horaria del centro' },
  'settings.checkInMessages': {
    en: 'Preset check-in messages',
    es: 'Mensajes predefinidos del registro diario',
  },
  'settings.checkInMessage': { en: 'Check-in message {number}', es: 'Mensaje {number} del registro diario' },
  'settings.defaultTasks': {
    en: 'Default daily tasks for new patients',
    es: 'Tareas diarias predeterminadas para pacientes nuevos',
  },
  'settings.programStart': { en: 'Program start', es: 'Inicio del programa' },
  'settings.programStartHint': {
    en: "Day 1 of a new patient's program (membership progress).",
    es: 'El día 1 del programa de un paciente nuevo (progreso de la membresía).',
  },
  'settings.programStart.joinDate': {
    en: 'The day the patient joins',
    es: 'El día en que el paciente se une',
  },
  'settings.programStart.nextMonday': {
    en: 'The Monday after the patient joins',
    es: 'El lunes después de que el paciente se una',
  },
  'settings.programStart.setByStaff': {
    en: 'A date staff set on the patient profile',
    es: 'Una fecha que el personal fija en el perfil del paciente',
  },
  'settings.saveAndContinue': { en: 'Save and continue', es: 'Guardar y continuar' },

  // The default tasks editor.
  'settings.noTasks': {
    en: 'No default tasks. Patients start with an empty task list.',
    es: 'No hay tareas predeterminadas. Los pacientes empiezan con una lista de tareas vacía.',
  },
  'settings.task': { en: 'Task {number}', es: 'Tarea {number}' },
  'settings.removeTask': { en: 'Remove task {number}', es: 'Quitar la tarea {number}' },
  'settings.taskDays': {
    en: 'Days of task {number} (none = every day)',
    es: 'Días de la tarea {number} (ninguno = todos los días)',
  },
  'settings.addTask': { en: 'Add task', es: 'Agregar tarea' },
  // Week days as the task chips show them, Sunday first (0 = Sunday, as the API counts).
  'settings.day.0': { en: 'Sun', es: 'Dom' },
  'settings.day.1': { en: 'Mon', es: 'Lun' },
  'settings.day.2': { en: 'Tue', es: 'Mar' },
  'settings.day.3': { en: 'Wed', es: 'Mié' },
  'settings.day.4': { en: 'Thu', es: 'Jue' },
  'settings.day.5': { en: 'Fri', es: 'Vie' },
  'settings.day.6': { en: 'Sat', es: 'Sáb' },
  // The time zone picker's search found nothing.
  'settings.noTimeZone': { en: 'No matching time zone', es: 'Ninguna zona horaria coincide' },
} as const satisfies Texts;
