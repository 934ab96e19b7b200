import type { RouteName } from '@portal/contracts';
import { INSTRUMENTS } from '@portal/contracts/instruments';
import { type CenterWorld, FHIR_SYSTEM_BODY } from './world';

/**
 * What the security suites need to call each route of the contracts' table: a valid body/query (so
 * a refusal is never a validation error in disguise), the caller's own params, and the victim
 * center's records it can point at. tenant-matrix.test.ts fails for a route without an entry here.
 */

export type Role = 'owner' | 'staff' | 'expert' | 'support' | 'patient';
export interface Foreign {
  params: Record<string, string>;
  status: 403 | 404;
  body?: unknown;
}
export interface Fixture {
  body?: (w: CenterWorld) => unknown;
  query?: (w: CenterWorld) => Record<string, string>;
  /** Params of the caller's own center (for role and token checks). */
  own?: (a: CenterWorld) => Record<string, string>;
  /** Center A's caller pointing at center B's records. */
  foreign?: (b: CenterWorld, a: CenterWorld) => Foreign[];
  /** A public route: why the matrix does not apply. */
  publicBecause?: string;
  /** A GET whose answer (as A) must hold nothing of B: lists, counters, the caller's own data. */
  read?: true;
}

const center = (w: CenterWorld) => ({ id: w.center.id });
const onB403 = (b: CenterWorld): Foreign[] => [{ params: { id: b.center.id }, status: 403 }];
const byId = (pick: (b: CenterWorld) => string) => (b: CenterWorld) => [
  { params: { id: pick(b) }, status: 404 as const },
];
const membership = (w: CenterWorld) => ({ id: w.ids.membership });
const assessment = (w: CenterWorld) => ({ id: w.ids.assessment });
/** A complete PHQ-9 answered "Not at all" throughout (no safety flag). */
const phq9 = INSTRUMENTS['phq-9'];
const phq9Answers = Object.fromEntries(
  phq9.items.flatMap((i) => (i.scored && i.kind === 'choice' ? [[i.linkId, i.choices[0]?.coding.code]] : [])),
);

