import type { ContactPoint, Patient } from '@medplum/fhirtypes';
import { metaOf, ref, SYSTEMS } from './systems';

/** What the record holds about a patient: the membership (the patient of one center). */
export interface PatientSource {
  id: string;
  centerId: string;
  centerName?: string;
  status: 'invited' | 'active' | 'alumni' | 'inactive';
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  updatedAt: Date;
}

/**
 * A membership as a Patient. No US Core Patient profile in meta.profile: US Core requires
 * `gender` (1..1) and the product does not hold it (nor a birth date); declaring the profile would
 * be false. The id is the membership id, stable across reads.
 */
export function toPatient(m: PatientSource): Patient {
  const telecom: ContactPoint[] = [{ system: 'email', value: m.email }];
  if (m.phoneNumber) telecom.push({ system: 'phone', value: m.phoneNumber, use: 'mobile' });
  const given = m.firstName.trim();
  const family = m.lastName.trim();
  return {
    resourceType: 'Patient',
    id: m.id,
    meta: metaOf(m.updatedAt),
    identifier: [{ use: 'usual', system: SYSTEMS.membership, value: m.id }],
    // Alumni keep using the app and their record is in use; inactive and invited ones are not.
    active: m.status === 'active' || m.status === 'alumni',
    name: [
      {
        use: 'official',
        ...(family ? { family } : {}),
        ...(given ? { given: [given] } : {}),
        text: `${given} ${family}`.trim() || m.email,
      },
    ],
    telecom,
    managingOrganization: ref.organization(m.centerId, m.centerName),
  };
}
