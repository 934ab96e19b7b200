/**
 * Every user-visible text of the spec (§5, §8), word for word, with the typo corrections of
 * decisions.md §5. Server and portal both read from here so the two never drift.
 */
export const messages = {
  // §5 validation
  emailRequired: 'Email is required.',
  emailInvalid: 'Email must be a valid email.',
  fullNameRequired: 'Full Name is required.',
  phoneMin: 'Phone Number must contain at least 11 characters',
  phoneRequired: 'Phone Number is required.',
  phoneRequiredReservation: 'Phone Number is required',
  phoneDigits: 'Phone Number must contain only digits.',
  fbEmailInvalid: 'Facebook email must be a valid email.',
  csvRequired: 'Choose a .csv file with the columns phone_number and fb_email.',
  titleRequired: 'Title is required',
  dateRequired: 'Date is required',
  timeRequired: 'Time is required',
  descriptionRequired: 'Description is required',
  imageTooLarge: 'The image must be 10 Mb or smaller.',
  imageType: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
  imageMissing: 'The image was not uploaded. Choose it again.',
  // Alumni events and notifications (decisions.md "Events, notifications and storage")
  eventCreated: 'The event was created.',
  eventUpdated: 'The event was updated.',
  eventRemoved: 'The event was removed.',
  eventDeleteConfirm: 'Are you sure you want to delete this event?',
  eventsUpcomingEmpty: 'There are no upcoming events.',
  eventsPastEmpty: 'There are no past events.',
  notificationSent: 'The notification was sent.',
  notificationsEmpty: 'No notifications have been sent yet.',
  searchRequired: 'The search field cannot be empty.',
  passwordRequired: 'Password is required.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  statusRequired: 'Status is required.',
  isAdminRequired: 'Is Admin is required.',
  notificationRequired: 'The message text is required.',
  noteDeleteConfirm: 'Are you sure you want to delete this note?',

  // §8 toasts
  requestFailed: 'There was an error, try again later.',
  notAvailableOffline:
    'You are offline, and this was not opened here while online, so it is not available offline. It loads when you are back online.',
  uploadFailed: 'There was an error, try again later.',
  uploadSucceeded: 'The file was uploaded successfully.',
  noteUpdated: 'The note was updated.',
  noteCreated: 'The note was created.',
  noteRemoved: 'The note was removed.',
  invitationSent: 'The invitation was sent.',
  reservationCreated: 'The reservation was created.',
  patientUpdated: 'The patient information was updated.',
  noResults: 'There are no results.',
  requestCancelled: 'Request_cancelled',

  // §2 screens
  notFoundTitle: "Oops! It looks like you're lost.",
  notFoundBody: "The page you're looking for isn't available. Try to search again or use the go to.",
  inboxEmpty: 'No conversations found.',

  // Chat (decisions.md, "Chat")
  chatMemberRequired: 'Choose who to chat with.',
  chatMessageRequired: 'Write a message or attach a file.',
  chatMessageTooLong: 'A message must be 5000 characters or fewer.',
  chatTooManyAttachments: 'Attach at most 10 files to one message.',
  chatNotInStaffList: 'Only members of the staff list can start a new conversation.',
  chatNotMember: 'Only the members of this conversation can write in it.',
  chatCannotChatWith: 'You cannot start a conversation with this person.',
  chatOwnMessagesOnly: 'You can only change your own messages.',
  chatMessageDeleted: 'This message was deleted.',
  chatReplyToReply: 'Reply to the first message of the thread.',
  chatAttachmentInvalid: 'This attachment was not uploaded for this center.',
  chatMessageRemoved: 'The message was deleted.',
  chatChannelRemoved: 'The conversation was deleted.',
  chatChannelDeleteConfirm:
    'Delete this conversation? Every message in it, threads included, is deleted for everyone, and this cannot be undone.',

  // Daily tasks and contact now (texts the spec leaves open)
  taskTitleTooLong: 'Title must be 200 characters or fewer.',
  taskDescriptionTooLong: 'Description must be 2000 characters or fewer.',
  taskDaysInvalid: 'Choose days of the week from Sunday to Saturday.',
  taskOrderRequired: 'List the tasks in their new order.',
  taskOrderDuplicate: 'A task can appear only once in the order.',
  nothingToUpdate: 'Nothing to update.',
  taskCreated: 'The task was created.',
  taskUpdated: 'The task was updated.',
  taskRemoved: 'The task was removed.',
  taskOrderSaved: 'The order was saved.',
  taskActivated: 'The task is active.',
  taskDeactivated: 'The task is inactive.',
  taskDeleteConfirm: 'Are you sure you want to delete this task?',
  tasksEmpty: 'No daily tasks yet. Create the first one.',
  contactRequestHandled: 'The request was marked handled.',
  contactRequestAlreadyHandled: 'This request was already handled.',
  contactRequestNew: 'A patient asked to be called now.',
  contactQueueEmpty: 'No one is waiting for a call.',
  contactHistoryEmpty: 'No handled requests yet.',

  // Server-side errors the spec leaves open (decisions.md §6)
  invalidInput: 'The request is not valid.',
  nulCharacter: 'Text cannot contain the NUL character.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  notFound: 'Not found.',
  unauthorized: 'You need to sign in.',
  // Sign-out and portal roles (issue 19)
  signedOut: 'You signed out. Sign in again to continue.',
  staffPortalOnly:
    'This portal is for treatment center staff. Patients use the Recovery app: open it on your phone at /app/.',
  forbidden: 'You do not have access to this.',
  tooManyRequests: 'Too many attempts. Try again later.',
  invalidCredentials: 'The e-mail or password is not correct.',

  // Embedded issuer pages (sign in, register, forgot, change password)
  accountDisabled: 'This account is disabled. Ask your center owner to enable it.',
  centerNameRequired: 'Center name is required.',
  passwordTooShort: 'Password must contain at least 12 characters.',
  passwordTooLong: 'Password must contain at most 128 characters.',
  currentPasswordRequired: 'Current password is required.',
  emailTaken: 'An account with this e-mail already exists. Sign in or reset your password.',
  resetRequested:
    'If an account uses this e-mail, a link to choose a new password is on its way. It works once, for one hour.',
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one.',
  passwordChanged: 'Your password was changed. Sign in with the new password.',
  formExpired: 'This form has expired. Reload the page and try again.',

  // Invitations and reservations (decisions.md "Invitations and reservations")
  invitationDuplicate: 'This e-mail has already been invited to this center.',
  invitationNotPending: 'This patient has already accepted the invitation.',
  // Patient API (decisions.md §1)
  invitationLinkInvalid:
    'This invitation link has expired or was already used. Ask your center for a new one.',
  invitationAccepted: 'Your account is ready. Sign in to the app with your e-mail and password.',
  reservationNotFound:
    'No membership is reserved for this phone number. Check the number or ask your center.',
  reservationAmbiguous:
    'This phone number is reserved at more than one center. Ask your center to invite you by e-mail.',
  patientEmailTaken: 'An account with this e-mail already exists.',
  patientNotActive: 'Your membership is not active. Contact your center.',
  checkInMoodInvalid: 'Choose how you feel.',
  checkInPresetInvalid: 'Choose one of the three messages.',
  checkInTextTooLong: 'The message must contain at most 1000 characters.',
  taskNotToday: 'This task is not one of your tasks for today.',
  // Patient app (issue 21; decisions.md "Issue 21: patient API")
  phoneCodeSent:
    'If this number is reserved at a center, a 6-digit code is on its way by SMS. It works for 10 minutes.',
  phoneCodeRequired: 'Enter the 6-digit code from the SMS.',
  phoneCodeInvalid: 'This code is wrong or has expired. Ask for a new code.',
  pushSubscriptionInvalid: 'This device cannot receive notifications: its subscription is not valid.',
  pushSubscribed: 'Notifications are on for this device.',
  pushUnsubscribed: 'Notifications are off for this device.',
  reminderTimeInvalid: 'Choose a time as HH:MM, from 00:00 to 23:59.',
  reminderSaved: 'Your check-in reminder was saved.',
  languageInvalid: 'Choose English or Spanish.',
  languageSaved: 'Your language was saved.',
  reminderOff: 'Your check-in reminder is off.',
  monthInvalid: 'Choose a month as YYYY-MM.',
  currentPasswordWrong: 'The current password is not correct.',
  newPasswordSame: 'The new password must be different from the current one.',
  accountDeleted:
    'Your account was deleted and you can no longer sign in. Your center keeps its records of your treatment, as the law requires.',
  accountPasswordOnlyEmbedded: 'Your password is managed by your sign-in provider. Change it there.',
  appConversationNotFound: 'This conversation does not exist, or it is not one of yours.',
  invitationMailFailed: 'The invitation was saved, but its e-mail could not be sent. Try sending it again.',
  reservationUpdated: 'The reservation was updated.',
  reservationDeleted: 'The reservation was deleted.',
  reservationPhoneTaken: 'This phone number is already reserved in this center.',
  reservationCompleted: 'A completed reservation cannot be changed.',
  reservationNotImported: 'This reservation was not imported from a file.',
  reservationDeleteConfirm: 'Are you sure you want to delete this reservation?',
  importUndone: 'The import was undone.',
  csvNotCsv: 'The file is not a CSV file. Choose a .csv file saved as UTF-8 text.',
  // Uploads (issue 19): a form that cannot be read, more than one file, bytes not of the claimed image.
  uploadUnreadable:
    'The upload could not be read: it was cut off or is not a file upload. Choose the file and send it again.',
  uploadOneFile: 'Send one file at a time.',
  imageContentMismatch:
    'This file is not a real JPEG, PNG, WebP or GIF image, whatever its name says. Choose another image.',
  uploadUsed: 'This upload link was already used. Start the upload again.',
  // Issue 38: checked when the image is decoded, before its pixels are (a small file can claim a huge picture).
  imageTooManyPixels:
    'The image must be 50 megapixels or smaller (for example 8000 × 6000). Choose a smaller image.',
  csvHeaderMissing: 'The first line must be the header phone_number,fb_email.',
  csvEmpty: 'The file has no rows to import.',
  csvInvalidLine: 'This line is not valid CSV.',
  csvNoValidRows: 'Nothing was imported: the file has no valid rows.',

  // Patients (decisions.md, "Patients")
  noteRequired: 'The note cannot be empty.',
  sobrietyDateFuture: 'The sobriety date cannot be in the future.',
  assistanceDateFuture: 'The date of an assistance record cannot be in the future.',
  patientsEmpty: 'No patients found.',
  patientStatusUpdated: 'The patient status was updated.',
  patientRemoved: 'The patient was removed.',

  // Center, staff and settings (decisions.md, "Center, staff and settings")
  timeZoneRequired: 'Time zone is required.',
  timeZoneInvalid: 'Choose a valid time zone.',
  staffEmailTaken: 'A user with this email already exists.',
  lastOwner: 'A center needs at least one active owner. Make another staff member an owner first.',
  staffNotEditable: 'Only owners and staff members can be changed here.',
  identityAdminUnavailable:
    'Staff accounts cannot be created here: the identity provider has no admin connection configured.',
  identityProviderFailed: 'The identity provider did not accept the request. Try again later.',
  checkInMessageRequired: 'Each check-in message is required.',
  checkInMessageTooLong: 'A check-in message must be 140 characters or fewer.',
  checkInMessagesCount: 'Write exactly three check-in messages.',
  defaultTasksTooMany: 'Choose at most 20 default tasks.',
  programStartRuleRequired: "Choose when a new patient's program starts.",
  centerUpdated: 'The center information was updated.',
  logoUploaded: 'The logo was uploaded.',
  staffCreated: 'The staff member was created.',
  staffUpdated: 'The staff member was updated.',
  staffEmpty: 'No staff members yet.',
  expertsEmpty: 'No experts or support available yet.',
  settingsSaved: 'The default settings were saved.',
  userSettingsSaved: 'Your settings were saved.',
  wizardFinished: 'Your center is ready.',
  // Risk alerts
  alertNoteRequired: 'Write a note on how the alert was resolved.',
  alertNoteTooLong: 'The note can be at most 2000 characters.',
  alertThresholdInvalid: 'Enter a whole number within the allowed range.',
  alertAlreadyResolved: 'This alert is already resolved.',
  alertAcknowledged: 'The alert was acknowledged.',
  alertResolved: 'The alert was resolved.',
  alertsEmpty: 'No open alerts.',
  alertThresholdsSaved: 'The alert thresholds were saved.',
  // Assessments (issue 39)
  assessmentAnswersInvalid:
    'Some answers are missing or not valid. Check them and send the assessment again.',
  assessmentAnswerMissing: 'Answer this question.',
  assessmentAnswerOutOfRange: 'This answer is not one this question allows.',
  assessmentAnswerUnknownItem: 'This is not a question of this assessment.',
  assessmentAnswerNotAsked: 'This question is not asked after your earlier answers. Leave it out.',
  assessmentVersionChanged:
    'This assessment was updated since you opened it. Open it again to answer the current questions.',
  assessmentNotDue: 'This assessment can no longer be answered: the time to complete it has passed.',
  assessmentAlreadyCompleted: 'This assessment was already completed.',
  assessmentLanguageNotOffered: 'This assessment is not offered in that language.',
  assessmentInstrumentRequired: 'Choose an assessment to assign.',
  assessmentAssigned: 'The assessment was assigned. The patient sees it in the app now.',
  assessmentPatientNotActive: 'Only active patients and alumni can be assigned an assessment.',
  assessmentPlanEmpty: 'Choose at least one assessment for the plan.',
  assessmentPlanInstrumentUnknown: 'Choose an assessment the product offers.',
  assessmentPlanDuplicate: 'Each assessment can be in the plan only once.',
  assessmentPlanNeverAsked:
    'Choose when this assessment is asked: at joining, at an interval, at discharge or at follow-ups.',
  assessmentPlanInterval: 'Choose an interval from 1 to 52 weeks, or none.',
  assessmentPlanFollowUps: 'Follow-ups can be 30, 90, 180 or 365 days after discharge, each once.',
  assessmentPlanWindow: 'Choose from 1 to 30 days to complete an assessment.',
  assessmentPlanWindowTooLong:
    'The days to complete an assessment cannot be more than the days between two of its occasions.',
  /** Push texts (lock screen): the kind of thing only, never which questionnaire or anything health-related. */
  consentSignatureRequired: 'Type your full name and confirm that you agree to sign this consent.',
  consentNameMismatch:
    'The name typed does not match the name on this record. Type the full name as it appears there.',
  consentTemplateUnknown: 'This consent form is not one this center offers.',
  consentTemplateChanged:
    'This consent form was updated since it was opened. Open it again to read and sign the current text.',
  consentExpiryPast: 'The expiry date cannot be in the past.',
  consentExpiryAfterLimit: 'The expiry date cannot be later than the date this consent form allows.',
  consentExpiryNotAllowed: 'This consent lasts until it is revoked; it takes no expiry date.',
  consentExpiryRequired: 'Choose the date this consent expires.',
  consentAlreadyRevoked: 'This consent was already revoked.',
  consentAppUseRequired:
    'Sign the consent to use the app before you use it. You can read and sign it in the app, or contact your center.',
  consentScanRequired: 'Attach the scan of the signed paper consent.',
  consentSignedDateFuture: 'The date signed cannot be in the future.',
  consentTemplateInvalid:
    'Some parts of the consent form are missing or not valid. Check them and save again.',
  consentUntilRevokedOnlyTpo:
    'Only a consent for treatment, payment and health care operations may last until revoked.',
  consentRedisclosureRequired:
    'A consent for treatment, payment and health care operations must state that the recipient may redisclose as HIPAA allows.',
  consentAlreadyActive:
    'This patient already has an active consent on this form. Revoke it, or wait until it expires, before recording another.',
  consentScanType: 'The scan must be a PDF, JPEG, PNG, WebP or GIF file.',
  consentScanContentMismatch: 'This file is not the PDF or image it claims to be. Choose the scan again.',
  consentScanTooLarge: 'The scan must be 10 MB or smaller.',
  // The center's Outcomes and its CSV exports (issue 39 §6; docs/outcomes.md)
  outcomesMonthsOrder: 'The first month cannot be after the last month.',
  outcomesExportKind: 'Choose a de-identified or an identified export.',
  outcomesRecipientRequired: 'Name who receives the identified export.',
  outcomesPurposeRequired: 'Give the purpose of the identified export.',
  outcomesCsvPatientCode: 'Patient code',
  outcomesCsvPatientId: 'Patient ID',
  outcomesCsvFirstName: 'First name',
  outcomesCsvLastName: 'Last name',
  outcomesCsvEmail: 'E-mail',
  outcomesCsvPhone: 'Phone',
  outcomesCsvAdmissionMonth: 'Admission month',
  outcomesCsvAdmissionDate: 'Admission date',
  outcomesCsvInstrument: 'Instrument',
  outcomesCsvScore: 'Score',
  outcomesCsvOccasion: 'Occasion',
  outcomesCsvProgramWeek: 'Program week',
  outcomesCsvSubmittedMonth: 'Submitted (month)',
  outcomesCsvSubmittedOn: 'Submitted on',
  outcomesCsvValue: 'Value',
  outcomesCsvBand: 'Band',
  outcomesCsvNotice: 'Notice required by 42 CFR 2.32 (official text, in English):',
  outcomesCsvRecipient: 'Recipient',
  outcomesCsvPurpose: 'Purpose',
  outcomesCsvIncluded: 'Patients included',
  outcomesCsvLeftOut: 'Patients left out: no active consent covering this recipient and purpose',
  // The FHIR R4 API (issue 40; docs/decisions/fhir-api.md): OperationOutcome texts
  fhirUnknownParameter:
    'This search parameter is not supported. The CapabilityStatement at /fhir/R4/metadata lists the ones served.',
  fhirInvalidParameter: 'A search parameter has a value that cannot be read. Check its format.',
  fhirUnknownType: 'This FHIR server does not serve this resource type.',
  fhirReadOnly: 'This FHIR server is read-only: only reads and searches are served.',
  fhirJsonOnly: 'This FHIR server answers in JSON only (application/fhir+json).',
  // FHIR Bulk Data export (issue 40 item 4; docs/decisions/fhir-api.md "Bulk export")
  fhirExportAsyncOnly: 'A bulk export runs in the background: send the header Prefer: respond-async.',
  fhirExportFailed: 'The export could not be completed. Start a new export.',
  fhirExportCallerGone:
    "The export stopped: the account or system that started it may no longer read this center's data.",
  // SMART Backend Services systems (issue 40 item 3; docs/decisions/fhir-api.md "Backend services")
  fhirSystemNameRequired: 'Enter a name for this system.',
  fhirSystemKeysRequired: "Give the address of the system's public key set (JWKS URL) or paste the key set.",
  fhirSystemKeysBoth: 'Give either a JWKS URL or a pasted key set, not both.',
  fhirSystemJwksUrlInvalid: 'The JWKS URL must be an https:// address.',
  fhirSystemJwksNotJson: 'The key set is not valid JSON.',
  fhirSystemJwksInvalid:
    'The key set must be a JSON Web Key Set ({"keys": [...]}) with at least one public RSA or EC signing key.',
  fhirSystemJwksPrivate:
    'The key set holds a private key. Paste only the public keys; the private key stays on the system.',
  fhirSystemRecipientRequired: 'Enter the recipient exactly as it is named on the consent forms.',
  fhirSystemPurposeRequired: 'Enter the purpose exactly as it is written on the consent forms.',
  fhirSystemScopesRequired: 'Choose at least one kind of data this system may read.',
  fhirSystemScopeInvalid:
    'A scope must be system/*.read or system/<resource type>.read for a type this server serves.',
  fhirSystemUnknown: 'This system is not registered at this center.',
  fhirSystemAlreadyDisabled: 'This system is already disabled.',
  fhirScopeForbidden: "This system's token does not allow reading this resource type.",
  fhirSystemTokenInvalid:
    'The access token is not valid, has expired, or its system was disabled. Get a new token.',
  fhirDisclosureChanged:
    "A patient's consent changed while this answer was prepared. Please repeat the request.",
  smartGrantTypeInvalid: 'The grant_type must be client_credentials.',
  smartAssertionTypeInvalid:
    'The client_assertion_type must be urn:ietf:params:oauth:client-assertion-type:jwt-bearer, with a client_assertion.',
  smartClientUnknown: 'No active system is registered with this client_id.',
  smartAssertionInvalid:
    'The client assertion could not be verified: check its key and signature (RS384, ES384, RS256 or ES256), iss and sub (the client_id), aud (the token URL), exp (at most 5 minutes ahead) and jti.',
  smartAssertionReplayed:
    'This client assertion was used before. Sign a new one, with a new jti, for every token request.',
  smartScopeInvalid: 'None of the scopes asked for is allowed for this system.',
} as const;

