import type { Texts } from '../types';

/**
 * The Privacy screen (issue 37): the consents signed and offered, revocation, the accounting of
 * disclosures, who viewed the record and the record's download. Consent texts themselves are the
 * center's, shown as stored.
 */
export const privacy = {
  'privacy.title': { en: 'Privacy', es: 'Privacidad' },
  'privacy.intro': {
    en: 'What you agreed to, who your record was shared with and who opened it.',
    es: 'Lo que usted aceptó, con quién se compartió su expediente y quién lo abrió.',
  },
  'privacy.moreLink': { en: 'Privacy and my record', es: 'Privacidad y mi expediente' },
  // Consents signed
  'privacy.consentsTitle': { en: 'Your consents', es: 'Sus consentimientos' },
  'privacy.noConsents': {
    en: 'You have not signed any consent.',
    es: 'No ha firmado ningún consentimiento.',
  },
  'privacy.statusActive': { en: 'Active', es: 'Vigente' },
  'privacy.statusRevoked': { en: 'Revoked', es: 'Revocado' },
  'privacy.statusExpired': { en: 'Expired', es: 'Vencido' },
  'privacy.signedApp': {
    en: 'Signed by {name} in the app on {date}. Version {version}.',
    es: 'Firmado por {name} en la aplicación el {date}. Versión {version}.',
  },
  'privacy.signedPaper': {
    en: 'Signed by {name} on paper on {date}. Version {version}.',
    es: 'Firmado por {name} en papel el {date}. Versión {version}.',
  },
  'privacy.expiresOn': { en: 'Expires on {date}.', es: 'Vence el {date}.' },
  'privacy.revokedOn': {
    en: 'Revoked by you on {date}. It stopped covering any sharing at that moment.',
    es: 'Revocado por usted el {date}. Dejó de permitir que se comparta su información en ese momento.',
  },
  'privacy.revokedByCenter': {
    en: 'Revoked by your center on {date}. It stopped covering any sharing at that moment.',
    es: 'Revocado por su centro el {date}. Dejó de permitir que se comparta su información en ese momento.',
  },
  'privacy.readFull': { en: 'Read the full text', es: 'Leer el texto completo' },
  'privacy.revoke': { en: 'Revoke', es: 'Revocar' },
  'privacy.revokeTitle': { en: 'Revoke this consent?', es: '¿Revocar este consentimiento?' },
  'privacy.revokeBody': {
    en: 'It ends right away: from now on nothing is shared under it. What was shared before stays shared. You can sign it again later.',
    es: 'Termina de inmediato: desde ahora no se comparte nada con base en él. Lo que ya se compartió sigue compartido. Puede volver a firmarlo más adelante.',
  },
  'privacy.revokeAppUse': {
    en: 'This is your consent to use the app: the app closes right away, until you sign it again.',
    es: 'Este es su consentimiento para usar la aplicación: la aplicación se cierra de inmediato, hasta que lo vuelva a firmar.',
  },
  'privacy.revokeConfirm': { en: 'Yes, revoke it', es: 'Sí, revocarlo' },
  'privacy.revoked': { en: 'The consent was revoked.', es: 'El consentimiento fue revocado.' },
  // Consents offered
  'privacy.offeredTitle': { en: 'Consents you may sign', es: 'Consentimientos que puede firmar' },
  'privacy.offeredIntro': {
    en: 'Optional. Your center offers them; signing or not does not change your care.',
    es: 'Opcionales. Su centro los ofrece; firmarlos o no, no cambia su atención.',
  },
  'privacy.noOffered': {
    en: 'Your center offers no other consent right now.',
    es: 'Su centro no ofrece ningún otro consentimiento por ahora.',
  },
  'privacy.expiresLabel': { en: 'Ends on', es: 'Termina el' },
  'privacy.expiresHint': {
    en: 'Choose the last day this consent is valid (until {date} at the latest).',
    es: 'Elija el último día en que vale este consentimiento (a más tardar el {date}).',
  },
  'privacy.expiresHintOpen': {
    en: 'Choose the last day this consent is valid.',
    es: 'Elija el último día en que vale este consentimiento.',
  },
  'privacy.signed': {
    en: 'Thank you. The consent is signed.',
    es: 'Gracias. El consentimiento quedó firmado.',
  },
  // Disclosures
  'privacy.disclosuresTitle': { en: 'Shared outside your center', es: 'Compartido fuera de su centro' },
  'privacy.disclosuresIntro': {
    en: 'Each time your record left your center under a consent, in the last 6 years.',
    es: 'Cada vez que su expediente salió de su centro con base en un consentimiento, en los últimos 6 años.',
  },
  'privacy.noDisclosures': {
    en: 'Nothing from your record has been shared outside your center.',
    es: 'No se ha compartido nada de su expediente fuera de su centro.',
  },
  'privacy.disclosureRecipient': { en: 'To', es: 'Para' },
  'privacy.disclosureWhat': { en: 'What', es: 'Qué' },
  'privacy.disclosurePurpose': { en: 'Why', es: 'Para qué' },
  'privacy.downloadCsv': { en: 'Download this list (CSV)', es: 'Descargar esta lista (CSV)' },
  'privacy.csvHeader': { en: 'Date,Recipient,What,Purpose', es: 'Fecha,Destinatario,Qué,Para qué' },
  // Who viewed
  'privacy.viewedTitle': { en: 'Who viewed your record', es: 'Quién vio su expediente' },
  'privacy.viewedIntro': {
    en: 'Everyone who opened or changed your record, newest first. You are on this list too.',
    es: 'Todas las personas que abrieron o cambiaron su expediente, de la más reciente a la más antigua. Usted también aparece en esta lista.',
  },
  'privacy.noViews': {
    en: 'No one has opened your record yet.',
    es: 'Nadie ha abierto su expediente todavía.',
  },
  'privacy.viewedBy': { en: '{name} ({role})', es: '{name} ({role})' },
  'privacy.showMore': { en: 'Show older', es: 'Ver anteriores' },
  'privacy.roleOwner': { en: 'owner', es: 'propietario' },
  'privacy.roleStaff': { en: 'staff', es: 'personal' },
  'privacy.roleExpert': { en: 'expert', es: 'experto' },
  'privacy.roleSupport': { en: 'support', es: 'soporte' },
  'privacy.rolePatient': { en: 'you', es: 'usted' },
  'privacy.roleSystem': { en: 'system', es: 'sistema' },
  'privacy.denied': { en: 'Refused', es: 'Rechazado' },
  'privacy.actionProfileRead': { en: 'Opened your profile', es: 'Abrió su perfil' },
  'privacy.actionProfileUpdate': { en: 'Changed your profile', es: 'Cambió su perfil' },
  'privacy.actionStatus': { en: 'Changed your status', es: 'Cambió su estado' },
  'privacy.actionNotesRead': { en: 'Read the notes', es: 'Leyó las notas' },
  'privacy.actionNoteWrite': { en: 'Wrote or changed a note', es: 'Escribió o cambió una nota' },
  'privacy.actionReports': { en: 'Viewed your reports', es: 'Vio sus informes' },
  'privacy.actionCheckIns': { en: 'Viewed your check-ins', es: 'Vio sus registros diarios' },
  'privacy.actionTasks': { en: 'Viewed your completed tasks', es: 'Vio sus tareas completadas' },
  'privacy.actionInvitation': { en: 'Your invitation', es: 'Su invitación' },
  'privacy.actionConsents': { en: 'Viewed your consents', es: 'Vio sus consentimientos' },
  'privacy.actionDisclosures': { en: 'Viewed what was shared', es: 'Vio lo que se compartió' },
  'privacy.actionAccessHistory': { en: 'Viewed who opened your record', es: 'Vio quién abrió su expediente' },
  'privacy.actionAssessments': { en: 'Your questionnaires', es: 'Sus cuestionarios' },
  'privacy.actionFhir': {
    en: 'Read your record through a connected system (FHIR)',
    es: 'Leyó su expediente mediante un sistema conectado (FHIR)',
  },
  'privacy.actionAlerts': { en: 'Viewed your alerts', es: 'Vio sus alertas' },
  'privacy.actionRecordDownload': { en: 'Downloaded your record', es: 'Descargó su expediente' },
  'privacy.actionOther': { en: 'Other: {action}', es: 'Otro: {action}' },
  // Download
  'privacy.downloadTitle': { en: 'Download my record', es: 'Descargar mi expediente' },
  'privacy.downloadIntro': {
    en: 'A copy of your record for you. It is saved on this phone: keep it somewhere private.',
    es: 'Una copia de su expediente para usted. Se guarda en este teléfono: guárdela en un lugar privado.',
  },
  'privacy.downloadHtml': { en: 'Download as a document (HTML)', es: 'Descargar como documento (HTML)' },
  'privacy.downloadFhir': {
    en: 'Download for other apps (FHIR)',
    es: 'Descargar para otras aplicaciones (FHIR)',
  },
  'privacy.downloading': { en: 'Downloading…', es: 'Descargando…' },
} as const satisfies Texts;
