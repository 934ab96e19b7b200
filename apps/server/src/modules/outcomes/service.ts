import type { OutcomesExportQuery, OutcomesQuery, OutcomesResponse } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import { type Actor, audit } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import type { CurrentUser } from '../../identity/current-user';
import { activeConsentFor, recordDisclosure } from '../consents/service';
import { PART2_NOTICE } from '../consents/terms';
import { deidentifiedCsv, identifiedCsv } from './csv';
import { outcomesFigures } from './figures';
import { pseudonymizer } from './pseudonym';
import { recentRows } from './recent';
import * as repo from './repository';

/**
 * The center's Outcomes (issue 39 §6): aggregate figures for owners and staff, and two CSV files.
 * The de-identified file is not a disclosure (decisions.md §7); the identified one is, so it holds
 * only patients whose active consent covers the recipient and purpose, and each of them gets an
 * entry in the accounting of disclosures, in the same transaction that read their consent.
 */

export interface Caller {
  user: CurrentUser;
  actor: Actor;
  lang: Language;
}

function centerOf(user: CurrentUser): string {
  // The path's center is the caller's (identity/authenticate.ts); a caller without one has no center data.
  if (!user.centerId) throw forbidden();
  return user.centerId;
}

const filterOf = (
  centerId: string,
  q: Pick<OutcomesQuery, 'from' | 'to' | 'instrument'>,
): repo.OutcomesFilter => ({
  centerId,
  from: q.from ?? '',
  to: q.to ?? '',
  instrument: q.instrument ?? '',
});

/**
 * The figures; audited as a read of aggregate data (the filters, no patient ids). The center's rows
 * (every cohort and instrument) are reused for a minute (recent.ts) and filtered here, so changing
 * a filter or another staff member opening the screen runs no statement.
 */
export async function outcomes(
  db: Db,
  { user, actor }: Caller,
  query: OutcomesQuery,
): Promise<OutcomesResponse> {
  const centerId = centerOf(user);
  const filters = { from: query.from ?? null, to: query.to ?? null, instrument: query.instrument ?? null };
  const rows = await recentRows(db, centerId, () => repo.outcomeRows(db, centerId));
  const figures = outcomesFigures(rows, filters);
  await auditRead(db, actor, {
    action: 'outcomes.read',
    resourceType: 'treatment_center',
    resourceId: centerId,
    outcome: 'success',
    detail: filters,
  });
  return figures;
}

/** What left, on each disclosure entry: no health information (consents.md). */
const DISCLOSED_WHAT = 'Outcomes CSV: assessment scores';

export async function exportOutcomes(db: Db, caller: Caller, query: OutcomesExportQuery): Promise<string> {
  const centerId = centerOf(caller.user);
  const filter = filterOf(centerId, query);
  if (query.kind === 'deidentified') {
    const rows = await repo.exportRows(db, filter);
    const csv = deidentifiedCsv(caller.lang, rows, await pseudonymizer(db, centerId));
    await auditRead(db, caller.actor, {
      action: 'outcomes.export',
      resourceType: 'treatment_center',
      resourceId: centerId,
      outcome: 'success',
      detail: {
        kind: 'deidentified',
        from: filter.from,
        to: filter.to,
        instrument: filter.instrument,
        rows: rows.length,
      },
    });
    return csv;
  }
  const recipient = query.recipient ?? '';
  const purpose = query.purpose ?? '';
  // One transaction: each consent is read FOR SHARE and its disclosure written before commit, so a
  // revocation racing the export either waits for it or leaves that patient out.
  return db.transaction(async (tx) => {
    const rows = await repo.exportRows(tx, filter);
    const patients = [...new Set(rows.map((r) => r.membership_id))];
    const included = new Set<string>();
    for (const membershipId of patients) {
      const consent = await activeConsentFor(tx, centerId, membershipId, recipient, purpose);
      if (!consent) continue;
      included.add(membershipId);
      await recordDisclosure(tx, {
        centerId,
        membershipId,
        consentId: consent.id,
        recipient,
        what: DISCLOSED_WHAT,
        purpose,
        disclosedBy: caller.user.userId,
      });
    }
    await audit(tx, caller.actor, {
      action: 'outcomes.export',
      resourceType: 'treatment_center',
      resourceId: centerId,
      outcome: 'success',
      detail: {
        kind: 'identified',
        from: filter.from,
        to: filter.to,
        instrument: filter.instrument,
        included: [...included],
        left_out: patients.length - included.size,
      },
    });
    return identifiedCsv(
      caller.lang,
      rows.filter((r) => included.has(r.membership_id)),
      {
        recipient,
        purpose,
        included: included.size,
        leftOut: patients.length - included.size,
        notice: PART2_NOTICE,
      },
    );
  });
}
