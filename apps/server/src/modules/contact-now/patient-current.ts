import type { Actor } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../identity/current-user';
import { patientOf } from '../../identity/patients';
import { latestRequestOf } from './repository';

/**
 * The patient's latest "contact now" request: the app shows it waiting, or when it was handled
 * (never by whom: staff names stay in the portal).
 */
export async function currentContactRequest(db: Db, user: CurrentUser, actor: Actor) {
  const m = await patientOf(db, user);
  const row = await latestRequestOf(db, m.centerId, m.id);
  await auditRead(db, actor, {
    action: 'contact_request.current',
    resourceType: 'membership',
    resourceId: m.id,
    outcome: 'success',
    detail: { found: !!row },
  });
  return {
    contact_request: row
      ? {
          id: row.id,
          status: row.status as 'open' | 'handled',
          created_at: row.createdAt.toISOString(),
          handled_at: row.handledAt?.toISOString() ?? null,
        }
      : null,
  };
}
