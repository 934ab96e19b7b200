import { aliasedTable, and, count, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  alertSettings,
  alerts,
  checkIns,
  contactRequests,
  memberships,
  treatmentCenters,
  users,
} from '../../db/schema/index';

export type AlertRowDb = typeof alerts.$inferSelect;
export type AlertSettingsRow = typeof alertSettings.$inferSelect;

export interface AlertRow extends AlertRowDb {
  firstName: string;
  lastName: string;
  email: string;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorEmail: string | null;
}

const actor = aliasedTable(users, 'alert_actor');

function selectAlerts(tx: Tx) {
  return tx
    .select({
      id: alerts.id,
      treatmentCenterId: alerts.treatmentCenterId,
      membershipId: alerts.membershipId,
      rule: alerts.rule,
      anchor: alerts.anchor,
      trigger: alerts.trigger,
      status: alerts.status,
      createdAt: alerts.createdAt,
      actedBy: alerts.actedBy,
      actedAt: alerts.actedAt,
      note: alerts.note,
      firstName: memberships.firstName,
      lastName: memberships.lastName,
      email: memberships.email,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      actorEmail: actor.email,
    })
    .from(alerts)
    .innerJoin(memberships, eq(memberships.id, alerts.membershipId))
    .leftJoin(actor, eq(actor.id, alerts.actedBy));
}

export type StatusFilter = 'unresolved' | 'open' | 'acknowledged' | 'resolved' | 'all';

function statusWhere(status: StatusFilter) {
  if (status === 'all') return undefined;
  if (status === 'unresolved') return ne(alerts.status, 'resolved');
  return eq(alerts.status, status);
}

export async function listAlerts(
  tx: Tx,
  centerId: string,
  q: { status: StatusFilter; membershipId?: string; limit: number; offset: number },
): Promise<{ rows: AlertRow[]; total: number; open: number }> {
  const where = and(
    eq(alerts.treatmentCenterId, centerId),
    statusWhere(q.status),
    q.membershipId ? eq(alerts.membershipId, q.membershipId) : undefined,
  );
  const rows = await selectAlerts(tx)
    .where(where)
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await tx.select({ n: count() }).from(alerts).where(where);
  const [open] = await tx
    .select({ n: count() })
    .from(alerts)
    .where(and(eq(alerts.treatmentCenterId, centerId), eq(alerts.status, 'open')));
  return { rows, total: Number(total?.n ?? 0), open: Number(open?.n ?? 0) };
}

export async function findAlert(tx: Tx, centerId: string, id: string, lock = false) {
  if (lock) {
    await tx
      .select({ id: alerts.id })
      .from(alerts)
      .where(and(eq(alerts.treatmentCenterId, centerId), eq(alerts.id, id)))
      .for('update');
  }
  const [row] = await selectAlerts(tx).where(and(eq(alerts.treatmentCenterId, centerId), eq(alerts.id, id)));
  return row;
}

export async function setStatus(
  tx: Tx,
  centerId: string,
  id: string,
  values: { status: 'acknowledged' | 'resolved'; actedBy: string; note?: string },
) {
  await tx
    .update(alerts)
    .set({ status: values.status, actedBy: values.actedBy, actedAt: new Date(), note: values.note ?? null })
    .where(and(eq(alerts.treatmentCenterId, centerId), eq(alerts.id, id)));
}

/**
 * Opens an alert unless one for this patient and rule is still unresolved, or this evidence
 * already opened one (the two unique indexes decide, race-free). Returns the new row or null.
 */
export async function openAlert(
  tx: Tx,
  values: { centerId: string; membershipId: string; rule: string; anchor: string; trigger: unknown },
): Promise<AlertRowDb | null> {
  const [row] = await tx
    .insert(alerts)
    .values({
      treatmentCenterId: values.centerId,
      membershipId: values.membershipId,
      rule: values.rule,
      anchor: values.anchor,
      trigger: values.trigger,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The anchor of the patient's latest alert of a rule (any status): evidence already used. */
export async function lastAnchor(tx: Tx, membershipId: string, rule: string): Promise<string | null> {
  const [row] = await tx
    .select({ anchor: alerts.anchor })
    .from(alerts)
    .where(and(eq(alerts.membershipId, membershipId), eq(alerts.rule, rule)))
    .orderBy(desc(alerts.createdAt))
    .limit(1);
  return row?.anchor ?? null;
}

export async function hasUnresolved(tx: Tx, membershipId: string, rule: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.membershipId, membershipId), eq(alerts.rule, rule), ne(alerts.status, 'resolved')))
    .limit(1);
  return Boolean(row);
}

