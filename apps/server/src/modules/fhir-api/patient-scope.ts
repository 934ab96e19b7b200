import { and, type Column, eq, type SQL } from 'drizzle-orm';
import { coveredBy } from '../consents/repository';
import type { FhirScope } from './caller';

/**
 * The patient predicate every FHIR repository query carries (search, read, and the bulk export
 * reading through the same repositories): the caller's center, and for an outside recipient only
 * the patients whose active consent covers that recipient and purpose, by the consents module's
 * own rule (`coveredBy`, the same as the identified outcomes export's `activeConsentFor`). A
 * revocation counts on the very next query.
 */
export function inScope(scope: FhirScope, centerColumn: Column, membershipColumn: Column | SQL): SQL {
  return and(
    eq(centerColumn, scope.centerId),
    scope.recipient
      ? coveredBy(membershipColumn, scope.centerId, scope.recipient.name, scope.recipient.purpose)
      : undefined,
  ) as SQL;
}
