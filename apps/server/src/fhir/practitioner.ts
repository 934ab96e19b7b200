import type { Practitioner } from '@medplum/fhirtypes';
import { metaOf, SYSTEMS } from './systems';

/** A staff member (or a platform expert or support person) as the record names them. */
export interface StaffSource {
  id: string;
  firstName: string;
  lastName: string;
  active: boolean;
  /** Omitted from meta when the source row does not say (a platform expert's chat row). */
  updatedAt?: Date | undefined;
}

/**
 * A staff member as a Practitioner: name and status only. No e-mail, subject, password hash or
 * role flags: the patient's record names who wrote to them, nothing about their account.
 */
export function toPractitioner(s: StaffSource): Practitioner {
  const given = s.firstName.trim();
  const family = s.lastName.trim();
  return {
    resourceType: 'Practitioner',
    id: s.id,
    ...(s.updatedAt ? { meta: metaOf(s.updatedAt, false) } : {}),
    identifier: [{ system: SYSTEMS.staff, value: s.id }],
    active: s.active,
    // A name-less account (an expert row without one) gets no name rather than an invented one.
    ...(given || family
      ? {
          name: [
            {
              ...(family ? { family } : {}),
              ...(given ? { given: [given] } : {}),
              text: `${given} ${family}`.trim(),
            },
          ],
        }
      : {}),
  };
}
