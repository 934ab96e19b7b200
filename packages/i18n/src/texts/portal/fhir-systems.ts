import type { Texts } from '../types';

/**
 * The owners' "Connected systems" section (issue 40 item 3): systems registered to read the center's
 * FHIR API with SMART Backend Services (an EHR within the center, or an outside recipient).
 */
export const fhirSystems = {
  'fhirSystems.heading': { en: 'Connected systems (FHIR)', es: 'Sistemas conectados (FHIR)' },
  'fhirSystems.intro': {
    en: "Systems that read this center's records over FHIR with their own key: your EHR, or an outside recipient such as a payer. An outside recipient only sees patients whose active consent names it, and each of its reads is recorded in the patient's accounting of disclosures.",
    es: 'Sistemas que leen los expedientes de este centro por FHIR con su propia clave: su EHR o un destinatario externo, como una aseguradora. Un destinatario externo solo ve a los pacientes cuyo consentimiento activo lo nombra, y cada lectura suya queda registrada en el registro de divulgaciones del paciente.',
  },
  'fhirSystems.register': { en: 'Register a system', es: 'Registrar un sistema' },
  'fhirSystems.loading': { en: 'Loading the connected systems', es: 'Cargando los sistemas conectados' },
  'fhirSystems.loadFailed': {
    en: 'The connected systems could not be loaded.',
    es: 'No se pudieron cargar los sistemas conectados.',
  },
  'fhirSystems.empty': { en: 'No system is connected yet.', es: 'Todavía no hay ningún sistema conectado.' },
  'fhirSystems.list': { en: 'Registered systems', es: 'Sistemas registrados' },
  'fhirSystems.fhirBase': { en: 'FHIR base URL', es: 'URL base de FHIR' },
  'fhirSystems.tokenUrl': { en: 'Token URL', es: 'URL del token' },
  'fhirSystems.tokenExternal': {
    en: "Tokens come from your organization's sign-in provider (see the operations guide).",
    es: 'Los tokens los emite el proveedor de inicio de sesión de su organización (consulte la guía de operaciones).',
  },
  'fhirSystems.clientId': { en: 'Client ID: {id}', es: 'ID de cliente: {id}' },
  'fhirSystems.kind.within': { en: 'Within the center', es: 'Dentro del centro' },
  'fhirSystems.kind.recipient': { en: 'Outside recipient', es: 'Destinatario externo' },
  'fhirSystems.status.active': { en: 'Active', es: 'Activo' },
  'fhirSystems.status.disabled': { en: 'Disabled', es: 'Desactivado' },
  'fhirSystems.recipientLine': {
    en: 'Recipient: {recipient}. Purpose: {purpose}',
    es: 'Destinatario: {recipient}. Finalidad: {purpose}',
  },
  'fhirSystems.scopesLine': { en: 'May read: {scopes}', es: 'Puede leer: {scopes}' },
  'fhirSystems.keysUrl': { en: 'Keys published at {url}', es: 'Claves publicadas en {url}' },
  'fhirSystems.keysPasted': { en: 'Pasted keys: {keys}', es: 'Claves pegadas: {keys}' },
  'fhirSystems.registeredOn': { en: 'Registered on {date}', es: 'Registrado el {date}' },
  'fhirSystems.disabledOn': { en: 'Disabled on {date}', es: 'Desactivado el {date}' },
  'fhirSystems.disable': { en: 'Disable {name}', es: 'Desactivar {name}' },
  'fhirSystems.disableTitle': { en: 'Disable this system?', es: '¿Desactivar este sistema?' },
  'fhirSystems.disableText': {
    en: 'Its tokens stop working at once and it cannot get new ones. It stays in this list, and its past reads stay in the records. This cannot be undone: to connect it again, register it again.',
    es: 'Sus tokens dejan de funcionar de inmediato y no puede obtener otros nuevos. Seguirá en esta lista y sus lecturas anteriores seguirán en los registros. No se puede deshacer: para conectarlo otra vez, regístrelo de nuevo.',
  },
  'fhirSystems.disabled': { en: 'The system was disabled.', es: 'El sistema se desactivó.' },
  'fhirSystems.created': {
    en: 'The system was registered. Give its client ID to the system’s administrator.',
    es: 'El sistema se registró. Entregue su ID de cliente al administrador del sistema.',
  },
  'fhirSystems.form.name': { en: 'Name', es: 'Nombre' },
  'fhirSystems.form.nameHint': {
    en: 'How you will recognize it, for example “Our EHR”.',
    es: 'Cómo lo reconocerá, por ejemplo “Nuestro EHR”.',
  },
  'fhirSystems.form.kind': { en: 'Who is this system?', es: '¿Qué tipo de sistema es?' },
  'fhirSystems.form.kind.within': {
    en: "Within the center (the center's own EHR or tools)",
    es: 'Dentro del centro (el EHR o las herramientas del propio centro)',
  },
  'fhirSystems.form.kind.recipient': {
    en: 'An outside recipient (a payer, another provider, a state program)',
    es: 'Un destinatario externo (una aseguradora, otro proveedor, un programa estatal)',
  },
  'fhirSystems.form.recipient': {
    en: 'Recipient, as named on the consent forms',
    es: 'Destinatario, como aparece en los formularios de consentimiento',
  },
  'fhirSystems.form.purpose': {
    en: 'Purpose, as written on the consent forms',
    es: 'Finalidad, como está escrita en los formularios de consentimiento',
  },
  'fhirSystems.form.recipientHint': {
    en: 'Only patients who signed a consent naming this recipient and this purpose are shared.',
    es: 'Solo se comparten los pacientes que firmaron un consentimiento que nombra a este destinatario y esta finalidad.',
  },
  'fhirSystems.form.keys': { en: 'Public keys', es: 'Claves públicas' },
  'fhirSystems.form.keys.url': { en: 'JWKS URL', es: 'URL de JWKS' },
  'fhirSystems.form.keys.pasted': { en: 'Paste the key set', es: 'Pegar el conjunto de claves' },
  'fhirSystems.form.jwksUrl': { en: 'JWKS URL (https://…)', es: 'URL de JWKS (https://…)' },
  'fhirSystems.form.jwks': {
    en: 'Public key set (JSON Web Key Set)',
    es: 'Conjunto de claves públicas (JSON Web Key Set)',
  },
  'fhirSystems.form.jwksHint': {
    en: 'Only the public keys. The private key never leaves the system.',
    es: 'Solo las claves públicas. La clave privada nunca sale del sistema.',
  },
  'fhirSystems.form.scopes': { en: 'What it may read', es: 'Qué puede leer' },
  'fhirSystems.form.scope.all': {
    en: 'Everything served (system/*.read)',
    es: 'Todo lo que se ofrece (system/*.read)',
  },
  'fhirSystems.form.scope.Patient': { en: 'Patients', es: 'Pacientes' },
  'fhirSystems.form.scope.Observation': {
    en: 'Check-ins and assessment scores',
    es: 'Registros diarios y puntajes de evaluaciones',
  },
  'fhirSystems.form.scope.Questionnaire': { en: 'Questionnaires', es: 'Cuestionarios' },
  'fhirSystems.form.scope.QuestionnaireResponse': {
    en: 'Assessment answers',
    es: 'Respuestas de evaluaciones',
  },
  'fhirSystems.form.scope.Consent': { en: 'Consents', es: 'Consentimientos' },
  'fhirSystems.form.scope.Organization': { en: 'The center', es: 'El centro' },
  'fhirSystems.form.scope.Practitioner': { en: 'Staff names', es: 'Nombres del personal' },
  'fhirSystems.form.submit': { en: 'Register system', es: 'Registrar sistema' },
} as const satisfies Texts;
