import type { Resource } from '@medplum/fhirtypes';
import { INSTRUMENTS } from '@portal/contracts/instruments';
import { toOrganization } from '../../fhir/organization';
import { toPractitioner } from '../../fhir/practitioner';
import { toQuestionnaire } from '../../fhir/questionnaire';
import { findCenter } from '../centers/repository';
import { type ResourceService, uuidCursor } from './context';
import { pageOf } from './paging';
import { findStaffMember, searchStaff } from './practitioner-repository';
import { isUuid } from './sql-filters';

/**
 * The resources that hold no patient data, and so write no audit row (as the center's reference
 * data in /v3, docs/decisions/audit.md): the center, its staff, the instruments.
 */

/** The caller's own center: the only Organization it can read. */
export const organizationService: ResourceService = {
  async read(ctx, id) {
    if (id !== ctx.caller.centerId) return undefined;
    const center = await findCenter(ctx.db, ctx.caller.centerId);
    return center && toOrganization(center);
  },
  async search(ctx, s) {
    const center = s.cursor === undefined ? await findCenter(ctx.db, ctx.caller.centerId) : undefined;
    return { rows: center ? [toOrganization(center)] : [] };
  },
};

export const practitionerService: ResourceService = {
  async read(ctx, id) {
    if (!isUuid(id)) return undefined;
    const found = await findStaffMember(ctx.db, ctx.caller.centerId, id);
    return found && toPractitioner(found);
  },
  async search(ctx, s) {
    const page = pageOf(
      await searchStaff(ctx.db, ctx.caller.centerId, uuidCursor(s), s.count),
      s.count,
      (r) => r.id,
    );
    return { rows: page.rows.map(toPractitioner), ...(page.next ? { next: page.next } : {}) };
  },
};

/** Each instrument version, from its one definition (contracts/instruments), in id order. */
const QUESTIONNAIRES = Object.values(INSTRUMENTS)
  .map(toQuestionnaire)
  .sort((a, b) => ((a.id ?? '') < (b.id ?? '') ? -1 : 1));

export const questionnaireService: ResourceService = {
  async read(_ctx, id) {
    return QUESTIONNAIRES.find((q) => q.id === id);
  },
  async search(_ctx, s) {
    const after = s.cursor;
    const rest: Resource[] = QUESTIONNAIRES.filter((q) => after === undefined || (q.id ?? '') > after);
    return pageOf(rest.slice(0, s.count + 1), s.count, (q) => q.id ?? '');
  },
};
