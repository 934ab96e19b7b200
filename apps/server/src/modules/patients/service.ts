import {
  type BodyOf,
  invalidTransitionMessage,
  MEMBERSHIP_TRANSITIONS,
  type MembershipStatus,
  messages,
  PATIENT_PAGE_SIZE,
  type QueryOf,
  type ResponseOf,
  type routes,
  unknownAddictionMessage,
} from '@portal/contracts';
import { type Actor, audit, auditRowOf } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db, Tx } from '../../db/client';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors';
import { storedLanguage } from '../../http/language';
import type { CurrentUser } from '../../identity/current-user';
import { eventsOf } from '../../infra/events/events';
import { type CalendarDate, localDate } from '../../infra/time/calendar-date';
import { computeProgress } from './progress';
import * as repo from './repository';
import { searchPatterns } from './search-terms';

type Membership = ResponseOf<typeof routes.listMemberships>['memberships'][number];
type MembershipDetail = ResponseOf<typeof routes.getMembership>['membership'];

/** Who calls, in which center: every query below is scoped by `centerId` from the token. */
export interface Caller {
  user: CurrentUser;
  actor: Actor;
}

export function centerOf(user: CurrentUser): string {
  if (!user.centerId) throw forbidden();
  return user.centerId;
}

export function toMembership(row: repo.MembershipRow): Membership {
  return {
    id: row.id,
    external_id: row.externalId,
    status: row.status as MembershipStatus,
    email: row.email,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    first_day: row.firstDay,
    addictions: row.addictions,
    created_at: row.createdAt.toISOString(),
    account_deleted_at: row.accountDeletedAt?.toISOString() ?? null,
  };
}

/** The profile: the membership, its progress, and the language of the patient's app account. */
async function toDetail(tx: Tx, row: repo.MembershipRow, today: CalendarDate): Promise<MembershipDetail> {
  return {
    ...toMembership(row),
    progress: row.firstDay ? computeProgress(row.firstDay, today) : null,
    language: row.userId ? storedLanguage(await repo.userLanguage(tx, row.userId)) : null,
  };
}

async function today(tx: Tx, centerId: string): Promise<CalendarDate> {
  return localDate(new Date(), await repo.centerTimeZone(tx, centerId));
}

async function mustFind(tx: Tx, centerId: string, id: string, lock = false) {
  const row = await repo.findMembership(tx, centerId, id, lock);
  if (!row) throw notFound();
  return row;
}

export async function listMemberships(
  db: Db,
  { user, actor }: Caller,
  query: QueryOf<typeof routes.listMemberships>,
) {
  const centerId = centerOf(user);
  const patterns = searchPatterns(query.by_name);
  // A read needs no transaction of its own: its audit row is group-committed (audit/group-commit.ts)
  // and durable before the answer leaves.
  const { rows, total, capped } = await repo.listMemberships(db, centerId, {
    patterns,
    status: query.by_membership_status || undefined,
    addiction: query.by_addiction || undefined,
    offset: query.offset,
    limit: PATIENT_PAGE_SIZE,
  });
  await auditRead(db, actor, {
    action: patterns.length ? 'membership.search' : 'membership.list',
    resourceType: 'membership',
    outcome: 'success',
    // No search words here: a name is PHI. Only the shape of the query and what it returned.
    detail: {
      words: patterns.length,
      status: query.by_membership_status || null,
      addiction: query.by_addiction || null,
      offset: query.offset,
      returned: rows.length,
      total,
      ids: rows.map((r) => r.id),
    },
  });
  return { memberships: rows.map(toMembership), total, total_capped: capped };
}

export async function getMembership(db: Db, { user, actor }: Caller, id: string) {
  const centerId = centerOf(user);
  // One statement: the patient, the center's time zone (the patient's day is the center's) and,
  // when found, the read's audit row, committed before the statement answers.
  const found = await repo.findMembershipDetail(
    db,
    centerId,
    id,
    auditRowOf(actor, { action: 'membership.read', outcome: 'success' }),
  );
  if (!found) throw notFound();
  return { membership: await toDetail(db, found.row, localDate(new Date(), found.timeZone)) };
}

