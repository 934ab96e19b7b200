import type { Texts } from '../types';

/** Daily tasks (/tasks): the center's ordered list, the task form and its days of the week. */
export const tasks = {
  'tasks.title': { en: 'Daily tasks', es: 'Tareas diarias' },
  'tasks.new': { en: 'New task', es: 'Nueva tarea' },
  'tasks.intro': {
    en: 'Patients see the active tasks of each day in this order and mark them done in the app.',
    es: 'Los pacientes ven las tareas activas de cada día en este orden y las marcan como hechas en la aplicación.',
  },
  'tasks.loading': { en: 'Loading tasks', es: 'Cargando las tareas' },
  // The subject of "… could not be loaded." (shell.couldNotLoad).
  'tasks.loadWhat': { en: 'The tasks', es: 'las tareas' },
  'tasks.createOne': { en: 'Create a task', es: 'Crear una tarea' },
  'tasks.list': { en: 'Daily tasks in order', es: 'Tareas diarias en orden' },
  'tasks.moved': {
    en: '{title} moved to position {position} of {count}.',
    es: '{title} pasó a la posición {position} de {count}.',
  },
  'tasks.deleteTitle': { en: 'Delete task', es: 'Eliminar tarea' },

  // One task of the list.
  'tasks.inactive': { en: 'Inactive', es: 'Inactiva' },
  'tasks.noneExpected': {
    en: 'No completions expected in the last 7 days',
    es: 'Nadie debía completarla en los últimos 7 días',
  },
  'tasks.doneRate': {
    en: '{percent}% done in the last 7 days',
    es: '{percent}% completada en los últimos 7 días',
  },
  'tasks.active': { en: 'Active', es: 'Activa' },
  'tasks.activeOf': { en: 'Active: {title}', es: 'Activa: {title}' },
  'tasks.moveUp': { en: 'Move up', es: 'Subir' },
  'tasks.moveUpOf': { en: 'Move up: {title}', es: 'Subir: {title}' },
  'tasks.moveDown': { en: 'Move down', es: 'Bajar' },
  'tasks.moveDownOf': { en: 'Move down: {title}', es: 'Bajar: {title}' },
  'tasks.edit': { en: 'Edit', es: 'Editar' },
  'tasks.editOf': { en: 'Edit: {title}', es: 'Editar: {title}' },
  'tasks.delete': { en: 'Delete', es: 'Eliminar' },
  'tasks.deleteOf': { en: 'Delete: {title}', es: 'Eliminar: {title}' },
  // The days a task applies to; other sets are the days' short names from Intl ("Mon, Wed, Fri").
  'tasks.everyDay': { en: 'Every day', es: 'Todos los días' },
  'tasks.weekdays': { en: 'Weekdays', es: 'De lunes a viernes' },
  'tasks.weekends': { en: 'Weekends', es: 'Fines de semana' },

  // The task form.
  'tasks.editTitle': { en: 'Edit task', es: 'Editar tarea' },
  'tasks.fieldTitle': { en: 'Title', es: 'Título' },
  'tasks.description': { en: 'Description', es: 'Descripción' },
  'tasks.activeHint': {
    en: 'Inactive tasks are not shown to patients.',
    es: 'Las tareas inactivas no se muestran a los pacientes.',
  },
  'tasks.create': { en: 'Create task', es: 'Crear tarea' },
  'tasks.days': { en: 'Days of the week', es: 'Días de la semana' },
  'tasks.daysEvery': {
    en: 'Every day (choose days to limit it).',
    es: 'Todos los días (elija días para limitarla).',
  },
  'tasks.daysChosen': { en: 'Only on the chosen days.', es: 'Solo los días elegidos.' },
} as const satisfies Texts;
