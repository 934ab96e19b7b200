import type { Texts } from '../types';

/**
 * The Invite Patient modal (spec §2, §4): invite by e-mail, reserve one phone, or import a CSV of
 * phones with its preview. The CSV column names (phone_number, fb_email) stay as the file has them.
 */
export const invitations = {
  'invitations.title': { en: 'Invite Patient', es: 'Invitar paciente' },
  'invitations.mode': { en: 'Invitation mode', es: 'Modo de invitación' },
  // Both fit side by side on a 390 px phone: "correo" alone, as Spanish mail apps say it.
  'invitations.byEmail': { en: 'Invite by e-mail', es: 'Invitar por correo' },
  'invitations.byPhone': { en: 'Reserve by phone', es: 'Reservar por teléfono' },
  'invitations.emailIntro': {
    en: 'The patient gets an e-mail with a link to create their account. The link works once and expires in {days, plural, one {# day} other {# days}}.',
    es: 'El paciente recibe un correo electrónico con un enlace para crear su cuenta. El enlace funciona una sola vez y vence en {days, plural, one {# día} other {# días}}.',
  },
  'invitations.reservationType': { en: 'Reservation type', es: 'Tipo de reservación' },
  'invitations.single': { en: 'Single: one phone number', es: 'Individual: un número de teléfono' },
  'invitations.multiple': { en: 'Multiple: upload a CSV file', es: 'Múltiple: suba un archivo CSV' },

  // Invite by e-mail, and reserve one phone.
  'invitations.email': { en: 'Email', es: 'Correo electrónico' },
  'invitations.fullName': { en: 'Full Name', es: 'Nombre completo' },
  'invitations.phone': { en: 'Phone Number', es: 'Número de teléfono' },
  'invitations.optional': { en: 'Optional', es: 'Opcional' },
  'invitations.send': { en: 'Send invitation', es: 'Enviar invitación' },
  'invitations.fbEmail': { en: 'Facebook email', es: 'Correo electrónico de Facebook' },
  'invitations.reserve': { en: 'Reserve membership', es: 'Reservar membresía' },

  // A CSV of phones: the file, its preview, how to import it.
  'invitations.csvFile': { en: 'CSV file', es: 'Archivo CSV' },
  'invitations.csvHint': {
    en: 'Two columns with a header line: phone_number and fb_email (may be empty). At most {max} rows.',
    es: 'Dos columnas con una línea de encabezado: phone_number y fb_email (puede quedar vacía). Como máximo {max} filas.',
  },
  'invitations.csvChoose': { en: 'Choose a .csv file', es: 'Elija un archivo .csv' },
  'invitations.csvRemove': { en: 'Remove the file', es: 'Quitar el archivo' },
  'invitations.summary': {
    en: '{rows, plural, one {# row} other {# rows}}: {valid, number} valid{bad, plural, =0 {} other {, # with errors}}.',
    es: '{rows, plural, one {# fila} other {# filas}}: {valid, plural, one {# válida} other {# válidas}}{bad, plural, =0 {} other {, # con errores}}.',
  },
  'invitations.separator.comma': { en: 'Columns separated by commas.', es: 'Columnas separadas por comas.' },
  'invitations.separator.semicolon': {
    en: 'Columns separated by semicolons.',
    es: 'Columnas separadas por punto y coma.',
  },
  'invitations.separator.tab': {
    en: 'Columns separated by tabs.',
    es: 'Columnas separadas por tabulaciones.',
  },
  'invitations.howToImport': { en: 'How to import', es: 'Cómo importar' },
  'invitations.importAll': {
    en: 'All or nothing: import only if every row is valid',
    es: 'Todo o nada: importar solo si todas las filas son válidas',
  },
  'invitations.importValid': {
    en: 'Import the valid rows only and skip the rows with errors',
    es: 'Importar solo las filas válidas y omitir las filas con errores',
  },
  'invitations.blockedTitle': { en: 'Nothing can be imported yet', es: 'Todavía no se puede importar nada' },
  'invitations.blockedBody': {
    en: 'Fix the rows with errors in the file and choose it again, or import the valid rows only.',
    es: 'Corrija las filas con errores en el archivo y vuelva a elegirlo, o importe solo las filas válidas.',
  },
  'invitations.importing': {
    en: 'Importing {count, number} rows…',
    es: 'Importando {count, plural, one {# fila} other {# filas}}…',
  },
  'invitations.import': { en: 'Import reservations', es: 'Importar reservaciones' },
  'invitations.rows': { en: 'Rows of the file', es: 'Filas del archivo' },
  'invitations.line': { en: 'Line', es: 'Línea' },
  'invitations.values': { en: 'Values', es: 'Valores' },
  'invitations.check': { en: 'Check', es: 'Revisión' },
  'invitations.noFbEmail': { en: 'no Facebook email', es: 'sin correo de Facebook' },
  'invitations.lineErrors': { en: 'Line {line}: {errors}', es: 'Línea {line}: {errors}' },
  'invitations.rowOk': { en: 'OK', es: 'Válida' },
  'invitations.hidden': {
    en: '{count, number} more valid rows are not shown.',
    es: '{count, plural, one {No se muestra # fila válida más.} other {No se muestran # filas válidas más.}}',
  },

  // The contracts' CSV sentences built from values (packages/contracts/src/csv.ts), word for word in English.
  'invitations.imported': {
    en: '{imported, plural, one {# reservation was} other {# reservations were}} created{skipped, plural, =0 {.} one {; # row was skipped.} other {; # rows were skipped.}}',
    es: '{imported, plural, one {Se creó # reservación} other {Se crearon # reservaciones}}{skipped, plural, =0 {.} one {; se omitió # fila.} other {; se omitieron # filas.}}',
  },
  'invitations.refused': {
    en: 'Nothing was imported: {count, plural, one {# row has errors. Fix it} other {# rows have errors. Fix them}} or import the valid rows only.',
    es: 'No se importó nada: {count, plural, one {# fila tiene errores. Corríjala} other {# filas tienen errores. Corríjalas}} o importe solo las filas válidas.',
  },
  'invitations.duplicateOfLine': {
    en: 'This phone number is already on line {line} of the file.',
    es: 'Este número de teléfono ya está en la línea {line} del archivo.',
  },
  'invitations.csvTooLarge': {
    en: 'The file is too large: at most {kb} KB.',
    es: 'El archivo es demasiado grande: como máximo {kb} KB.',
  },
  'invitations.csvTooManyRows': {
    en: 'The file has more than {max} rows. Split it into smaller files.',
    es: 'El archivo tiene más de {max} filas. Divídalo en archivos más pequeños.',
  },
} as const satisfies Texts;
