import type { HomeStats, MoodTrend, RecentCheckIn } from '@portal/contracts';
import type { Actor } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import { centerDay } from '../../db/center-day';
import type { Db, Tx } from '../../db/client';
import { notFound } from '../../http/errors';
import type { CurrentUser } from '../../identity/current-user';
import * as repo from './repository';

export interface HomeContext {
  db: Db;
  actor: Actor;
  user: CurrentUser;
  /** The instant "today" is taken at, in the center's time zone; injectable for tests. */
  now?: Date;
}

async function dayOf(tx: Tx, ctx: HomeContext) {
  const day = await centerDay(tx, centerOf(ctx), ctx.now ?? new Date());
  if (!day) throw notFound();
  return day;
}

// Staff access guarantees a center on every route of this module.
const centerOf = (ctx: HomeContext) => ctx.user.centerId as string;

/** Aggregates only: no patient record is read, so no audit row (decisions: dashboard). */
export async function homeStats(ctx: HomeContext): Promise<HomeStats> {
  const day = await dayOf(ctx.db, ctx);
  const row = await repo.stats(ctx.db, centerOf(ctx), ctx.user.userId, day.today);
  return {
    active_patients: row.activePatients,
    pending_invitations: row.pendingInvitations,
    reserved_pending: row.reservedPending,
    reserved_completed: row.reservedCompleted,
    alumni: row.alumni,
    checkins_today: row.checkinsToday,
    average_mood_7d: row.averageMood7d,
    open_contact_requests: row.openContactRequests,
    unread_conversations: row.unreadConversations,
    today: day.today,
    time_zone: day.timeZone,
  };
}

export async function moodTrend(ctx: HomeContext): Promise<MoodTrend> {
  const day = await dayOf(ctx.db, ctx);
  const rows = await repo.moodTrend(ctx.db, centerOf(ctx), day.today);
  return { days: rows.map((r) => ({ date: r.date, average_mood: r.averageMood, check_ins: r.checkIns })) };
}

/** Patient data (who checked in, and their mood): the read is audited with the ids it returned. */
export async function recentCheckIns(ctx: HomeContext, limit: number): Promise<RecentCheckIn[]> {
  const rows = await repo.recentCheckIns(ctx.db, centerOf(ctx), limit);
  await auditRead(ctx.db, ctx.actor, {
    action: 'check_in.list',
    resourceType: 'check_in',
    outcome: 'success',
    detail: {
      view: 'dashboard',
      count: rows.length,
      membership_ids: [...new Set(rows.map((r) => r.membershipId))],
    },
  });
  return rows.map((r) => ({
    id: r.id,
    membership_id: r.membershipId,
    patient_name: `${r.firstName} ${r.lastName}`.trim() || r.email,
    date: r.date,
    mood: r.mood,
    preset_message: r.presetMessage,
    created_at: r.createdAt.toISOString(),
  }));
}
