import type { PortalTextKey } from '@portal/i18n/texts/portal';

/** What an audited action means, in the words an owner would use (texts `access.action.*`). */
const ACTIONS: Record<string, PortalTextKey> = {
  'membership.read': 'access.action.membershipRead',
  'membership.update': 'access.action.membershipUpdate',
  'membership.status_update': 'access.action.membershipStatusUpdate',
  'membership.delete': 'access.action.membershipDelete',
  'note.list': 'access.action.noteList',
  'note.create': 'access.action.noteCreate',
  'note.update': 'access.action.noteUpdate',
  'note.delete': 'access.action.noteDelete',
  'report.calendar.read': 'access.action.reportCalendarRead',
  'report.daily.read': 'access.action.reportDailyRead',
  'report.periodical.read': 'access.action.reportPeriodicalRead',
  'check_in.list': 'access.action.checkInList',
  'check_in.history': 'access.action.checkInHistory',
  'task.complete_history': 'access.action.taskCompleteHistory',
  'assistance_record.create': 'access.action.assistanceRecordCreate',
  'invitation.create': 'access.action.invitationCreate',
  'invitation.email': 'access.action.invitationEmail',
  'invitation.resend': 'access.action.invitationResend',
  'invitation.accept': 'access.action.invitationAccept',
  'alumni_notification.list_mine': 'access.action.alumniNotificationListMine',
  'access_history.read': 'access.action.accessHistoryRead',
  'access_history.export': 'access.action.accessHistoryExport',
  'fhir.read': 'access.action.fhirRead',
  'fhir.search': 'access.action.fhirSearch',
  'alert.list': 'access.action.alertList',
  'assessment.list': 'access.action.assessmentList',
  'assessment.read': 'access.action.assessmentRead',
  'assessment.assign': 'access.action.assessmentAssign',
  'consent.list': 'access.action.consentList',
  'disclosure.list': 'access.action.disclosureList',
  'record.download': 'access.action.recordDownload',
};

const ROLES: Record<string, PortalTextKey> = {
  owner: 'access.role.owner',
  staff: 'access.role.staff',
  expert: 'access.role.expert',
  support: 'access.role.support',
  patient: 'access.role.patient',
};

type T = (key: PortalTextKey) => string;

/** An action's words; an unknown action shows as stored. */
export const describeAction = (t: T, action: string) => {
  const key = ACTIONS[action];
  return key ? t(key) : action;
};

/** A role's name; an unknown role shows as stored, none as a dash. */
export const describeRole = (t: T, role: string | null) => {
  if (!role) return '—';
  const key = ROLES[role];
  return key ? t(key) : role;
};
