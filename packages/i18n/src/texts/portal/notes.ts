import type { Texts } from '../types';

/** The Notes tab of a patient (spec §4): the center's notes, added, edited and deleted. */
export const notes = {
  'notes.heading': { en: 'Notes', es: 'Notas' },
  'notes.count': {
    en: '{count, plural, one {# note} other {# notes}}',
    es: '{count, plural, one {# nota} other {# notas}}',
  },
  'notes.add': { en: 'Add note', es: 'Agregar nota' },
  'notes.new': { en: 'New note', es: 'Nota nueva' },
  'notes.note': { en: 'Note', es: 'Nota' },
  'notes.save': { en: 'Save note', es: 'Guardar nota' },
  'notes.discard': { en: 'Delete', es: 'Eliminar' },
  'notes.loading': { en: 'Loading notes', es: 'Cargando notas' },
  'notes.loadFailed': { en: 'The notes could not be loaded.', es: 'No se pudieron cargar las notas.' },
  'notes.empty': { en: 'No notes yet.', es: 'Aún no hay notas.' },
  'notes.list': { en: 'Notes', es: 'Notas' },
  'notes.edit': { en: 'Edit note', es: 'Editar nota' },
  'notes.delete': { en: 'Delete note', es: 'Eliminar nota' },
  // A note's day and time, each in the language's own form, then the words around them.
  'notes.stamp': { en: '{date} {time}', es: '{date}, {time}' },
  'notes.edited': { en: 'edited {stamp}', es: 'editada el {stamp}' },
} as const satisfies Texts;
