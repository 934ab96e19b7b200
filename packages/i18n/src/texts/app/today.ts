import type { Texts } from '../types';

/** Today (home) and My progress: days sober, the program's week, milestones, the calendar. */
export const today = {
  'today.title': { en: 'Today', es: 'Hoy' },
  'today.hello': { en: 'Hello {name}.', es: 'Hola, {name}.' },
  'today.milestone': {
    en: 'Congratulations: {milestone} today!',
    es: '¡Felicidades: hoy cumple {milestone}!',
  },
  'today.daysSober': {
    en: '{count, plural, one {day sober} other {days sober}}',
    es: '{count, plural, one {día sin consumir} other {días sin consumir}}',
  },
  'today.week': { en: 'Week {week}', es: 'Semana {week}' },
  'today.dayOfProgram': { en: 'Day {day} of the program', es: 'Día {day} del programa' },
  'today.notStarted': { en: 'Your program has not started yet.', es: 'Su programa todavía no ha comenzado.' },
  'today.askForCall': { en: 'Ask for a call', es: 'Pedir una llamada' },
  'today.checkInTitle': { en: 'Daily check-in', es: 'Registro diario' },
  'today.change': { en: 'Change', es: 'Cambiar' },
  'today.open': { en: 'Open', es: 'Abrir' },
  'today.checkInWaiting': {
    en: 'Your check-in is waiting to be sent.',
    es: 'Su registro diario espera para enviarse.',
  },
  'today.notCheckedIn': {
    en: 'You have not checked in today.',
    es: 'Todavía no ha hecho su registro de hoy.',
  },
  'today.checkInNow': { en: 'Check in now', es: 'Hacer mi registro ahora' },
  'today.checkedIn': {
    en: 'Done: you felt {mood} {face}. You can change it until the end of the day.',
    es: 'Listo: se sintió {mood} {face}. Puede cambiarlo hasta que termine el día.',
  },
  'today.tasksTitle': { en: "Today's tasks", es: 'Tareas de hoy' },
  'today.allTasks': { en: 'All tasks', es: 'Todas las tareas' },
  'today.noTasks': { en: 'No tasks for today.', es: 'No tiene tareas para hoy.' },
  'today.tasksDone': { en: '{done} of {total} done', es: '{done} de {total} hechas' },
  'today.messagesTitle': { en: 'Messages', es: 'Mensajes' },
  'today.unread': {
    en: '{count, plural, =0 {No unread messages.} one {1 unread message} other {# unread messages}}',
    es: '{count, plural, =0 {No tiene mensajes sin leer.} one {1 mensaje sin leer} other {# mensajes sin leer}}',
  },
  'today.nextEvent': { en: 'Next event', es: 'Próximo evento' },
  'today.eventsAndNews': { en: 'Events and news', es: 'Eventos y noticias' },
  'today.noEvents': { en: 'No upcoming events.', es: 'No hay eventos próximos.' },
  'progress.title': { en: 'My progress', es: 'Mi progreso' },
  'progress.milestones': { en: 'Milestones', es: 'Logros' },
  'progress.milestone': {
    en: '{unit, select, day {{count, plural, one {# day} other {# days}}} month {{count, plural, one {# month} other {# months}}} other {{count, plural, one {# year} other {# years}}}}',
    es: '{unit, select, day {{count, plural, one {# día} other {# días}}} month {{count, plural, one {# mes} other {# meses}}} other {{count, plural, one {# año} other {# años}}}}',
  },
  'progress.reached': { en: '(reached)', es: '(logrado)' },
  'progress.notYet': { en: '(not yet)', es: '(todavía no)' },
  'progress.next': { en: 'Next: {milestone} on {date}.', es: 'Siguiente: {milestone} el {date}.' },
  'progress.previousMonth': { en: 'Previous month', es: 'Mes anterior' },
  'progress.nextMonth': { en: 'Next month', es: 'Mes siguiente' },
  'progress.checkInsOf': { en: 'Check-ins of {month}', es: 'Registros diarios de {month}' },
  'progress.tasksDone': {
    en: '{count, plural, one {task done} other {tasks done}}',
    es: '{count, plural, one {tarea hecha} other {tareas hechas}}',
  },
} as const satisfies Texts;
