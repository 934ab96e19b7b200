import type { CurrentUserDto } from '@portal/contracts';

/**
 * The access states of spec §2, and one more (issue 19): `not-staff`, an account without a portal
 * role (a patient, or no treatment center), which sees one page pointing to the patient app.
 */
export type AccessState = 'loading' | 'signed-out' | 'not-staff' | 'wizard' | 'messages-only' | 'management';

export function accessStateOf(
  status: 'loading' | 'signed-out' | 'signed-in',
  user: CurrentUserDto | null,
): AccessState {
  if (status === 'loading') return 'loading';
  if (status === 'signed-out' || !user) return 'signed-out';
  if (user.is_patient || !user.treatment_center_id) return 'not-staff';
  if (user.wizard) return 'wizard';
  if (user.is_expert || user.is_support) return 'messages-only';
  return 'management';
}

export const MANAGEMENT_PATHS = [
  '/dashboard',
  '/default-settings',
  '/patients',
  '/alumni-event',
  '/tasks',
  '/profile',
  '/contact-now',
  '/reservations',
  '/user-settings',
  '/members',
  '/notifications',
  '/chats',
  '/outcomes',
] as const;

/** Where each state lands, and the paths it may visit (prefix match). */
export const landingOf: Record<Exclude<AccessState, 'loading' | 'signed-out' | 'not-staff'>, string> = {
  wizard: '/wizard',
  'messages-only': '/chats',
  management: '/dashboard',
};

export function mayVisit(state: AccessState, path: string): boolean {
  if (path === '/notfound') return true;
  const under = (p: string) => path === p || path.startsWith(`${p}/`);
  switch (state) {
    case 'loading':
    case 'signed-out':
    case 'not-staff':
      return false;
    case 'wizard':
      return under('/wizard');
    case 'messages-only':
      return under('/chats');
    case 'management':
      return MANAGEMENT_PATHS.some(under);
  }
}
