import type { FhirSystem } from '@portal/contracts';
import { keyNamesOf } from './keys';
import type { FhirSystemRow } from './repository';

export function toFhirSystem(row: FhirSystemRow): FhirSystem {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as FhirSystem['kind'],
    recipient: row.recipient,
    purpose: row.purpose,
    scopes: row.scopes,
    jwks_url: row.jwksUrl,
    jwks_keys: keyNamesOf(row),
    status: row.status as FhirSystem['status'],
    created_at: row.createdAt.toISOString(),
    disabled_at: row.disabledAt?.toISOString() ?? null,
  };
}