export type MessageKey = keyof typeof messages;

/** An addiction value that is not in the catalogue (PUT /v3/memberships/{id}). */
export const unknownAddictionMessage = (value: string) => `"${value}" is not in the addiction catalogue.`;

/** The SMS with a one-time code: no center name, nothing about treatment (it shows on a lock screen). */
export const phoneCodeSmsText = (code: string) =>
  `Your sign-up code is ${code}. It expires in 10 minutes. Do not share it with anyone.`;

/** A membership status change that MEMBERSHIP_TRANSITIONS does not allow. */
export const invalidTransitionMessage = (from: string, to: string) =>
  `A patient's status cannot change from ${from} to ${to}.`;

/** Automatic sign-out of portal users (issue 12): the 401 message after idle time. */
export const sessionIdleMessage = (minutes: number) =>
  `Your session ended after ${minutes} minutes of inactivity. Please sign in again.`;

/** Automatic sign-out of portal users (issue 12): the 401 message at the absolute limit. */
export const sessionMaxMessage = (hours: number) =>
  `Your session ended: a session lasts at most ${hours} hours. Please sign in again.`;

/** The sign-in throttle says when to try again (issue 20), from the Retry-After seconds it sends. */
export function tryAgainInMessage(seconds: number): string {
  const wait =
    seconds < 60
      ? `${Math.max(1, Math.ceil(seconds))} ${Math.ceil(seconds) <= 1 ? 'second' : 'seconds'}`
      : `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minute' : 'minutes'}`;
  return `Too many attempts. Try again in ${wait}.`;
}