/** A signature by the center's patient of a consent form they have not signed (world.ts). */
const signature = (w: CenterWorld) => ({
  template_id: w.ids.consentTemplate,
  template_version: 1,
  full_name: `${w.patient.row.firstName} ${w.patient.row.lastName}`,
  agree: true,
});
/** A day before today in any zone: a paper consent cannot be signed in the future. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

export const fixtures: Record<RouteName, Fixture> = {
  me: { read: true },
  signOut: {},
  patientSignOut: {},
  authConfig: { publicBecause: 'the sign-in configuration of the portal, same for everyone' },
  patientAuthConfig: { publicBecause: 'the sign-in configuration of the patient app, same for everyone' },
  listCenters: { read: true },
  getCenter: { own: center, foreign: onB403 },
  updateCenter: { own: center, body: () => ({ name: 'Renamed' }), foreign: onB403 },
  updateStaffMember: {
    own: (a) => ({ id: a.center.id, staffId: a.ids.staffMember }),
    body: () => ({ first_name: 'Re', last_name: 'Named', phone: '15550100000', status: true }),
    foreign: (b, a) => [
      { params: { id: b.center.id, staffId: b.ids.staffMember }, status: 403 },
      { params: { id: a.center.id, staffId: b.ids.staffMember }, status: 404 },
    ],
  },
  centerPresignedUrl: { query: () => ({ content_type: 'image/png', size: '100' }), read: true },
  listExperts: { own: center, foreign: onB403 },
  addStaffMember: {
    own: center,
    body: () => ({
      email: 'new-staff@example.test',
      password: 'a-long-enough-password',
      first_name: 'New',
      last_name: 'Staff',
      phone: '15550100001',
      status: true,
      is_admin: false,
    }),
    foreign: onB403,
  },
  finishInitConfig: { own: center, foreign: onB403 },
  getCenterSettings: { own: center, foreign: onB403 },
  updateCenterSettings: {
    own: center,
    body: () => ({
      time_zone: 'America/Chicago',
      check_in_messages: ['One', 'Two', 'Three'],
      default_tasks: [],
      program_start_rule: 'join_date',
    }),
    foreign: onB403,
  },
  getUserSettings: { read: true },
  updateUserSettings: {
    body: () => ({
      first_name: 'Re',
      last_name: 'Named',
      phone: '15550100003',
      notification_emails: { contact_now: true, unread_messages: true, risk_alerts: true },
    }),
  },
  sendAlumniNotification: { own: center, body: () => ({ message: 'Hello' }), foreign: onB403 },
  bulkReserve: { own: center, body: () => ({ rows: [{ phone_number: '15550100004' }] }), foreign: onB403 },
  invitePatient: { body: () => ({ email: 'someone@example.test', full_name: 'Some One' }) },
  invitePatients: {},
  listMemberships: { read: true },
  getMembership: { own: membership, foreign: byId((b) => b.ids.membership) },
  updateMembership: {
    own: membership,
    body: () => ({ first_name: 'Re' }),
    foreign: byId((b) => b.ids.membership),
  },
  updateMembershipStatus: {
    own: membership,
    body: () => ({ status: 'inactive' }),
    foreign: byId((b) => b.ids.membership),
  },
  sendInvitationEmail: { own: membership, foreign: byId((b) => b.ids.invited) },
  destroyMembership: { own: membership, foreign: byId((b) => b.ids.membership) },
  addAssistanceRecord: {
    own: membership,
    body: () => ({ date: '2026-11-21', kind: 'meeting', attended: false }),
    foreign: byId((b) => b.ids.membership),
  },
  calendarReport: {
    own: membership,
    query: () => ({ month: '2026-11' }),
    foreign: byId((b) => b.ids.membership),
  },
  dailyReport: {
    own: membership,
    query: () => ({ date: '2026-11-20' }),
    foreign: byId((b) => b.ids.membership),
  },
  periodicalReport: {
    own: membership,
    query: () => ({ period: 'week', date: '2026-11-20' }),
    foreign: byId((b) => b.ids.membership),
  },
  getAccessHistory: { own: membership, foreign: byId((b) => b.ids.membership) },
  exportAccessHistory: { own: membership, foreign: byId((b) => b.ids.membership) },
  listNotes: { own: membership, foreign: byId((b) => b.ids.membership) },
  createNote: {
    own: membership,
    body: () => ({ content: 'Planted' }),
    foreign: byId((b) => b.ids.membership),
  },
  updateNote: {
    own: (a) => ({ id: a.ids.membership, noteId: a.ids.note }),
    body: () => ({ content: 'Rewritten' }),
    foreign: (b, a) => [
      { params: { id: b.ids.membership, noteId: b.ids.note }, status: 404 },
      { params: { id: a.ids.membership, noteId: b.ids.note }, status: 404 },
    ],
  },
  deleteNote: {
    own: (a) => ({ id: a.ids.membership, noteId: a.ids.note }),
    foreign: (b, a) => [
      { params: { id: b.ids.membership, noteId: b.ids.note }, status: 404 },
      { params: { id: a.ids.membership, noteId: b.ids.note }, status: 404 },
    ],
  },
  listTasks: { read: true },
  createTask: { body: () => ({ title: 'Walk', description: '', days: [] }) },
  updateTask: {
    own: (a) => ({ id: a.ids.task }),
    body: () => ({ title: 'Run' }),
    foreign: byId((b) => b.ids.task),
  },
  reorderTasks: {
    body: (w) => ({ ids: [w.ids.task] }),
    foreign: (b) => [{ params: {}, body: { ids: [b.ids.task] }, status: 404 }],
  },
  deleteTask: { own: (a) => ({ id: a.ids.task }), foreign: byId((b) => b.ids.task) },
  homeStats: { read: true },
  homeMoodTrend: { read: true },
  homeRecentCheckIns: { read: true },
  listContactRequests: { read: true },
  handleContactRequest: {
    own: (a) => ({ id: a.ids.contactRequest }),
    foreign: byId((b) => b.ids.contactRequest),
  },
  listAddictions: { read: true },
  listEvents: { read: true },
  createEvent: {
    body: () => ({ title: 'Picnic', description: 'In the park', event_date: '2027-07-01T18:30' }),
  },
  updateEvent: {
    own: (a) => ({ id: a.ids.event }),
    body: () => ({ title: 'Picnic', description: 'In the park', event_date: '2027-07-01T18:30' }),
    foreign: byId((b) => b.ids.event),
  },
  deleteEvent: { own: (a) => ({ id: a.ids.event }), foreign: byId((b) => b.ids.event) },
  eventPresignedUrl: { query: () => ({ content_type: 'image/png', size: '100' }), read: true },
  listAlumniNotifications: { read: true },
  createReservation: { body: () => ({ phone_number: '15550100005' }) },
  listReservations: { read: true },
  updateReservation: {
    own: (a) => ({ id: a.ids.reservation }),
    body: () => ({ phone_number: '15550100006' }),
    foreign: byId((b) => b.ids.reservation),
  },
  deleteReservation: { own: (a) => ({ id: a.ids.reservation }), foreign: byId((b) => b.ids.reservation) },
  deleteImportedReservation: {
    own: (a) => ({ id: a.ids.reservation }),
    foreign: byId((b) => b.ids.reservation),
  },
  chatToken: { read: true },
  listChatChannels: { read: true },
  getOrCreateChatChannel: {
    body: (w) => ({ member_id: w.patient.chatId }),
    foreign: (b) => [{ params: {}, body: { member_id: b.patient.chatId }, status: 404 }],
  },
  getChatChannel: { own: (a) => ({ id: a.ids.channel }), foreign: byId((b) => b.ids.channel) },
  deleteChatChannel: { own: (a) => ({ id: a.ids.channel }), foreign: byId((b) => b.ids.channel) },
  presignChatAttachment: {
    own: (a) => ({ id: a.ids.channel }),
    query: () => ({ content_type: 'image/png', size: '100' }),
    foreign: byId((b) => b.ids.channel),
  },
  listChatMessages: { own: (a) => ({ id: a.ids.channel }), foreign: byId((b) => b.ids.channel) },
  sendChatMessage: {
    own: (a) => ({ id: a.ids.channel }),
    body: () => ({ text: 'Hello' }),
    foreign: byId((b) => b.ids.channel),
  },
  listChatReplies: { own: (a) => ({ id: a.ids.message }), foreign: byId((b) => b.ids.message) },
  updateChatMessage: {
    own: (a) => ({ id: a.ids.message }),
    body: () => ({ text: 'Edited' }),
    foreign: byId((b) => b.ids.message),
  },
  deleteChatMessage: { own: (a) => ({ id: a.ids.message }), foreign: byId((b) => b.ids.message) },
  markChatRead: { own: (a) => ({ id: a.ids.channel }), foreign: byId((b) => b.ids.channel) },
  markChatUnread: {
    own: (a) => ({ id: a.ids.channel }),
    body: (w) => ({ message_id: w.ids.message }),
    foreign: (b) => [{ params: { id: b.ids.channel }, body: { message_id: b.ids.message }, status: 404 }],
  },
  chatUnreadCounts: { read: true },
  acceptInvitation: {
    publicBecause: 'a patient accepting an e-mailed invitation: the token is the credential',
  },
  claimReservation: { publicBecause: 'a patient claiming a reservation by phone at sign-up' },
  patientMe: { read: true },
  patientCheckIn: { body: () => ({ mood: 90, preset_message: 2 }) },
  patientCheckIns: { read: true },
  patientTasks: { read: true },
  patientTaskDone: { own: (a) => ({ id: a.ids.task }), foreign: byId((b) => b.ids.task) },
  patientEvents: { read: true },
  patientNotifications: { read: true },
  patientContactNow: { body: () => ({}) },
  requestPhoneCode: {
    publicBecause: 'a patient asking for an SMS code at sign-up; the same answer for any phone',
  },
  pushPublicKey: { read: true },
  pushSubscribe: {
    body: () => ({
      endpoint: 'https://push.example.test/matrix',
      keys: {
        p256dh: 'BCifH3KoNs2Ur-eSqFo6pdhDvul7TSfuxsEp5MF8nxchXpiIW1jzRzTwhQyQYX9PrzNgS86gV3XgANhcqwEPm8k',
        auth: 'u8QKpOkNfguXCOMdr-AWxA',
      },
      device_label: 'Matrix phone',
    }),
  },
  pushSubscriptions: { read: true },
  pushUnsubscribe: { body: () => ({ endpoint: 'https://push.example.test/matrix' }) },
  checkInReminder: { read: true },
  setCheckInReminder: { body: () => ({ local_time: '20:30' }) },
  patientTodayCheckIn: { read: true },
  patientCheckInMessages: { read: true },
  patientCalendar: { query: () => ({ month: '2026-01' }), read: true },
  patientCurrentContactRequest: { read: true },
  patientTaskUndone: { own: (a) => ({ id: a.ids.task }), foreign: byId((b) => b.ids.task) },
  patientChangePassword: {
    body: () => ({ current_password: 'not-the-password', new_password: 'a-long-enough-password' }),
  },
  patientDeleteAccount: { body: () => ({ password: 'not-the-password' }) },
  patientSetLanguage: { body: () => ({ language: 'es' }) },
  listAlerts: { query: () => ({ status: 'all' }), read: true },
  acknowledgeAlert: { own: (a) => ({ id: a.ids.alert }), foreign: byId((b) => b.ids.alert) },
  resolveAlert: {
    own: (a) => ({ id: a.ids.alert }),
    body: () => ({ note: 'Called, doing fine' }),
    foreign: byId((b) => b.ids.alert),
  },
  patientAssessments: { read: true },
  patientAssessment: { own: assessment, foreign: byId((b) => b.ids.assessment) },
  submitAssessment: {
    own: assessment,
    body: () => ({
      client_key: 'matrix-submission-1',
      instrument_version: phq9.version,
      answers: phq9Answers,
    }),
    foreign: byId((b) => b.ids.assessment),
  },
  listPatientAssessments: { own: membership, foreign: byId((b) => b.ids.membership) },
  getAssessmentPlan: { own: center, foreign: onB403 },
  updateAssessmentPlan: {
    own: center,
    // The default plan again: the world's other fixtures keep owing what they owed.
    body: () => ({
      window_days: 7,
      entries: [
        { instrument_id: 'phq-9', at_joining: true, every_weeks: 4, at_discharge: false, follow_up_days: [] },
        { instrument_id: 'bam-r', at_joining: true, every_weeks: 4, at_discharge: false, follow_up_days: [] },
        {
          instrument_id: 'barc-10',
          at_joining: true,
          every_weeks: null,
          at_discharge: true,
          follow_up_days: [],
        },
      ],
    }),
    foreign: onB403,
  },
  assignAssessment: {
    own: membership,
    body: () => ({ instrument_id: 'gad-7' }),
    foreign: byId((b) => b.ids.membership),
  },
  patientConsents: { read: true },
  patientSignConsent: {
    body: signature,
    foreign: (b, a) => [
      { params: {}, body: { ...signature(a), template_id: b.ids.consentTemplate }, status: 404 },
    ],
  },
  patientRevokeConsent: { own: (a) => ({ id: a.ids.consent }), foreign: byId((b) => b.ids.consent) },
  patientDisclosures: { read: true },
  patientAccessHistory: { read: true },
  patientRecord: { read: true },
  patientRecordFhir: { read: true },
  listMembershipConsents: { own: membership, foreign: byId((b) => b.ids.membership) },
  recordPaperConsent: {
    own: membership,
    body: (w) => ({
      ...signature(w),
      template_id: w.ids.paperTemplate,
      signed_on: daysAgo(2),
      scan_key: w.ids.scanKey,
    }),
    foreign: (b, a) => [
      { params: { id: b.ids.membership }, status: 404 },
      // A's own patient, B's template: a form A's center does not offer.
      {
        params: { id: a.ids.membership },
        body: {
          ...signature(a),
          template_id: b.ids.consentTemplate,
          signed_on: daysAgo(2),
          scan_key: a.ids.scanKey,
        },
        status: 404,
      },
    ],
  },
  presignConsentScan: {
    own: membership,
    query: () => ({ content_type: 'application/pdf', size: '100' }),
    foreign: byId((b) => b.ids.membership),
  },
  getConsentScan: {
    own: (w) => ({ id: w.ids.membership, consent_id: w.ids.consent }),
    foreign: (b, a) => [
      { params: { id: b.ids.membership, consent_id: b.ids.consent }, status: 404 },
      // A's own patient with B's consent id.
      { params: { id: a.ids.membership, consent_id: b.ids.consent }, status: 404 },
    ],
  },
  listMembershipDisclosures: { own: membership, foreign: byId((b) => b.ids.membership) },
  listConsentTemplates: { own: center, foreign: onB403, read: true },
  createConsentTemplate: {
    own: center,
    body: () => ({
      kind: 'disclosure',
      title: 'Share with a payer',
      information: 'Dates of treatment and diagnosis',
      recipient_kind: 'named',
      recipient: 'Example Health Plan',
      purpose: 'Payment of your treatment',
      expiry_kind: 'event',
      expiry_event: 'when your treatment ends.',
      revocation: 'You may revoke this consent in writing at any time.',
    }),
    foreign: onB403,
  },
  getOutcomes: { own: center, foreign: onB403, read: true },
  exportOutcomes: { own: center, query: () => ({ kind: 'deidentified' }), foreign: onB403 },
  listFhirSystems: { own: center, foreign: onB403, read: true },
  createFhirSystem: { own: center, body: () => FHIR_SYSTEM_BODY, foreign: onB403 },
  disableFhirSystem: {
    own: (w) => ({ id: w.center.id, system_id: w.ids.fhirSystem }),
    foreign: (b, a) => [
      { params: { id: b.center.id, system_id: b.ids.fhirSystem }, status: 403 },
      { params: { id: a.center.id, system_id: b.ids.fhirSystem }, status: 404 },
    ],
  },
  getAlertSettings: { own: center, foreign: onB403 },
  updateAlertSettings: {
    own: center,
    body: () => ({ mood_drop_points: 30, low_mood: 40, silence_days: 2, contact_minutes: 15 }),
    foreign: onB403,
  },
};