export async function updateMembership(
  db: Db,
  { user, actor }: Caller,
  id: string,
  body: BodyOf<typeof routes.updateMembership>,
) {
  const centerId = centerOf(user);
  let firstDayChange: { from: string | null; to: string | null } | undefined;
  const result = await db.transaction(async (tx) => {
    const current = await mustFind(tx, centerId, id, true);
    const values: Parameters<typeof repo.updateMembership>[3] = {};
    if (body.first_name !== undefined) values.firstName = body.first_name;
    if (body.last_name !== undefined) values.lastName = body.last_name;
    if (body.phone_number !== undefined) values.phoneNumber = body.phone_number;
    if (body.addictions !== undefined) {
      const chosen = [...new Set(body.addictions)];
      const unknown = await repo.unknownAddictions(tx, chosen);
      if (unknown.length) {
        const errors = unknown.map((v) => ({
          field: `addictions.${body.addictions?.indexOf(v)}`,
          message: unknownAddictionMessage(v),
        }));
        throw badRequest(errors[0]?.message ?? messages.invalidInput, errors);
      }
      values.addictions = chosen;
    }
    const localToday = await today(tx, centerId);
    if (body.first_day !== undefined) {
      if (body.first_day !== null && body.first_day > localToday) {
        throw badRequest(messages.sobrietyDateFuture, [
          { field: 'first_day', message: messages.sobrietyDateFuture },
        ]);
      }
      values.firstDay = body.first_day;
      if (body.first_day !== current.firstDay)
        firstDayChange = { from: current.firstDay, to: body.first_day };
    }
    const fields = Object.keys(values);
    const row = fields.length
      ? await repo.updateMembership(tx, centerId, id, values)
      : await mustFind(tx, centerId, id);
    if (!row) throw notFound();
    await audit(tx, actor, {
      action: 'membership.update',
      resourceType: 'membership',
      resourceId: id,
      outcome: 'success',
      detail: { fields },
    });
    return { membership: await toDetail(tx, row, localToday) };
  });
  // After commit: risk alerts see a sobriety date moved later (a reported relapse).
  if (firstDayChange)
    await eventsOf(db).emit('membership.first_day_changed', {
      centerId,
      membershipId: id,
      ...firstDayChange,
    });
  return result;
}

export function updateStatus(db: Db, { user, actor }: Caller, id: string, status: MembershipStatus) {
  const centerId = centerOf(user);
  return db.transaction(async (tx) => {
    const current = await mustFind(tx, centerId, id, true);
    const from = current.status as MembershipStatus;
    if (!MEMBERSHIP_TRANSITIONS[from].includes(status)) {
      throw unprocessable(invalidTransitionMessage(from, status), [
        { field: 'status', message: invalidTransitionMessage(from, status) },
      ]);
    }
    const localToday = await today(tx, centerId);
    // A patient who becomes active without a sobriety date starts the program today.
    const firstDay = status === 'active' && !current.firstDay ? localToday : current.firstDay;
    // Discharge and follow-up assessments run from the day the patient became alumni; back to
    // active, the next discharge will set it again (inactive keeps the record of the last one).
    const dischargedOn = status === 'alumni' ? localToday : status === 'active' ? null : current.dischargedOn;
    const row = await repo.updateMembership(tx, centerId, id, { status, firstDay, dischargedOn });
    if (!row) throw notFound();
    await audit(tx, actor, {
      action: 'membership.status_update',
      resourceType: 'membership',
      resourceId: id,
      outcome: 'success',
      detail: { from, to: status },
    });
    return { membership: await toDetail(tx, row, localToday) };
  });
}

export function destroyMembership(db: Db, { user, actor }: Caller, id: string) {
  const centerId = centerOf(user);
  return db.transaction(async (tx) => {
    const row = await mustFind(tx, centerId, id, true);
    await repo.deleteMembership(tx, centerId, id);
    await audit(tx, actor, {
      action: 'membership.delete',
      resourceType: 'membership',
      resourceId: id,
      outcome: 'success',
      detail: { status: row.status },
    });
  });
}

export function addAssistanceRecord(
  db: Db,
  { user, actor }: Caller,
  id: string,
  body: BodyOf<typeof routes.addAssistanceRecord>,
) {
  const centerId = centerOf(user);
  return db.transaction(async (tx) => {
    await mustFind(tx, centerId, id);
    if (body.date > (await today(tx, centerId))) {
      throw badRequest(messages.assistanceDateFuture, [
        { field: 'date', message: messages.assistanceDateFuture },
      ]);
    }
    const row = await repo.insertAssistanceRecord(tx, {
      treatmentCenterId: centerId,
      membershipId: id,
      date: body.date,
      kind: body.kind,
      attended: body.attended,
      note: body.note || null,
      recordedBy: user.userId,
    });
    await audit(tx, actor, {
      action: 'assistance_record.create',
      resourceType: 'membership',
      resourceId: id,
      outcome: 'success',
      detail: { assistance_record_id: row.id, kind: body.kind },
    });
    return {
      assistance_record: {
        id: row.id,
        date: row.date,
        kind: body.kind,
        attended: row.attended,
        note: row.note,
        recorded_by: await repo.userName(tx, user.userId),
        created_at: row.createdAt.toISOString(),
      },
    };
  });
}
