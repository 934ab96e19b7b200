import type { Texts } from '../types';

/** The Access history tab (owners, issue 12): who opened, searched or changed a patient's records. */
export const access = {
  'access.intro': {
    en: "Every time someone opened, searched or changed this patient's records. Viewing this list is recorded too.",
    es: 'Cada vez que alguien abrió, buscó o modificó el expediente de este paciente. Consultar esta lista también queda registrado.',
  },
  'access.export': { en: 'Export CSV', es: 'Exportar CSV' },
  'access.exported': { en: 'Access history exported', es: 'Historial de acceso exportado' },
  'access.loading': { en: 'Loading the access history', es: 'Cargando el historial de acceso' },
  'access.loadFailed': {
    en: 'The access history could not be loaded.',
    es: 'No se pudo cargar el historial de acceso.',
  },
  'access.empty': { en: 'No access recorded yet.', es: 'Aún no hay accesos registrados.' },
  'access.list': { en: 'Access history', es: 'Historial de acceso' },
  'access.when': { en: 'When', es: 'Cuándo' },
  'access.who': { en: 'Who', es: 'Quién' },
  'access.role': { en: 'Role', es: 'Rol' },
  'access.what': { en: 'What', es: 'Qué' },
  'access.address': { en: 'Address', es: 'Dirección IP' },
  'access.outcome': { en: 'Outcome', es: 'Resultado' },
  'access.newer': { en: 'Newer', es: 'Más recientes' },
  'access.older': { en: 'Older', es: 'Más antiguos' },
  'access.page': { en: 'Page {page}', es: 'Página {page}' },
  // The moment of an access: its day and time, each in the language's own form.
  'access.at': { en: '{date} {time}', es: '{date}, {time}' },

  'access.outcome.success': { en: 'success', es: 'correcto' },
  'access.outcome.failure': { en: 'failure', es: 'fallido' },
  'access.outcome.denied': { en: 'denied', es: 'denegado' },

  'access.role.owner': { en: 'Owner', es: 'Propietario' },
  'access.role.staff': { en: 'Staff', es: 'Personal' },
  'access.role.expert': { en: 'Expert', es: 'Experto' },
  'access.role.support': { en: 'Support', es: 'Soporte' },
  'access.role.patient': { en: 'Patient', es: 'Paciente' },

  'access.action.membershipRead': { en: 'Opened the profile', es: 'Abrió el perfil' },
  'access.action.membershipUpdate': { en: 'Changed the profile', es: 'Cambió el perfil' },
  'access.action.membershipStatusUpdate': { en: 'Changed the status', es: 'Cambió el estado' },
  'access.action.membershipDelete': { en: 'Removed the patient', es: 'Quitó al paciente' },
  'access.action.noteList': { en: 'Read the notes', es: 'Leyó las notas' },
  'access.action.noteCreate': { en: 'Added a note', es: 'Agregó una nota' },
  'access.action.noteUpdate': { en: 'Edited a note', es: 'Editó una nota' },
  'access.action.noteDelete': { en: 'Deleted a note', es: 'Eliminó una nota' },
  'access.action.reportCalendarRead': { en: 'Viewed the calendar', es: 'Vio el calendario' },
  'access.action.reportDailyRead': { en: "Viewed a day's report", es: 'Vio el informe de un día' },
  'access.action.reportPeriodicalRead': { en: 'Viewed the progress', es: 'Vio el progreso' },
  'access.action.checkInList': { en: 'Viewed check-ins', es: 'Vio los registros diarios' },
  'access.action.checkInHistory': {
    en: 'Viewed check-in history',
    es: 'Vio el historial de registros diarios',
  },
  'access.action.taskCompleteHistory': { en: 'Viewed completed tasks', es: 'Vio las tareas completadas' },
  'access.action.assistanceRecordCreate': { en: 'Recorded an assistance', es: 'Registró una asistencia' },
  'access.action.invitationCreate': { en: 'Invited the patient', es: 'Invitó al paciente' },
  'access.action.invitationEmail': {
    en: 'E-mailed the invitation',
    es: 'Envió la invitación por correo electrónico',
  },
  'access.action.invitationResend': { en: 'Re-sent the invitation', es: 'Reenvió la invitación' },
  'access.action.invitationAccept': { en: 'Accepted the invitation', es: 'Aceptó la invitación' },
  'access.action.alumniNotificationListMine': {
    en: 'Read their notifications (app)',
    es: 'Leyó sus notificaciones (aplicación)',
  },
  'access.action.accessHistoryRead': { en: 'Viewed this access history', es: 'Vio este historial de acceso' },
  'access.action.accessHistoryExport': {
    en: 'Exported this access history',
    es: 'Exportó este historial de acceso',
  },
} as const satisfies Texts;
