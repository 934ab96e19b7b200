/**
 * The demo accounts the first start creates (SEED_DEMO), printed at start and used by the
 * Playwright journeys. Fixed demo passwords: a demo database holds no real patient data.
 */
export const DEMO_CENTER_NAME = 'Sunrise Recovery Center';
/** The demo center's phone for patients (a 555-01xx number, reserved for fiction). */
export const DEMO_CENTER_PHONE = '15555550142';
export const DEMO_WIZARD_CENTER_NAME = 'New Dawn Treatment Center';

export type DemoRole = 'owner' | 'staff' | 'expert' | 'support' | 'wizard';

export interface DemoAccount {
  role: DemoRole;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Where a sign-in lands in the portal (spec §2). */
  landing: '/dashboard' | '/chats' | '/wizard';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'owner',
    email: 'owner@demo.test',
    password: 'Demo-owner-2026!',
    firstName: 'Olivia',
    lastName: 'Owens',
    landing: '/dashboard',
  },
  {
    role: 'staff',
    email: 'staff@demo.test',
    password: 'Demo-staff-2026!',
    firstName: 'Sam',
    lastName: 'Stone',
    landing: '/dashboard',
  },
  {
    role: 'expert',
    email: 'expert@demo.test',
    password: 'Demo-expert-2026!',
    firstName: 'Eli',
    lastName: 'Evans',
    landing: '/chats',
  },
  {
    role: 'support',
    email: 'support@demo.test',
    password: 'Demo-support-2026!',
    firstName: 'Sue',
    lastName: 'Summers',
    landing: '/chats',
  },
  {
    role: 'wizard',
    email: 'wizard@demo.test',
    password: 'Demo-wizard-2026!',
    firstName: 'Wendy',
    lastName: 'Walker',
    landing: '/wizard',
  },
];

export const demoAccount = (role: DemoRole): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account ${role}`);
  return account;
};