/**
 * Validation sentences for the rules a schema states without a sentence of its own (issue 20): each
 * names the field in plain words and says what is wrong. The server builds them from zod's issue
 * (http/validation-messages.ts); `isCatalogueMessage` recognises them, and every fixed sentence above.
 */
export const validationMessages = {
  required: (field: string) => `${field} is required.`,
  notANumber: (field: string) => `${field} must be a number.`,
  notWhole: (field: string) => `${field} must be a whole number.`,
  notText: (field: string) => `${field} must be text.`,
  notTrueFalse: (field: string) => `${field} must be true or false.`,
  notList: (field: string) => `${field} must be a list.`,
  notObject: (field: string) => `${field} must be a group of fields.`,
  atLeast: (field: string, min: number | bigint) => `${field} must be at least ${min}.`,
  atMost: (field: string, max: number | bigint) => `${field} must be at most ${max}.`,
  tooShort: (field: string, min: number | bigint) => `${field} must be at least ${min} characters long.`,
  tooLong: (field: string, max: number | bigint) => `${field} must be at most ${max} characters long.`,
  tooFew: (field: string, min: number | bigint) => `${field} must have at least ${min} items.`,
  tooMany: (field: string, max: number | bigint) => `${field} must have at most ${max} items.`,
  /** `values`: the allowed values, joined with ", ". */
  oneOf: (field: string, values: string) => `${field} must be one of: ${values}.`,
  email: (field: string) => `${field} must be a valid email.`,
  date: (field: string) => `${field} must be a date written like 2026-01-31.`,
  dateTime: (field: string) => `${field} must be a date and time written like 2026-01-31T09:30:00Z.`,
  format: (field: string) => `${field} is not written in the expected format.`,
  unknownField: (field: string) => `${field} is not a field of this request.`,
  invalid: (field: string) => `${field} is not valid.`,
} as const;

/** Fixed sentences of the catalogue, and the shapes of the sentences built from a template. */
const catalogueSentences: ReadonlySet<string> = new Set(Object.values(messages));
/** A template's sentence as a pattern: `first` matches its first argument, `.+` the second. */
const shapeOf = (template: (a: never, b: never) => string, first: string) => {
  const sample = template('\u0000F' as never, '\u0000A' as never);
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace('\u0000F', first).replace('\u0000A', '.+')}$`);
};
const validationShapes = [
  // A validation sentence starts with the field's name, capitalised.
  ...Object.values(validationMessages).map((t) => shapeOf(t, '[A-Z][^.]*?')),
  ...[unknownAddictionMessage, invalidTransitionMessage, sessionIdleMessage, sessionMaxMessage].map((t) =>
    shapeOf(t, '.+'),
  ),
];

/** Whether a text is a sentence of the catalogue: a fixed one, or a validation sentence. */
export const isCatalogueMessage = (text: string): boolean =>
  catalogueSentences.has(text) || validationShapes.some((shape) => shape.test(text));
