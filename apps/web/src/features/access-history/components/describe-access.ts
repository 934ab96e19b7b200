/** What an audited action means, in the words an owner would use. Unknown actions show as stored. */
const LABELS: Record<string, string> = {
  'membership.read': 'Opened the profile',
  'membership.update': 'Changed the profile',
  'membership.status_update': 'Changed the status',
  'membership.delete': 'Removed the patient',
  'note.list': 'Read the notes',
  'note.create': 'Added a note',
  'note.update': 'Edited a note',
  'note.delete': 'Deleted a note',
  'report.calendar.read': 'Viewed the calendar',
  'report.daily.read': "Viewed a day's report",
  'report.periodical.read': 'Viewed the progress',
  'check_in.list': 'Viewed check-ins',
  'check_in.history': 'Viewed check-in history',
  'task.complete_history': 'Viewed completed tasks',
  'assistance_record.create': 'Recorded an assistance',
  'invitation.create': 'Invited the patient',
  'invitation.email': 'E-mailed the invitation',
  'invitation.resend': 'Re-sent the invitation',
  'invitation.accept': 'Accepted the invitation',
  'alumni_notification.list_mine': 'Read their notifications (app)',
  'access_history.read': 'Viewed this access history',
  'access_history.export': 'Exported this access history',
};

export const describeAction = (action: string) => LABELS[action] ?? action;

const ROLES: Record<string, string> = {
  owner: 'Owner',
  staff: 'Staff',
  expert: 'Expert',
  support: 'Support',
  patient: 'Patient',
};

export const describeRole = (role: string | null) => (role ? (ROLES[role] ?? role) : '—');
