import type { CurrentUserDto, Membership } from '@portal/contracts';
import type { MembershipDetail } from '../features/patients/api/get-membership';

/** A signed-in staff member of center c1 (no role flags): override what a test is about. */
export const aUser = (over: Partial<CurrentUserDto> = {}): CurrentUserDto => ({
  id: 'portal_1',
  subject: 'portal|1',
  email: 'sam@clinic.test',
  name: 'Sam',
  image: null,
  is_expert: false,
  is_support: false,
  is_owner: false,
  is_patient: false,
  wizard: false,
  treatment_center_id: 'c1',
  language: null,
  ...over,
});

/** An active patient as the list answers it. */
export const aMembership = (over: Partial<Membership> = {}): Membership => ({
  id: '6f1c2b8e-1111-4a3b-9c2d-000000000001',
  external_id: null,
  status: 'active',
  email: 'jose@example.org',
  full_name: 'José Núñez',
  first_name: 'José',
  last_name: 'Núñez',
  phone_number: null,
  first_day: null,
  addictions: [],
  created_at: '2026-11-20T10:00:00.000Z',
  account_deleted_at: null,
  ...over,
});

/** The same patient as the detail answers it. */
export const aMembershipDetail = (over: Partial<MembershipDetail> = {}): MembershipDetail => ({
  ...aMembership(),
  progress: null,
  account_deleted_at: null,
  language: null,
  ...over,
});
