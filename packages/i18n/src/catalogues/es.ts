import type { MessageKey } from '@portal/contracts';
import type { TemplateKey } from './templates';

/**
 * The Spanish text of every fixed sentence of packages/contracts/src/messages.ts, by the same key.
 * Natural US Spanish, "usted" throughout; typed so that a key without its Spanish text does not
 * compile. Product terms: patient = paciente, check-in = registro diario, center = centro,
 * staff = personal. Texts are ICU MessageFormat: a literal brace is written '{' (quoted).
 */
export const esMessages: Record<MessageKey, string> = {
  // §5 validation
  emailRequired: 'El correo electrónico es obligatorio.',
  emailInvalid: 'Escriba un correo electrónico válido.',
  fullNameRequired: 'El nombre completo es obligatorio.',
  phoneMin: 'El número de teléfono debe tener al menos 11 caracteres',
  phoneRequired: 'El número de teléfono es obligatorio.',
  phoneRequiredReservation: 'El número de teléfono es obligatorio',
  phoneDigits: 'El número de teléfono solo puede contener dígitos.',
  fbEmailInvalid: 'Escriba un correo electrónico de Facebook válido.',
  csvRequired: 'Elija un archivo .csv con las columnas phone_number y fb_email.',
  titleRequired: 'El título es obligatorio',
  dateRequired: 'La fecha es obligatoria',
  timeRequired: 'La hora es obligatoria',
  descriptionRequired: 'La descripción es obligatoria',
  imageTooLarge: 'La imagen debe pesar 10 MB o menos.',
  imageType: 'Solo se pueden subir imágenes JPEG, PNG, WebP o GIF.',
  imageMissing: 'La imagen no se subió. Elíjala de nuevo.',
  eventCreated: 'Se creó el evento.',
  eventUpdated: 'Se actualizó el evento.',
  eventRemoved: 'Se eliminó el evento.',
  eventDeleteConfirm: '¿Seguro que desea eliminar este evento?',
  eventsUpcomingEmpty: 'No hay eventos próximos.',
  eventsPastEmpty: 'No hay eventos pasados.',
  notificationSent: 'Se envió la notificación.',
  notificationsEmpty: 'Todavía no se ha enviado ninguna notificación.',
  searchRequired: 'El campo de búsqueda no puede estar vacío.',
  passwordRequired: 'La contraseña es obligatoria.',
  firstNameRequired: 'El nombre es obligatorio.',
  lastNameRequired: 'El apellido es obligatorio.',
  statusRequired: 'El estado es obligatorio.',
  isAdminRequired: 'Indique si es administrador.',
  notificationRequired: 'El texto del mensaje es obligatorio.',
  noteDeleteConfirm: '¿Seguro que desea eliminar esta nota?',

  // §8 toasts
  requestFailed: 'Ocurrió un error. Inténtelo de nuevo más tarde.',
  notAvailableOffline:
    'Está sin conexión y esto no se abrió aquí mientras tenía conexión, así que no está disponible sin conexión. Se cargará cuando vuelva a conectarse.',
  uploadFailed: 'Ocurrió un error. Inténtelo de nuevo más tarde.',
  uploadSucceeded: 'El archivo se subió correctamente.',
  noteUpdated: 'Se actualizó la nota.',
  noteCreated: 'Se creó la nota.',
  noteRemoved: 'Se eliminó la nota.',
  invitationSent: 'Se envió la invitación.',
  reservationCreated: 'Se creó la reservación.',
  patientUpdated: 'Se actualizó la información del paciente.',
  noResults: 'No hay resultados.',
  requestCancelled: 'Solicitud cancelada',

  // §2 screens
  notFoundTitle: '¡Vaya! Parece que se perdió.',
  notFoundBody:
    'La página que busca no está disponible. Intente buscar de nuevo o use el menú de navegación.',
  inboxEmpty: 'No se encontraron conversaciones.',

  // Chat
  chatMemberRequired: 'Elija con quién quiere conversar.',
  chatMessageRequired: 'Escriba un mensaje o adjunte un archivo.',
  chatMessageTooLong: 'Un mensaje debe tener 5000 caracteres o menos.',
  chatTooManyAttachments: 'Adjunte como máximo 10 archivos a un mensaje.',
  chatNotInStaffList: 'Solo los miembros de la lista del personal pueden iniciar una conversación nueva.',
  chatNotMember: 'Solo los miembros de esta conversación pueden escribir en ella.',
  chatCannotChatWith: 'No puede iniciar una conversación con esta persona.',
  chatOwnMessagesOnly: 'Solo puede cambiar sus propios mensajes.',
  chatMessageDeleted: 'Este mensaje se eliminó.',
  chatReplyToReply: 'Responda al primer mensaje del hilo.',
  chatAttachmentInvalid: 'Este archivo adjunto no se subió para este centro.',
  chatMessageRemoved: 'Se eliminó el mensaje.',
  chatChannelRemoved: 'Se eliminó la conversación.',
  chatChannelDeleteConfirm:
    '¿Eliminar esta conversación? Todos sus mensajes, incluidos los hilos, se eliminan para todos, y esto no se puede deshacer.',

  // Daily tasks and contact now
  taskTitleTooLong: 'El título debe tener 200 caracteres o menos.',
  taskDescriptionTooLong: 'La descripción debe tener 2000 caracteres o menos.',
  taskDaysInvalid: 'Elija días de la semana de domingo a sábado.',
  taskOrderRequired: 'Indique las tareas en su nuevo orden.',
  taskOrderDuplicate: 'Una tarea solo puede aparecer una vez en el orden.',
  nothingToUpdate: 'No hay nada que actualizar.',
  taskCreated: 'Se creó la tarea.',
  taskUpdated: 'Se actualizó la tarea.',
  taskRemoved: 'Se eliminó la tarea.',
  taskOrderSaved: 'Se guardó el orden.',
  taskActivated: 'La tarea está activa.',
  taskDeactivated: 'La tarea está inactiva.',
  taskDeleteConfirm: '¿Seguro que desea eliminar esta tarea?',
  tasksEmpty: 'Todavía no hay tareas diarias. Cree la primera.',
  contactRequestHandled: 'La solicitud se marcó como atendida.',
  contactRequestAlreadyHandled: 'Esta solicitud ya fue atendida.',
  contactRequestNew: 'Un paciente pidió que lo llamen ahora.',
  contactQueueEmpty: 'Nadie está esperando una llamada.',
  contactHistoryEmpty: 'Todavía no hay solicitudes atendidas.',

  // Server-side errors
  invalidInput: 'La solicitud no es válida.',
  nulCharacter: 'El texto no puede contener el carácter NUL.',
  malformedJson: 'El cuerpo de la solicitud no es JSON válido.',
  bodyTooLarge: 'El cuerpo de la solicitud es demasiado grande.',
  notFound: 'No se encontró.',
  unauthorized: 'Debe iniciar sesión.',
  signedOut: 'Cerró la sesión. Inicie sesión de nuevo para continuar.',
  staffPortalOnly:
    'Este portal es para el personal de los centros de tratamiento. Los pacientes usan la aplicación Recovery: ábrala en su teléfono en /app/.',
  forbidden: 'No tiene acceso a esto.',
  tooManyRequests: 'Demasiados intentos. Inténtelo de nuevo más tarde.',
  invalidCredentials: 'El correo electrónico o la contraseña no son correctos.',

  // Embedded issuer pages
  accountDisabled: 'Esta cuenta está desactivada. Pida al propietario de su centro que la active.',
  centerNameRequired: 'El nombre del centro es obligatorio.',
  passwordTooShort: 'La contraseña debe tener al menos 12 caracteres.',
  passwordTooLong: 'La contraseña debe tener como máximo 128 caracteres.',
  currentPasswordRequired: 'La contraseña actual es obligatoria.',
  emailTaken: 'Ya existe una cuenta con este correo electrónico. Inicie sesión o restablezca su contraseña.',
  resetRequested:
    'Si una cuenta usa este correo electrónico, le enviamos un enlace para elegir una contraseña nueva. Funciona una sola vez, durante una hora.',
  resetLinkInvalid: 'Este enlace venció o ya se usó. Pida uno nuevo.',
  passwordChanged: 'Se cambió su contraseña. Inicie sesión con la contraseña nueva.',
  formExpired: 'Este formulario venció. Vuelva a cargar la página e inténtelo de nuevo.',

  // Invitations and reservations
  invitationDuplicate: 'Este correo electrónico ya fue invitado a este centro.',
  invitationNotPending: 'Este paciente ya aceptó la invitación.',
  invitationLinkInvalid: 'Este enlace de invitación venció o ya se usó. Pida uno nuevo a su centro.',
  invitationAccepted:
    'Su cuenta está lista. Inicie sesión en la aplicación con su correo electrónico y su contraseña.',
  reservationNotFound:
    'No hay ninguna membresía reservada para este número de teléfono. Revise el número o consulte a su centro.',
  reservationAmbiguous:
    'Este número de teléfono está reservado en más de un centro. Pida a su centro que lo invite por correo electrónico.',
  patientEmailTaken: 'Ya existe una cuenta con este correo electrónico.',
  patientNotActive: 'Su membresía no está activa. Comuníquese con su centro.',
  checkInMoodInvalid: 'Elija cómo se siente.',
  checkInPresetInvalid: 'Elija uno de los tres mensajes.',
  checkInTextTooLong: 'El mensaje debe tener como máximo 1000 caracteres.',
  taskNotToday: 'Esta tarea no es una de sus tareas de hoy.',
  phoneCodeSent:
    'Si este número está reservado en un centro, le enviamos por SMS un código de 6 dígitos. Funciona durante 10 minutos.',
  phoneCodeRequired: 'Escriba el código de 6 dígitos del SMS.',
  phoneCodeInvalid: 'Este código es incorrecto o venció. Pida un código nuevo.',
  pushSubscriptionInvalid: 'Este dispositivo no puede recibir notificaciones: su suscripción no es válida.',
  pushSubscribed: 'Las notificaciones están activadas en este dispositivo.',
  pushUnsubscribed: 'Las notificaciones están desactivadas en este dispositivo.',
  reminderTimeInvalid: 'Elija una hora en formato HH:MM, de 00:00 a 23:59.',
  reminderSaved: 'Se guardó su recordatorio del registro diario.',
  languageInvalid: 'Elija inglés o español.',
  languageSaved: 'Se guardó su idioma.',
  reminderOff: 'Su recordatorio del registro diario está desactivado.',
  monthInvalid: 'Elija un mes en formato AAAA-MM.',
  currentPasswordWrong: 'La contraseña actual no es correcta.',
  newPasswordSame: 'La contraseña nueva debe ser distinta de la actual.',
  accountDeleted:
    'Su cuenta se eliminó y ya no puede iniciar sesión. Su centro conserva los registros de su tratamiento, como exige la ley.',
  accountPasswordOnlyEmbedded: 'Su contraseña la administra su proveedor de inicio de sesión. Cámbiela allí.',
  appConversationNotFound: 'Esta conversación no existe o no es suya.',
  invitationMailFailed:
    'La invitación se guardó, pero no se pudo enviar su correo electrónico. Intente enviarla de nuevo.',
  reservationUpdated: 'Se actualizó la reservación.',
  reservationDeleted: 'Se eliminó la reservación.',
  reservationPhoneTaken: 'Este número de teléfono ya está reservado en este centro.',
  reservationCompleted: 'Una reservación completada no se puede cambiar.',
  reservationNotImported: 'Esta reservación no se importó desde un archivo.',
  reservationDeleteConfirm: '¿Seguro que desea eliminar esta reservación?',
  importUndone: 'Se deshizo la importación.',
  csvNotCsv: 'El archivo no es un archivo CSV. Elija un archivo .csv guardado como texto UTF-8.',
  uploadUnreadable:
    'No se pudo leer el archivo subido: se interrumpió o no es una subida de archivo. Elija el archivo y envíelo de nuevo.',
  uploadOneFile: 'Envíe un archivo a la vez.',
  imageContentMismatch:
    'Este archivo no es una imagen JPEG, PNG, WebP o GIF real, diga lo que diga su nombre. Elija otra imagen.',
  uploadUsed: 'Este enlace de subida ya se usó. Vuelva a empezar la subida.',
  imageTooManyPixels:
    'La imagen debe tener 50 megapíxeles o menos (por ejemplo, 8000 × 6000). Elija una imagen más pequeña.',
  csvHeaderMissing: 'La primera línea debe ser el encabezado phone_number,fb_email.',
  csvEmpty: 'El archivo no tiene filas para importar.',
  csvInvalidLine: 'Esta línea no es CSV válido.',
  csvNoValidRows: 'No se importó nada: el archivo no tiene filas válidas.',

  // Patients
  noteRequired: 'La nota no puede estar vacía.',
  sobrietyDateFuture: 'La fecha de sobriedad no puede ser una fecha futura.',
  assistanceDateFuture: 'La fecha de un registro de asistencia no puede ser una fecha futura.',
  patientsEmpty: 'No se encontraron pacientes.',
  patientStatusUpdated: 'Se actualizó el estado del paciente.',
  patientRemoved: 'Se eliminó al paciente.',

  // Center, staff and settings
  timeZoneRequired: 'La zona horaria es obligatoria.',
  timeZoneInvalid: 'Elija una zona horaria válida.',
  staffEmailTaken: 'Ya existe un usuario con este correo electrónico.',
  lastOwner:
    'Un centro necesita al menos un propietario activo. Primero haga propietario a otro miembro del personal.',
  staffNotEditable: 'Aquí solo se pueden cambiar propietarios y miembros del personal.',
  identityAdminUnavailable:
    'Aquí no se pueden crear cuentas del personal: el proveedor de identidad no tiene configurada una conexión de administración.',
  identityProviderFailed: 'El proveedor de identidad no aceptó la solicitud. Inténtelo de nuevo más tarde.',
  checkInMessageRequired: 'Cada mensaje del registro diario es obligatorio.',
  checkInMessageTooLong: 'Un mensaje del registro diario debe tener 140 caracteres o menos.',
  checkInMessagesCount: 'Escriba exactamente tres mensajes para el registro diario.',
  defaultTasksTooMany: 'Elija como máximo 20 tareas predeterminadas.',
  programStartRuleRequired: 'Elija cuándo comienza el programa de un paciente nuevo.',
  centerUpdated: 'Se actualizó la información del centro.',
  logoUploaded: 'Se subió el logotipo.',
  staffCreated: 'Se creó el miembro del personal.',
  staffUpdated: 'Se actualizó el miembro del personal.',
  staffEmpty: 'Todavía no hay miembros del personal.',
  expertsEmpty: 'Todavía no hay expertos ni apoyo disponibles.',
  settingsSaved: 'Se guardó la configuración predeterminada.',
  userSettingsSaved: 'Se guardó su configuración.',
  wizardFinished: 'Su centro está listo.',
  // Risk alerts
  alertNoteRequired: 'Escriba una nota sobre cómo se resolvió la alerta.',
  alertNoteTooLong: 'La nota puede tener como máximo 2000 caracteres.',
  alertThresholdInvalid: 'Escriba un número entero dentro del rango permitido.',
  alertAlreadyResolved: 'Esta alerta ya está resuelta.',
  alertAcknowledged: 'Se confirmó la alerta.',
  alertResolved: 'Se resolvió la alerta.',
  alertsEmpty: 'No hay alertas abiertas.',
  alertThresholdsSaved: 'Se guardaron los umbrales de alerta.',
  // Assessments
  assessmentAnswersInvalid:
    'Faltan algunas respuestas o no son válidas. Revíselas y envíe la evaluación de nuevo.',
  assessmentAnswerMissing: 'Responda esta pregunta.',
  assessmentAnswerOutOfRange: 'Esta pregunta no admite esta respuesta.',
  assessmentAnswerUnknownItem: 'Esta no es una pregunta de esta evaluación.',
  assessmentAnswerNotAsked: 'Esta pregunta no se hace según sus respuestas anteriores. Déjela sin responder.',
  assessmentVersionChanged:
    'Esta evaluación se actualizó después de que la abrió. Ábrala de nuevo para responder las preguntas actuales.',
  assessmentNotDue: 'Esta evaluación ya no se puede responder: pasó el plazo para completarla.',
  assessmentAlreadyCompleted: 'Esta evaluación ya se completó.',
  assessmentLanguageNotOffered: 'Esta evaluación no se ofrece en ese idioma.',
  assessmentInstrumentRequired: 'Elija una evaluación para asignar.',
  assessmentAssigned: 'Se asignó la evaluación. El paciente ya la ve en la aplicación.',
  assessmentPatientNotActive: 'Solo se puede asignar una evaluación a pacientes activos y a exalumnos.',
  assessmentPlanEmpty: 'Elija al menos una evaluación para el plan.',
  assessmentPlanInstrumentUnknown: 'Elija una evaluación que ofrezca el producto.',
  assessmentPlanDuplicate: 'Cada evaluación puede estar en el plan una sola vez.',
  assessmentPlanNeverAsked:
    'Elija cuándo se hace esta evaluación: al ingresar, cada cierto intervalo, al alta o en los seguimientos.',
  assessmentPlanInterval: 'Elija un intervalo de 1 a 52 semanas, o ninguno.',
  assessmentPlanFollowUps:
    'Los seguimientos pueden ser a los 30, 90, 180 o 365 días del alta, cada uno una vez.',
  assessmentPlanWindow: 'Elija de 1 a 30 días para completar una evaluación.',
  assessmentPlanWindowTooLong:
    'Los días para completar una evaluación no pueden ser más que los días entre dos de sus ocasiones.',
  // Consents (issue 40)
  consentSignatureRequired: 'Escriba su nombre completo y confirme que acepta firmar este consentimiento.',
  consentNameMismatch:
    'El nombre escrito no coincide con el nombre de este expediente. Escriba el nombre completo tal como aparece allí.',
  consentTemplateUnknown: 'Este formulario de consentimiento no es uno de los que ofrece este centro.',
  consentTemplateChanged:
    'Este formulario de consentimiento se actualizó después de abrirse. Ábralo de nuevo para leer y firmar el texto actual.',
  consentExpiryPast: 'La fecha de vencimiento no puede ser una fecha pasada.',
  consentExpiryAfterLimit:
    'La fecha de vencimiento no puede ser posterior a la fecha que permite este formulario de consentimiento.',
  consentExpiryNotAllowed: 'Este consentimiento dura hasta que se revoque; no lleva fecha de vencimiento.',
  consentExpiryRequired: 'Elija la fecha en que vence este consentimiento.',
  consentAlreadyRevoked: 'Este consentimiento ya fue revocado.',
  consentAppUseRequired:
    'Firme el consentimiento para usar la aplicación antes de usarla. Puede leerlo y firmarlo en la aplicación, o comunicarse con su centro.',
  consentScanRequired: 'Adjunte la copia escaneada del consentimiento firmado en papel.',
  consentSignedDateFuture: 'La fecha de firma no puede ser una fecha futura.',
  consentTemplateInvalid:
    'Faltan algunas partes del formulario de consentimiento o no son válidas. Revíselas y guarde de nuevo.',
  consentUntilRevokedOnlyTpo:
    'Solo un consentimiento para tratamiento, pago y operaciones de atención médica puede durar hasta que se revoque.',
  consentRedisclosureRequired:
    'Un consentimiento para tratamiento, pago y operaciones de atención médica debe indicar que el destinatario puede volver a divulgar la información según lo permite HIPAA.',
  consentAlreadyActive:
    'Este paciente ya tiene un consentimiento activo en este formulario. Revóquelo, o espere a que venza, antes de registrar otro.',
  consentScanType: 'La copia escaneada debe ser un archivo PDF, JPEG, PNG, WebP o GIF.',
  consentScanContentMismatch:
    'Este archivo no es el PDF o la imagen que dice ser. Elija de nuevo la copia escaneada.',
  consentScanTooLarge: 'La copia escaneada debe medir 10 MB o menos.',
  outcomesMonthsOrder: 'El primer mes no puede ser posterior al último mes.',
  outcomesExportKind: 'Elija una exportación anonimizada o una identificada.',
  outcomesRecipientRequired: 'Indique quién recibe la exportación identificada.',
  outcomesPurposeRequired: 'Indique el propósito de la exportación identificada.',
  outcomesCsvPatientCode: 'Código de paciente',
  outcomesCsvPatientId: 'ID de paciente',
  outcomesCsvFirstName: 'Nombre',
  outcomesCsvLastName: 'Apellido',
  outcomesCsvEmail: 'Correo electrónico',
  outcomesCsvPhone: 'Teléfono',
  outcomesCsvAdmissionMonth: 'Mes de ingreso',
  outcomesCsvAdmissionDate: 'Fecha de ingreso',
  outcomesCsvInstrument: 'Instrumento',
  outcomesCsvScore: 'Puntuación',
  outcomesCsvOccasion: 'Ocasión',
  outcomesCsvProgramWeek: 'Semana del programa',
  outcomesCsvSubmittedMonth: 'Enviada (mes)',
  outcomesCsvSubmittedOn: 'Enviada el',
  outcomesCsvValue: 'Valor',
  outcomesCsvBand: 'Rango',
  outcomesCsvNotice: 'Aviso exigido por 42 CFR 2.32 (texto oficial, en inglés):',
  outcomesCsvRecipient: 'Destinatario',
  outcomesCsvPurpose: 'Propósito',
  outcomesCsvIncluded: 'Pacientes incluidos',
  outcomesCsvLeftOut:
    'Pacientes excluidos: sin un consentimiento activo que cubra a este destinatario y este propósito',
  fhirUnknownParameter:
    'Este parámetro de búsqueda no es compatible. El CapabilityStatement en /fhir/R4/metadata indica los que se admiten.',
  fhirInvalidParameter: 'Un parámetro de búsqueda tiene un valor que no se puede leer. Revise su formato.',
  fhirUnknownType: 'Este servidor FHIR no ofrece este tipo de recurso.',
  fhirReadOnly: 'Este servidor FHIR es de solo lectura: solo admite lecturas y búsquedas.',
  fhirJsonOnly: 'Este servidor FHIR responde solo en JSON (application/fhir+json).',
  fhirExportAsyncOnly:
    'Una exportación masiva se ejecuta en segundo plano: envíe el encabezado Prefer: respond-async.',
  fhirExportFailed: 'No se pudo completar la exportación. Inicie una nueva exportación.',
  fhirExportCallerGone:
    'La exportación se detuvo: la cuenta o el sistema que la inició ya no puede leer los datos de este centro.',
  fhirSystemNameRequired: 'Escriba un nombre para este sistema.',
  fhirSystemKeysRequired:
    'Indique la dirección del conjunto de claves públicas del sistema (URL de JWKS) o pegue el conjunto de claves.',
  fhirSystemKeysBoth: 'Indique una URL de JWKS o pegue un conjunto de claves, no ambos.',
  fhirSystemJwksUrlInvalid: 'La URL de JWKS debe ser una dirección https://.',
  fhirSystemJwksNotJson: 'El conjunto de claves no es un JSON válido.',
  fhirSystemJwksInvalid:
    'El conjunto de claves debe ser un JSON Web Key Set ({"keys": [...]}) con al menos una clave pública de firma RSA o EC.',
  fhirSystemJwksPrivate:
    'El conjunto de claves contiene una clave privada. Pegue solo las claves públicas; la clave privada se queda en el sistema.',
  fhirSystemRecipientRequired:
    'Escriba el destinatario exactamente como aparece en los formularios de consentimiento.',
  fhirSystemPurposeRequired:
    'Escriba la finalidad exactamente como está escrita en los formularios de consentimiento.',
  fhirSystemScopesRequired: 'Elija al menos un tipo de datos que este sistema pueda leer.',
  fhirSystemScopeInvalid:
    'Un permiso (scope) debe ser system/*.read o system/<tipo de recurso>.read de un tipo que este servidor ofrece.',
  fhirSystemUnknown: 'Este sistema no está registrado en este centro.',
  fhirSystemAlreadyDisabled: 'Este sistema ya está desactivado.',
  fhirScopeForbidden: 'El token de este sistema no permite leer este tipo de recurso.',
  fhirSystemTokenInvalid:
    'El token de acceso no es válido, ha vencido o su sistema fue desactivado. Obtenga un token nuevo.',
  fhirDisclosureChanged:
    'El consentimiento de un paciente cambió mientras se preparaba esta respuesta. Repita la solicitud.',
  smartGrantTypeInvalid: 'El grant_type debe ser client_credentials.',
  smartAssertionTypeInvalid:
    'El client_assertion_type debe ser urn:ietf:params:oauth:client-assertion-type:jwt-bearer, con un client_assertion.',
  smartClientUnknown: 'No hay ningún sistema activo registrado con este client_id.',
  smartAssertionInvalid:
    'No se pudo verificar la aserción del cliente: revise su clave y firma (RS384, ES384, RS256 o ES256), iss y sub (el client_id), aud (la URL del token), exp (como máximo 5 minutos después) y jti.',
  smartAssertionReplayed:
    'Esta aserción del cliente ya se usó. Firme una nueva, con un jti nuevo, para cada solicitud de token.',
  smartScopeInvalid: 'Ninguno de los permisos (scopes) solicitados está permitido para este sistema.',
};

