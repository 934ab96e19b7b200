import { centerDay } from '../../db/center-day';
import { toFhirConsent } from '../../fhir/consent';
import { toConsent } from '../consents/present';
import { auditFhirRead, auditFhirSearch } from './audit';
import { type ConsentRow, findFhirConsent, searchConsents } from './consent-repository';
import { type FhirContext, type ResourceService, uuidCursor } from './context';
import { pageOf } from './paging';
import type { TokenValue } from './search-params';
import { isUuid, patientIds } from './sql-filters';

const CONSENT_STATE = 'http://hl7.org/fhir/consent-state-codes';

/** The center's day: a consent past its last day is expired, so inactive (consents' statusOf). */
async function todayOf(ctx: FhirContext): Promise<string> {
  const day = await centerDay(ctx.db, ctx.caller.centerId, ctx.now);
  return day?.today ?? ctx.now.toISOString().slice(0, 10);
}

// The membership is never null here: the repository keeps consents that still name their patient.
const toResource = (row: ConsentRow, today: string, centerId: string) =>
  toFhirConsent(toConsent(row, today, null), row.membershipId as string, centerId);

/** Which of the two statuses served each AND term of `status` allows (other codes: neither). */
const statusesOf = (terms: TokenValue[][] | undefined) =>
  terms?.map((alternatives) => {
    const codes = alternatives
      .filter((t) => t.system === undefined || t.system === CONSENT_STATE)
      .map((t) => t.code);
    return { active: codes.includes('active'), inactive: codes.includes('inactive') };
  });

export const consentService: ResourceService = {
  async read(ctx, id) {
    if (!isUuid(id)) return undefined;
    const row = await findFhirConsent(ctx.db, ctx.caller, id);
    if (!row?.membershipId) return undefined;
    await auditFhirRead(ctx, 'Consent', id, row.membershipId);
    return toResource(row, await todayOf(ctx), ctx.caller.centerId);
  },

  async search(ctx, s) {
    const patients = patientIds(s.reference.patient);
    const statuses = statusesOf(s.token.status);
    const today = await todayOf(ctx);
    const after = uuidCursor(s);
    const rows =
      patients && !patients.length
        ? []
        : await searchConsents(ctx.db, ctx.caller, {
            ...(patients ? { patients } : {}),
            ...(statuses ? { statuses } : {}),
            today,
            ...(after ? { after } : {}),
            limit: s.count,
          });
    const page = pageOf(rows, s.count, (r) => r.id);
    await auditFhirSearch(ctx, 'Consent', s, {
      ids: page.rows.map((r) => r.id),
      patients: page.rows.map((r) => r.membershipId as string),
      named: patients,
    });
    return {
      rows: page.rows.map((r) => toResource(r, today, ctx.caller.centerId)),
      ...(page.next ? { next: page.next } : {}),
    };
  },
};
