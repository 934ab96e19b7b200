import type { Texts } from '../types';

/** Patients (spec §2): the list and its filters, Search Patient, the patient detail's frame and Profile tab. */
export const patients = {
  'patients.title': { en: 'Patients', es: 'Pacientes' },
  // `total` is "12" or "50+" (the server's count cap): a select, not a number, so no Intl on the list.
  'patients.total': {
    en: '{total, select, 1 {1 patient} other {{total} patients}}',
    es: '{total, select, 1 {1 paciente} other {{total} pacientes}}',
  },
  'patients.loading': { en: 'Loading patients', es: 'Cargando pacientes' },
  'patients.loadFailed': {
    en: 'The patients could not be loaded.',
    es: 'No se pudieron cargar los pacientes.',
  },
  'patients.updating': { en: 'Updating the list', es: 'Actualizando la lista' },
  'patients.loadMore': { en: 'Load more patients', es: 'Cargar más pacientes' },
  // A dayjs format (dayjs names the months in the screen's language): no Intl on the list (issue 22).
  'patients.dateFormat': { en: 'MMM D, YYYY', es: 'D MMM YYYY' },

  'patients.filters.search': { en: 'Search by name or e-mail', es: 'Buscar por nombre o correo electrónico' },
  'patients.filters.searchHint': {
    en: 'Name, last name or e-mail',
    es: 'Nombre, apellido o correo electrónico',
  },
  'patients.filters.status': { en: 'Status', es: 'Estado' },
  'patients.filters.allStatuses': { en: 'All statuses', es: 'Todos los estados' },
  'patients.filters.addiction': { en: 'Addiction', es: 'Adicción' },
  'patients.filters.allAddictions': { en: 'All addictions', es: 'Todas las adicciones' },

  'patients.status.invited': { en: 'Invited', es: 'Invitado/a' },
  'patients.status.active': { en: 'Active', es: 'Activo/a' },
  'patients.status.alumni': { en: 'Alumni', es: 'Exalumno/a' },
  'patients.status.inactive': { en: 'Inactive', es: 'Inactivo/a' },

  'patients.list.name': { en: 'Name', es: 'Nombre' },
  'patients.list.email': { en: 'E-mail', es: 'Correo electrónico' },
  'patients.list.phone': { en: 'Phone', es: 'Teléfono' },
  'patients.list.addictions': { en: 'Addictions', es: 'Adicciones' },
  'patients.list.sobrietyDate': { en: 'Sobriety date', es: 'Fecha de sobriedad' },
  'patients.list.status': { en: 'Status', es: 'Estado' },
  'patients.accountDeleted': { en: 'App account deleted', es: 'Cuenta de la aplicación eliminada' },

  'patients.search.title': { en: 'Search Patient', es: 'Buscar paciente' },
  'patients.search.field': { en: 'Name or e-mail', es: 'Nombre o correo electrónico' },
  'patients.search.submit': { en: 'Search', es: 'Buscar' },
  'patients.search.searching': { en: 'Searching', es: 'Buscando' },
  'patients.search.results': { en: 'Search results', es: 'Resultados de la búsqueda' },
  'patients.search.more': {
    en: 'Showing {shown} of {total}. Refine the search to narrow it down.',
    es: 'Se muestran {shown} de {total}. Precise la búsqueda para ver menos resultados.',
  },

  'patients.detail.title': { en: 'Patient', es: 'Paciente' },
  'patients.detail.loading': { en: 'Loading the patient', es: 'Cargando los datos del paciente' },
  'patients.detail.notInCenter': {
    en: 'This patient is not in your center.',
    es: 'Este paciente no pertenece a su centro.',
  },
  'patients.detail.loadFailed': {
    en: 'The patient could not be loaded.',
    es: 'No se pudieron cargar los datos del paciente.',
  },
  'patients.tab.profile': { en: 'Profile', es: 'Perfil' },
  'patients.tab.notes': { en: 'Notes', es: 'Notas' },
  'patients.tab.reports': { en: 'Reports', es: 'Informes' },
  'patients.tab.alerts': { en: 'Alerts', es: 'Alertas' },
  'patients.tab.access': { en: 'Access history', es: 'Historial de acceso' },

  'patients.profile.notSet': { en: 'Not set', es: 'Sin indicar' },
  'patients.profile.accountDeleted': {
    en: "{name} deleted their app account on {date}. The center's record stays here; the app no longer reaches them (no messages, reminders or notifications).",
    es: '{name} eliminó su cuenta de la aplicación el {date}. El expediente del centro se conserva aquí; la aplicación ya no le envía nada (ni mensajes, ni recordatorios, ni notificaciones).',
  },
  'patients.profile.thePatient': { en: 'The patient', es: 'El paciente' },
  'patients.profile.firstName': { en: 'First name', es: 'Nombre' },
  'patients.profile.lastName': { en: 'Last name', es: 'Apellido' },
  'patients.profile.email': { en: 'E-mail', es: 'Correo electrónico' },
  'patients.profile.phone': { en: 'Phone number', es: 'Número de teléfono' },
  'patients.profile.status': { en: 'Status', es: 'Estado' },
  'patients.profile.sobrietyDate': { en: 'Sobriety date', es: 'Fecha de sobriedad' },
  'patients.profile.sobrietyDateHint': {
    en: 'The first day of the program',
    es: 'El primer día del programa',
  },
  'patients.profile.pickDate': { en: 'Pick a date', es: 'Elija una fecha' },
  'patients.profile.clearDate': { en: 'Clear the sobriety date', es: 'Borrar la fecha de sobriedad' },
  'patients.profile.addictions': { en: 'Addictions', es: 'Adicciones' },
  'patients.profile.chooseAddictions': { en: 'Choose from the catalogue', es: 'Elija del catálogo' },
  'patients.profile.removeAddictions': { en: 'Remove all addictions', es: 'Quitar todas las adicciones' },
  'patients.profile.noAddictionMatches': { en: 'No addiction matches', es: 'Ninguna adicción coincide' },
  'patients.profile.edit': { en: 'Edit profile', es: 'Editar perfil' },

  'patients.status.changeTo': { en: 'Change status to', es: 'Cambiar el estado a' },
  'patients.status.choose': { en: 'Choose a status', es: 'Elija un estado' },
  'patients.status.update': { en: 'Update status', es: 'Actualizar estado' },
} as const satisfies Texts;