/** The Spanish templates: a field's name is quoted after "El campo" so no adjective agrees with it. */
export const esTemplates: Record<TemplateKey, string> = {
  unknownAddiction: '"{value}" no está en el catálogo de adicciones.',
  phoneCodeSms: 'Su código de registro es {code}. Vence en 10 minutos. No lo comparta con nadie.',
  invalidTransition: 'El estado de un paciente no puede cambiar de {from} a {to}.',
  sessionIdle:
    'Su sesión terminó después de {minutes, plural, one {# minuto} other {# minutos}} de inactividad. Inicie sesión de nuevo.',
  sessionMax:
    'Su sesión terminó: una sesión dura como máximo {hours, plural, one {# hora} other {# horas}}. Inicie sesión de nuevo.',
  tryAgainIn:
    'Demasiados intentos. Inténtelo de nuevo en {unit, select, second {{count, plural, one {# segundo} other {# segundos}}} other {{count, plural, one {# minuto} other {# minutos}}}}.',
  'validation.required': 'El campo "{field}" es obligatorio.',
  'validation.notANumber': 'El campo "{field}" debe ser un número.',
  'validation.notWhole': 'El campo "{field}" debe ser un número entero.',
  'validation.notText': 'El campo "{field}" debe ser texto.',
  'validation.notTrueFalse': 'El campo "{field}" debe ser verdadero o falso.',
  'validation.notList': 'El campo "{field}" debe ser una lista.',
  'validation.notObject': 'El campo "{field}" debe ser un grupo de campos.',
  'validation.atLeast': 'El campo "{field}" debe ser como mínimo {min}.',
  'validation.atMost': 'El campo "{field}" debe ser como máximo {max}.',
  'validation.tooShort':
    'El campo "{field}" debe tener al menos {min, plural, one {# carácter} other {# caracteres}}.',
  'validation.tooLong':
    'El campo "{field}" debe tener como máximo {max, plural, one {# carácter} other {# caracteres}}.',
  'validation.tooFew':
    'El campo "{field}" debe tener al menos {min, plural, one {# elemento} other {# elementos}}.',
  'validation.tooMany':
    'El campo "{field}" debe tener como máximo {max, plural, one {# elemento} other {# elementos}}.',
  'validation.oneOf': 'El campo "{field}" debe ser uno de estos valores: {values}.',
  'validation.email': 'El campo "{field}" debe ser un correo electrónico válido.',
  'validation.date': 'El campo "{field}" debe ser una fecha escrita así: 2026-01-31.',
  'validation.dateTime': 'El campo "{field}" debe ser una fecha y hora escritas así: 2026-01-31T09:30:00Z.',
  'validation.format': 'El campo "{field}" no tiene el formato esperado.',
  'validation.unknownField': '"{field}" no es un campo de esta solicitud.',
  'validation.invalid': 'El campo "{field}" no es válido.',
};

/** The Spanish catalogue, every key of the English one. */
export const es: Record<MessageKey | TemplateKey, string> = { ...esMessages, ...esTemplates };
