import type { Organization } from '@medplum/fhirtypes';
import { metaOf, SYSTEMS } from './systems';

export interface CenterSource {
  id: string;
  name: string;
  createdAt: Date;
}

const ORGANIZATION_TYPE = 'http://terminology.hl7.org/CodeSystem/organization-type';

/** The treatment center (the Part 2 program) as an Organization: its name, no patient data. */
export const toOrganization = (c: CenterSource): Organization => ({
  resourceType: 'Organization',
  id: c.id,
  // The center row keeps no update time: its creation is the last change the database knows of.
  meta: metaOf(c.createdAt, false),
  identifier: [{ system: SYSTEMS.center, value: c.id }],
  active: true,
  type: [{ coding: [{ system: ORGANIZATION_TYPE, code: 'prov', display: 'Healthcare Provider' }] }],
  name: c.name,
});
