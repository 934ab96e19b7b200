import type { Texts } from '../types';

/**
 * A patient's Consents tab (42 CFR Part 2, issue 37): consents as signed, their printable copy, a
 * paper consent recorded with its scan, the accounting of disclosures; and the owner's consent
 * forms (templates) in the settings. The consent texts themselves are the center's, never here.
 */
export const consents = {
  'consents.tab': { en: 'Consents', es: 'Consentimientos' },
  'consents.heading': { en: 'Consents', es: 'Consentimientos' },
  'consents.intro': {
    en: 'Each consent shows the text exactly as it was signed. A signed consent never changes, even when the form gets a new version.',
    es: 'Cada consentimiento muestra el texto exactamente como se firmó. Un consentimiento firmado nunca cambia, aunque el formulario tenga una versión nueva.',
  },
  'consents.loading': { en: 'Loading the consents', es: 'Cargando los consentimientos' },
  'consents.loadFailed': {
    en: 'The consents could not be loaded.',
    es: 'No se pudieron cargar los consentimientos.',
  },
  'consents.empty': {
    en: 'No consents yet. Record one the patient signed on paper, or the patient signs in the app.',
    es: 'Aún no hay consentimientos. Registre uno que el paciente firmó en papel, o el paciente lo firma en la aplicación.',
  },
  'consents.list': { en: 'Consents of this patient', es: 'Consentimientos de este paciente' },
  'consents.version': { en: 'Version {version}', es: 'Versión {version}' },
  'consents.status.active': { en: 'Signed, active', es: 'Firmado, activo' },
  'consents.status.expired': { en: 'Expired', es: 'Vencido' },
  'consents.status.revoked': { en: 'Revoked', es: 'Revocado' },
  'consents.signedBy': {
    en: 'Signed by {name} on {date}',
    es: 'Firmado por {name} el {date}',
  },
  'consents.via.app': { en: 'in the app', es: 'en la aplicación' },
  'consents.via.paper': { en: 'on paper', es: 'en papel' },
  'consents.expiresOn': { en: 'Expires on {date}', es: 'Vence el {date}' },
  'consents.untilRevoked': { en: 'Lasts until revoked', es: 'Dura hasta que se revoque' },
  'consents.revokedOn': {
    en: 'Revoked on {date} by {who}',
    es: 'Revocado el {date} por {who}',
  },
  'consents.revokedByPatient': { en: 'the patient', es: 'el paciente' },
  'consents.revokedByStaff': { en: 'a staff member', es: 'un miembro del personal' },
  'consents.showText': { en: 'Text as signed', es: 'Texto como se firmó' },
  'consents.hideText': { en: 'Hide the text', es: 'Ocultar el texto' },
  'consents.print': { en: 'Printable copy', es: 'Copia para imprimir' },
  'consents.downloadScan': { en: 'Download the scan', es: 'Descargar la copia escaneada' },
  'consents.scanDownloaded': { en: 'Scan downloaded', es: 'Copia escaneada descargada' },

  'consents.printView.title': { en: 'Printable copy', es: 'Copia para imprimir' },
  'consents.printView.doPrint': { en: 'Print', es: 'Imprimir' },
  'consents.printView.signature': { en: 'Signature (typed name)', es: 'Firma (nombre escrito)' },
  'consents.printView.date': { en: 'Date signed', es: 'Fecha de firma' },
  'consents.printView.form': {
    en: 'Form: {key}, version {version}',
    es: 'Formulario: {key}, versión {version}',
  },
  'consents.printView.signedVia': { en: 'Signed {via}', es: 'Firmado {via}' },
  'consents.printView.revoked': { en: 'Revoked on {date}', es: 'Revocado el {date}' },
  'consents.printView.notice': {
    en: 'Notice to accompany disclosure (42 CFR 2.32)',
    es: 'Aviso que acompaña la divulgación (42 CFR 2.32)',
  },
  'consents.printView.noticeLanguage': {
    en: 'The notice is the regulation’s own wording, in English.',
    es: 'El aviso es el texto oficial del reglamento, en inglés.',
  },

  'consents.paper.open': { en: 'Record a paper consent', es: 'Registrar un consentimiento en papel' },
  'consents.paper.title': {
    en: 'Record a consent signed on paper',
    es: 'Registrar un consentimiento firmado en papel',
  },
  'consents.paper.template': { en: 'Consent form', es: 'Formulario de consentimiento' },
  'consents.paper.templateOption': {
    en: '{title} (version {version})',
    es: '{title} (versión {version})',
  },
  'consents.paper.noTemplates': {
    en: 'The center has no consent form that can be signed. An owner can add one in Default settings.',
    es: 'El centro no tiene ningún formulario de consentimiento que se pueda firmar. Un propietario puede agregar uno en Configuración predeterminada.',
  },
  'consents.paper.name': { en: "Signer's full name", es: 'Nombre completo de quien firma' },
  'consents.paper.nameHint': {
    en: 'As written on the paper; it must match the name on this record.',
    es: 'Como está escrito en el papel; debe coincidir con el nombre de este expediente.',
  },
  'consents.paper.signedOn': { en: 'Date signed', es: 'Fecha de firma' },
  'consents.paper.expiresOn': { en: 'Expiry date', es: 'Fecha de vencimiento' },
  'consents.paper.scan': {
    en: 'Scan of the signed form (PDF or image)',
    es: 'Copia escaneada del formulario firmado (PDF o imagen)',
  },
  'consents.paper.scanHint': { en: 'At most 10 MB.', es: 'Como máximo 10 MB.' },
  'consents.paper.scanPlaceholder': { en: 'Choose a file', es: 'Elija un archivo' },
  'consents.paper.agree': {
    en: 'I have the paper form signed and dated by the patient.',
    es: 'Tengo el formulario en papel firmado y fechado por el paciente.',
  },
  'consents.paper.required': { en: 'This field is required.', es: 'Este campo es obligatorio.' },
  'consents.paper.save': { en: 'Record consent', es: 'Registrar consentimiento' },
  'consents.paper.saved': { en: 'Paper consent recorded', es: 'Consentimiento en papel registrado' },
  'consents.paper.uploadFailed': {
    en: 'The scan could not be uploaded. Try again.',
    es: 'No se pudo subir la copia escaneada. Inténtelo de nuevo.',
  },

  'consents.disclosures.heading': { en: 'Accounting of disclosures', es: 'Registro de divulgaciones' },
  'consents.disclosures.intro': {
    en: 'What left the center with this patient’s identity in the last 6 years, and under which consent.',
    es: 'Lo que salió del centro con la identidad de este paciente en los últimos 6 años, y con qué consentimiento.',
  },
  'consents.disclosures.loading': { en: 'Loading the disclosures', es: 'Cargando las divulgaciones' },
  'consents.disclosures.loadFailed': {
    en: 'The accounting of disclosures could not be loaded.',
    es: 'No se pudo cargar el registro de divulgaciones.',
  },
  'consents.disclosures.empty': {
    en: 'Nothing has been disclosed in the last 6 years.',
    es: 'No se ha divulgado nada en los últimos 6 años.',
  },
  'consents.disclosures.table': { en: 'Disclosures', es: 'Divulgaciones' },
  'consents.disclosures.date': { en: 'Date', es: 'Fecha' },
  'consents.disclosures.recipient': { en: 'Recipient', es: 'Destinatario' },
  'consents.disclosures.what': { en: 'What', es: 'Qué' },
  'consents.disclosures.purpose': { en: 'Purpose', es: 'Propósito' },
  'consents.disclosures.consent': { en: 'Consent', es: 'Consentimiento' },
  'consents.disclosures.download': { en: 'Download CSV', es: 'Descargar CSV' },

  'consents.templates.heading': { en: 'Consent forms', es: 'Formularios de consentimiento' },
  'consents.templates.intro': {
    en: 'Each form holds every element 42 CFR 2.31 requires. Saving an edit creates a new version; consents already signed keep the text they were signed with.',
    es: 'Cada formulario contiene todos los elementos que exige 42 CFR 2.31. Guardar un cambio crea una versión nueva; los consentimientos ya firmados conservan el texto con el que se firmaron.',
  },
  'consents.templates.loading': {
    en: 'Loading the consent forms',
    es: 'Cargando los formularios de consentimiento',
  },
  'consents.templates.loadFailed': {
    en: 'The consent forms could not be loaded.',
    es: 'No se pudieron cargar los formularios de consentimiento.',
  },
  'consents.templates.new': { en: 'New consent form', es: 'Nuevo formulario de consentimiento' },
  'consents.templates.edit': { en: 'Edit {title}', es: 'Editar {title}' },
  'consents.templates.current': { en: 'Current: version {version}', es: 'Actual: versión {version}' },
  'consents.templates.versions': {
    en: '{count, plural, one {# version} other {# versions}}',
    es: '{count, plural, one {# versión} other {# versiones}}',
  },
  'consents.templates.versionLine': {
    en: 'Version {version}, saved on {date}',
    es: 'Versión {version}, guardada el {date}',
  },
  'consents.templates.active': { en: 'Can be signed', es: 'Se puede firmar' },
  'consents.templates.inactive': { en: 'Retired', es: 'Retirado' },
  'consents.templates.kind': { en: 'Kind', es: 'Tipo' },
  'consents.templates.kind.app-use': {
    en: 'Use of the app and sharing with the center',
    es: 'Uso de la aplicación y compartir con el centro',
  },
  'consents.templates.kind.disclosure': {
    en: 'Disclosure to an outside recipient',
    es: 'Divulgación a un destinatario externo',
  },
  'consents.templates.title': { en: 'Title', es: 'Título' },
  'consents.templates.information': {
    en: 'What information, how much and what kind',
    es: 'Qué información, cuánta y de qué tipo',
  },
  'consents.templates.recipientKind': { en: 'Recipient', es: 'Destinatario' },
  'consents.templates.recipientKind.named': { en: 'A recipient by name', es: 'Un destinatario por nombre' },
  'consents.templates.recipientKind.tpo': {
    en: 'Treatment, payment and health care operations',
    es: 'Tratamiento, pago y operaciones de atención médica',
  },
  'consents.templates.recipient': { en: 'To whom', es: 'A quién' },
  'consents.templates.purpose': { en: 'Purpose', es: 'Propósito' },
  'consents.templates.expiryKind': { en: 'Expiry', es: 'Vencimiento' },
  'consents.templates.expiryKind.date': { en: 'On a date', es: 'En una fecha' },
  'consents.templates.expiryKind.event': { en: 'On an event', es: 'Con un evento' },
  'consents.templates.expiryKind.until-revoked': { en: 'Until revoked', es: 'Hasta que se revoque' },
  'consents.templates.expiryDate': {
    en: 'Latest expiry date (optional)',
    es: 'Fecha de vencimiento más tardía (opcional)',
  },
  'consents.templates.expiryEvent': { en: 'The event that ends it', es: 'El evento que lo termina' },
  'consents.templates.redisclosure': {
    en: 'Redisclosure statement',
    es: 'Declaración sobre volver a divulgar',
  },
  'consents.templates.revocation': {
    en: 'The right to revoke and its exceptions',
    es: 'El derecho a revocar y sus excepciones',
  },
  'consents.templates.activeSwitch': {
    en: 'Patients can sign this form',
    es: 'Los pacientes pueden firmar este formulario',
  },
  'consents.templates.centerHint': {
    en: '{token} in a text becomes the center’s name.',
    es: '{token} en un texto se reemplaza por el nombre del centro.',
  },
  'consents.templates.saveNew': { en: 'Save as version {version}', es: 'Guardar como versión {version}' },
  'consents.templates.create': { en: 'Create form', es: 'Crear formulario' },
  'consents.templates.saved': {
    en: 'Saved as version {version}',
    es: 'Guardado como versión {version}',
  },
  'consents.templates.signedStay': {
    en: 'Consents signed on version {version} or earlier keep their text.',
    es: 'Los consentimientos firmados en la versión {version} o anteriores conservan su texto.',
  },
} as const satisfies Texts;
