import type { Texts } from '../types';

/** The Reports tab of an active patient: progress, the month by mood, one day in full, the mood chart. */
export const reports = {
  'reports.loading': { en: 'Loading reports…', es: 'Cargando informes…' },
  'reports.noCheckIn': { en: 'No check-in', es: 'Sin registro diario' },

  'reports.progress.noSobrietyDate': {
    en: 'No sobriety date yet: set it in the Profile tab to follow the program week by week.',
    es: 'Aún no hay fecha de sobriedad: indíquela en la pestaña Perfil para seguir el programa semana a semana.',
  },
  'reports.progress.week': { en: 'Week {week} · day {day} of 7', es: 'Semana {week} · día {day} de 7' },
  'reports.progress.since': { en: 'Day {position} since {date}', es: 'Día {position} desde el {date}' },
  'reports.progress.strip': {
    en: 'Week {week}, day {day} of 7, from {start} to {end}',
    es: 'Semana {week}, día {day} de 7, del {start} al {end}',
  },
  'reports.progress.bar': { en: 'Progress through the current week', es: 'Avance de la semana actual' },

  'reports.calendar.previous': { en: 'Previous month', es: 'Mes anterior' },
  'reports.calendar.next': { en: 'Next month', es: 'Mes siguiente' },
  'reports.calendar.loading': { en: 'Loading the calendar', es: 'Cargando el calendario' },
  'reports.calendar.legend': { en: 'Mood legend', es: 'Leyenda de estados de ánimo' },
  'reports.calendar.tasks': { en: '{done} of {total} tasks', es: '{done} de {total} tareas' },
  'reports.calendar.assistance': {
    en: '{count, plural, one {# assistance record} other {# assistance records}}',
    es: '{count, plural, one {# registro de asistencia} other {# registros de asistencia}}',
  },

  'reports.day.label': { en: 'Daily report', es: 'Informe del día' },
  'reports.day.loading': { en: 'Loading the daily report', es: 'Cargando el informe del día' },
  'reports.day.checkIn': { en: 'Check-in:', es: 'Registro diario:' },
  'reports.day.chose': { en: 'Chose:', es: 'Eligió:' },
  'reports.day.noCheckIn': { en: 'none', es: 'ninguno' },
  'reports.day.tasks': { en: 'Tasks', es: 'Tareas' },
  'reports.day.noTasks': { en: 'No tasks due this day.', es: 'No había tareas para este día.' },
  'reports.day.done': { en: '(done)', es: '(hecha)' },
  'reports.day.notDone': { en: '(not done)', es: '(no hecha)' },
  'reports.day.assistance': { en: 'Assistance records', es: 'Registros de asistencia' },
  'reports.day.noAssistance': { en: 'None this day.', es: 'Ninguno este día.' },
  'reports.day.attended': {
    en: '{kind}: {attended, select, yes {attended} other {missed}}',
    es: '{kind}: {attended, select, yes {asistió} other {faltó}}',
  },
  'reports.day.recordedBy': { en: '(recorded by {name})', es: '(registrado por {name})' },
  'reports.kind.meeting': { en: 'Meeting', es: 'Reunión' },
  'reports.kind.session': { en: 'Session', es: 'Sesión' },
  'reports.kind.group': { en: 'Group', es: 'Grupo' },
  'reports.kind.appointment': { en: 'Appointment', es: 'Cita' },
  'reports.kind.other': { en: 'Other', es: 'Otro' },

  'reports.chart.mood': { en: 'Mood', es: 'Estado de ánimo' },
  'reports.chart.title': { en: 'Mood {start} – {end}', es: 'Estado de ánimo del {start} al {end}' },
  'reports.chart.week': { en: 'Week', es: 'Semana' },
  'reports.chart.month': { en: 'Month', es: 'Mes' },
  'reports.chart.period': { en: 'Report period', es: 'Período del informe' },
  'reports.chart.loading': { en: 'Loading the chart', es: 'Cargando el gráfico' },
  'reports.chart.average': { en: 'Average mood', es: 'Estado de ánimo promedio' },
  'reports.chart.checkIns': { en: 'Check-ins', es: 'Registros diarios' },
  'reports.chart.tasksDone': { en: 'Tasks done', es: 'Tareas hechas' },
  'reports.chart.noCheckIns': {
    en: 'No check-ins in this period yet.',
    es: 'Aún no hay registros diarios en este período.',
  },
  // The chart's description for a screen reader, in parts joined by ", ".
  'reports.chart.label': {
    en: 'Mood per day, {count} check-ins',
    es: 'Estado de ánimo por día, {count, plural, one {# registro diario} other {# registros diarios}}',
  },
  'reports.chart.labelAverage': { en: 'average {average}', es: 'promedio {average}' },
  'reports.chart.labelAlerts': {
    en: '{count, plural, one {# alert day} other {# alert days}} marked',
    es: '{count, plural, one {# día de alerta marcado} other {# días de alerta marcados}}',
  },
  'reports.chart.alert': { en: 'Alert', es: 'Alerta' },
} as const satisfies Texts;
