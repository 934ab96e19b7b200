import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { checkIns, memberships } from '../../db/schema/index';

export interface StatsRow {
  activePatients: number;
  pendingInvitations: number;
  alumni: number;
  reservedPending: number;
  reservedCompleted: number;
  checkinsToday: number;
  averageMood7d: number | null;
  openContactRequests: number;
  unreadConversations: number;
}

const int = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`.mapWith(Number);

/**
 * The dashboard figures in one round trip of aggregates: counts over indexed columns
 * (center + status/state/date, chat read marks), no rows are loaded. `today` is the center's local
 * date; `userId` is the caller, whose unread conversations are counted.
 */
export async function stats(tx: Tx, centerId: string, userId: string, today: string): Promise<StatsRow> {
  const memberCount = (status: string) =>
    int(sql`select count(*) from memberships where treatment_center_id = ${centerId} and status = ${status}`);
  const reservedCount = (state: string) =>
    int(
      sql`select count(*) from reserved_memberships where treatment_center_id = ${centerId} and state = ${state}`,
    );
  const [row] = await tx
    .select({
      activePatients: memberCount('active'),
      pendingInvitations: memberCount('invited'),
      alumni: memberCount('alumni'),
      reservedPending: reservedCount('pending'),
      reservedCompleted: reservedCount('completed'),
      checkinsToday: int(
        sql`select count(*) from check_ins where treatment_center_id = ${centerId} and date = ${today}::date`,
      ),
      averageMood7d: sql<number | null>`(
        select round(avg(mood), 1)::float8 from check_ins
        where treatment_center_id = ${centerId} and date between ${today}::date - 6 and ${today}::date
      )`.mapWith((v) => (v == null ? null : Number(v))),
      openContactRequests: int(
        sql`select count(*) from contact_requests where treatment_center_id = ${centerId} and status = 'open'`,
      ),
      // The caller's own inbox, as the chat counts it: conversations with a message of someone
      // else (thread replies included, deleted ones not) after the caller's read mark.
      unreadConversations: int(sql`
        select count(*) from chat_members me
        where me.user_id = ${userId} and me.treatment_center_id = ${centerId}
          and exists (
            select 1 from chat_messages msg
            where msg.channel_id = me.channel_id and msg.seq > me.last_read_seq
              and msg.user_id <> me.user_id and msg.status = 'sent'
          )`),
    })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error('stats query returned nothing');
  return row;
}

export interface TrendRow {
  date: string;
  averageMood: number | null;
  checkIns: number;
}

/** Average mood per local day over the 7 days ending `today`, days without check-ins included. */
export async function moodTrend(tx: Tx, centerId: string, today: string): Promise<TrendRow[]> {
  return tx
    .select({
      date: sql<string>`to_char(d.day, 'YYYY-MM-DD')`,
      averageMood: sql<number | null>`round(avg(c.mood), 1)::float8`.mapWith((v) =>
        v == null ? null : Number(v),
      ),
      checkIns: sql<number>`count(c.id)::int`.mapWith(Number),
    })
    .from(sql`(select (${today}::date - g.n) as day from generate_series(0, 6) as g(n)) as d`)
    .leftJoin(sql`check_ins c`, sql`c.date = d.day and c.treatment_center_id = ${centerId}`)
    .groupBy(sql`d.day`)
    .orderBy(sql`d.day`);
}

export interface RecentCheckInRow {
  id: string;
  membershipId: string;
  firstName: string;
  lastName: string;
  email: string;
  date: string;
  mood: number;
  presetMessage: number;
  createdAt: Date;
}

/** The center's latest check-ins (index check_ins_center_date_idx), newest first. */
export async function recentCheckIns(tx: Tx, centerId: string, limit: number): Promise<RecentCheckInRow[]> {
  return tx
    .select({
      id: checkIns.id,
      membershipId: checkIns.membershipId,
      firstName: memberships.firstName,
      lastName: memberships.lastName,
      email: memberships.email,
      date: checkIns.date,
      mood: checkIns.mood,
      presetMessage: checkIns.presetMessage,
      createdAt: checkIns.createdAt,
    })
    .from(checkIns)
    .innerJoin(
      memberships,
      and(eq(memberships.id, checkIns.membershipId), eq(memberships.treatmentCenterId, centerId)),
    )
    .where(eq(checkIns.treatmentCenterId, centerId))
    .orderBy(desc(checkIns.date), desc(checkIns.createdAt))
    .limit(limit);
}