export async function findSettings(tx: Tx, centerId: string): Promise<AlertSettingsRow | undefined> {
  const [row] = await tx.select().from(alertSettings).where(eq(alertSettings.treatmentCenterId, centerId));
  return row;
}

export async function saveSettings(
  tx: Tx,
  centerId: string,
  updatedBy: string,
  v: { moodDropPoints: number; lowMood: number; silenceDays: number; contactMinutes: number },
): Promise<AlertSettingsRow> {
  const set = { ...v, updatedBy, updatedAt: new Date() };
  const [row] = await tx
    .insert(alertSettings)
    .values({ treatmentCenterId: centerId, ...set })
    .onConflictDoUpdate({ target: alertSettings.treatmentCenterId, set })
    .returning();
  if (!row) throw new Error('alert settings upsert returned nothing');
  return row;
}

export async function findCenterTimeZone(tx: Tx, centerId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ timeZone: treatmentCenters.timeZone })
    .from(treatmentCenters)
    .where(eq(treatmentCenters.id, centerId));
  return row?.timeZone;
}

export async function findMembership(tx: Tx, centerId: string, membershipId: string) {
  const [row] = await tx
    .select({ id: memberships.id, status: memberships.status })
    .from(memberships)
    .where(and(eq(memberships.treatmentCenterId, centerId), eq(memberships.id, membershipId)));
  return row;
}

/** The active membership of a patient account in a center (the patient API's caller). */
export async function findMembershipOfUser(tx: Tx, centerId: string, userId: string) {
  const [row] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.treatmentCenterId, centerId),
        eq(memberships.userId, userId),
        eq(memberships.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

/** A patient's check-ins from a local date on (mood rules look back 17 days at most). */
export async function checkInsSince(
  tx: Tx,
  centerId: string,
  membershipId: string,
  from: string,
  to: string,
) {
  return tx
    .select({ date: checkIns.date, mood: checkIns.mood })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.treatmentCenterId, centerId),
        eq(checkIns.membershipId, membershipId),
        gte(checkIns.date, from),
        lte(checkIns.date, to),
      ),
    );
}

/** Every center (the sweep walks them one by one, each in its own transaction). */
export async function allCenters(tx: Tx) {
  return tx.select({ id: treatmentCenters.id, timeZone: treatmentCenters.timeZone }).from(treatmentCenters);
}

/**
 * Active patients of a center whose last check-in lies within `from`..`to` and who have no
 * unresolved silence alert: the only ones the silence rule could fire for.
 */
export async function silenceCandidates(tx: Tx, centerId: string, from: string, to: string) {
  const rows = await tx
    .select({ membershipId: checkIns.membershipId, last: sql<string>`max(${checkIns.date})` })
    .from(checkIns)
    .innerJoin(memberships, eq(memberships.id, checkIns.membershipId))
    .where(
      and(
        eq(checkIns.treatmentCenterId, centerId),
        eq(memberships.status, 'active'),
        gte(checkIns.date, from),
        sql`not exists (select 1 from ${alerts} a where a.membership_id = ${checkIns.membershipId}
          and a.rule = 'silence' and a.status <> 'resolved')`,
      ),
    )
    .groupBy(checkIns.membershipId)
    .having(sql`max(${checkIns.date}) <= ${to}`);
  return rows.map((r) => r.membershipId);
}

/** Contact-now requests of a center open since before `before`. */
export async function openContactRequests(tx: Tx, centerId: string, before: Date) {
  return tx
    .select({
      id: contactRequests.id,
      membershipId: contactRequests.membershipId,
      status: contactRequests.status,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .where(
      and(
        eq(contactRequests.treatmentCenterId, centerId),
        eq(contactRequests.status, 'open'),
        lte(contactRequests.createdAt, before),
      ),
    );
}

/** User ids of a center's active owners (unanswered contact-now escalates to them). */
export async function ownerIds(tx: Tx, centerId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.treatmentCenterId, centerId), eq(users.isOwner, true), eq(users.active, true)));
  return rows.map((r) => r.id);
}
