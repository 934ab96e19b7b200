/** Paths of the patient app's calls beyond the first patient API (contracts routes-patient-app.ts). */
export const endpoints = {
  signOut: '/patient/sign_out',
  smsCode: '/patient/reservations/code',
  claim: '/patient/reservations/claim',
  password: '/patient/account/password',
  deleteAccount: '/patient/account/delete',
  language: '/patient/language',
  vapidKey: '/patient/push/public_key',
  pushSubscribe: '/patient/push/subscriptions',
  pushUnsubscribe: '/patient/push/subscriptions/delete',
  reminder: '/patient/check_in_reminder',
  todayCheckIn: '/patient/check_ins/today',
  checkInMessages: '/patient/check_in_messages',
  calendar: '/patient/calendar',
  currentContactRequest: '/patient/contact_requests/current',
};
