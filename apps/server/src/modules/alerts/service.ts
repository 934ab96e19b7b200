import {
  ALERT_EVENTS,
  type Alert,
  type AlertRule,
  type AlertStatus,
  type AlertsChanged,
  type AlertThresholds,
  DEFAULT_ALERT_THRESHOLDS,
  type ListAlertsQuery,
  messages,
} from '@portal/contracts';
import { type Actor, audit } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db, Tx } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import type { TransactionalEvents } from '../../infra/events/events';
import type { Realtime, RealtimeRole } from '../../infra/realtime/realtime';
import { addDays } from '../../infra/time/calendar-date';
import * as repo from './repository';
import * as rules from './rules';

export interface AlertsCtx {
  db: Db;
  realtime: Pick<Realtime, 'emitToCenter'>;
}

/** Alerts opened by a rule, not by a person: the audit trail names the system as actor. */
const systemActor = (centerId: string): Actor => ({
  subject: null,
  role: 'system',
  centerId,
  ip: null,
  requestId: null,
});

/** Who hears of an alert live: owners and staff; an unanswered contact-now escalates to owners. */
const audienceOf = (rule: string): RealtimeRole[] =>
  rule === 'contact_unanswered' ? ['owner'] : ['owner', 'staff'];

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

function present(r: repo.AlertRow): Alert {
  return {
    id: r.id,
    membership_id: r.membershipId,
    patient_name: fullName(r.firstName, r.lastName) || r.email,
    rule: r.rule as AlertRule,
    trigger: r.trigger as Record<string, unknown>,
    status: r.status as AlertStatus,
    created_at: r.createdAt.toISOString(),
    acted_by: r.actedBy
      ? { id: r.actedBy, name: fullName(r.actorFirstName, r.actorLastName) || (r.actorEmail ?? '') }
      : null,
    acted_at: r.actedAt?.toISOString() ?? null,
    note: r.note,
  };
}

/** Fire-and-forget push after commit; the payload carries no patient and no health detail. */
function push(ctx: AlertsCtx, centerId: string, changed: AlertsChanged) {
  ctx.realtime.emitToCenter(centerId, ALERT_EVENTS.changed, changed, { roles: audienceOf(changed.rule) });
}

export async function thresholdsOf(tx: Tx, centerId: string): Promise<AlertThresholds> {
  const row = await repo.findSettings(tx, centerId);
  return row
    ? {
        mood_drop_points: row.moodDropPoints,
        low_mood: row.lowMood,
        silence_days: row.silenceDays,
        contact_minutes: row.contactMinutes,
      }
    : { ...DEFAULT_ALERT_THRESHOLDS };
}

interface Candidate {
  rule: AlertRule;
  anchor: string;
  trigger: object;
}

async function open(tx: Tx, centerId: string, membershipId: string, c: Candidate) {
  const row = await repo.openAlert(tx, {
    centerId,
    membershipId,
    rule: c.rule,
    anchor: c.anchor,
    trigger: c.trigger,
  });
  if (!row) return null;
  await audit(tx, systemActor(centerId), {
    action: 'alert.open',
    resourceType: 'alert',
    resourceId: row.id,
    outcome: 'success',
    detail: { membership_id: membershipId, rule: c.rule },
  });
  return { id: row.id, rule: c.rule, status: 'open' as const };
}

/**
 * Evaluates the check-in rules (mood dip, silence) for one patient of a center, in the caller's
 * transaction. Returns the alerts it opened (the caller pushes them after commit).
 */
export async function evaluateAlertsFor(
  tx: Tx,
  centerId: string,
  membershipId: string,
  now: Date = new Date(),
): Promise<AlertsChanged[]> {
  const m = await repo.findMembership(tx, centerId, membershipId);
  const timeZone = await repo.findCenterTimeZone(tx, centerId);
  if (!m || !timeZone || m.status !== 'active') return [];
  const t = await thresholdsOf(tx, centerId);
  const today = rules.centerToday(now, timeZone);
  const lookBack = addDays(today, -(rules.RECENT_DAYS + rules.BASELINE_DAYS + 30));
  const points = await repo.checkInsSince(tx, centerId, membershipId, lookBack, today);
  const opened: AlertsChanged[] = [];

  if (!(await repo.hasUnresolved(tx, membershipId, 'mood_dip'))) {
    const dip = rules.moodDip(points, t, await repo.lastAnchor(tx, membershipId, 'mood_dip'));
    const o =
      dip && (await open(tx, centerId, membershipId, { rule: 'mood_dip', anchor: dip.anchor, trigger: dip }));
    if (o) opened.push(o);
  }
  if (!(await repo.hasUnresolved(tx, membershipId, 'silence'))) {
    const dates = points.map((p) => p.date);
    const quiet = rules.silence(dates, today, t, await repo.lastAnchor(tx, membershipId, 'silence'));
    const o =
      quiet &&
      (await open(tx, centerId, membershipId, { rule: 'silence', anchor: quiet.anchor, trigger: quiet }));
    if (o) opened.push(o);
  }
  return opened;
}

/**
 * Evaluates the check-in rules for patients whose history was written without check-in events (the
 * demo seed writes 90 days at once): they get the alerts their history meets now, instead of
 * waiting for their next check-in (issue 20). One transaction; pushes after commit.
 */
export async function evaluateAlertsForPatients(
  ctx: AlertsCtx,
  centerId: string,
  membershipIds: readonly string[],
  now = new Date(),
): Promise<number> {
  const opened = await ctx.db.transaction(async (tx) => {
    const out: AlertsChanged[] = [];
    for (const id of membershipIds) out.push(...(await evaluateAlertsFor(tx, centerId, id, now)));
    return out;
  });
  for (const o of opened) push(ctx, centerId, o);
  return opened.length;
}

/** After a check-in committed: evaluate the patient's rules in a transaction of its own. */
export async function onCheckIn(ctx: AlertsCtx, e: { centerId: string; userId: string }, now = new Date()) {
  const opened = await ctx.db.transaction(async (tx) => {
    const m = await repo.findMembershipOfUser(tx, e.centerId, e.userId);
    return m ? evaluateAlertsFor(tx, e.centerId, m.id, now) : [];
  });
  for (const o of opened) push(ctx, e.centerId, o);
}

/** After a sobriety start date changed: a move later is a reported relapse (reset alert). */
export async function onFirstDayChanged(
  ctx: AlertsCtx,
  e: { centerId: string; membershipId: string; from: string | null; to: string | null },
) {
  const moved = rules.reset(e.from, e.to);
  if (!moved) return;
  const opened = await ctx.db.transaction(async (tx) => {
    const m = await repo.findMembership(tx, e.centerId, e.membershipId);
    if (!m) return null;
    return open(tx, e.centerId, e.membershipId, { rule: 'reset', anchor: moved.anchor, trigger: moved });
  });
  if (opened) push(ctx, e.centerId, opened);
}

const RULE_OF_FLAG = { 'phq9-item9': 'phq9_item9', 'bamr-use': 'bamr_use' } as const satisfies Record<
  TransactionalEvents['assessment.flagged']['flags'][number]['code'],
  AlertRule
>;

/**
 * An assessment response met a safety rule (issue 39 §4): one alert per flag, opened in the
 * writer's transaction (the response and its alert commit together), anchored on the response so
 * a replay opens nothing twice. These rules are exempt from "one unresolved per patient": every
 * positive answer is its own alert. Returns the live push, for after the commit.
 */
export async function onAssessmentFlagged(
  ctx: AlertsCtx,
  tx: Tx,
  e: TransactionalEvents['assessment.flagged'],
): Promise<(() => void) | undefined> {
  const opened: AlertsChanged[] = [];
  for (const flag of e.flags) {
    const o = await open(tx, e.centerId, e.membershipId, {
      rule: RULE_OF_FLAG[flag.code],
      anchor: e.responseId,
      trigger: {
        anchor: e.responseId,
        assessment_id: e.assessmentId,
        response_id: e.responseId,
        instrument_id: e.instrumentId,
        link_id: flag.linkId,
        value: flag.value,
      },
    });
    if (o) opened.push(o);
  }
  if (opened.length === 0) return undefined;
  return () => {
    for (const o of opened) push(ctx, e.centerId, o);
  };
}

/**
 * The scheduled sweep: silence (days pass without any request) and unanswered contact-now, for
 * every center, each center in its own transaction. Returns how many alerts it opened.
 */
export async function sweepAlerts(ctx: AlertsCtx, now: Date = new Date()): Promise<number> {
  const centers = await ctx.db.transaction((tx) => repo.allCenters(tx));
  let total = 0;
  for (const center of centers) {
    const opened = await ctx.db.transaction(async (tx) => {
      const t = await thresholdsOf(tx, center.id);
      const today = rules.centerToday(now, center.timeZone);
      const out: AlertsChanged[] = [];
      // A last check-in older than the silence window but recent enough to still be a habit.
      const candidates = await repo.silenceCandidates(
        tx,
        center.id,
        addDays(today, -(t.silence_days + 30)),
        addDays(today, -(t.silence_days + 1)),
      );
      for (const membershipId of candidates)
        out.push(...(await evaluateAlertsFor(tx, center.id, membershipId, now)));
      const waiting = await repo.openContactRequests(
        tx,
        center.id,
        new Date(now.getTime() - t.contact_minutes * 60_000),
      );
      for (const request of waiting) {
        const late = rules.unansweredContact(request, now, t);
        if (!late || (await repo.hasUnresolved(tx, request.membershipId, 'contact_unanswered'))) continue;
        const o = await open(tx, center.id, request.membershipId, {
          rule: 'contact_unanswered',
          anchor: late.anchor,
          trigger: late,
        });
        if (o) out.push(o);
      }
      return out;
    });
    for (const o of opened) push(ctx, center.id, o);
    total += opened.length;
  }
  return total;
}

export async function listAlerts(ctx: AlertsCtx, actor: Actor, centerId: string, q: ListAlertsQuery) {
  const { rows, total, open } = await repo.listAlerts(ctx.db, centerId, {
    status: q.status,
    membershipId: q.membership_id,
    limit: q.limit,
    offset: q.offset,
  });
  await auditRead(ctx.db, actor, {
    action: 'alert.list',
    resourceType: q.membership_id ? 'membership' : 'alert',
    resourceId: q.membership_id ?? null,
    outcome: 'success',
    detail: { status: q.status, count: rows.length },
  });
  return { alerts: rows.map(present), total, open };
}

async function act(
  ctx: AlertsCtx,
  actor: Actor,
  caller: { centerId: string; userId: string },
  id: string,
  to: 'acknowledged' | 'resolved',
  note?: string,
): Promise<Alert> {
  const result = await ctx.db.transaction(async (tx) => {
    const current = await repo.findAlert(tx, caller.centerId, id, true);
    if (!current) throw notFound();
    if (current.status === 'resolved') throw conflict(messages.alertAlreadyResolved);
    // Acknowledging twice changes nothing (the first person who acknowledged stays).
    if (to === 'acknowledged' && current.status === 'acknowledged') return { row: current, changed: false };
    await repo.setStatus(tx, caller.centerId, id, { status: to, actedBy: caller.userId, note });
    await audit(tx, actor, {
      action: to === 'resolved' ? 'alert.resolve' : 'alert.acknowledge',
      resourceType: 'alert',
      resourceId: id,
      outcome: 'success',
      detail: { membership_id: current.membershipId, rule: current.rule, from: current.status },
    });
    const row = await repo.findAlert(tx, caller.centerId, id);
    if (!row) throw notFound();
    return { row, changed: true };
  });
  if (result.changed) push(ctx, caller.centerId, { id, rule: result.row.rule as AlertRule, status: to });
  return present(result.row);
}

export const acknowledgeAlert = (
  ctx: AlertsCtx,
  actor: Actor,
  caller: { centerId: string; userId: string },
  id: string,
) => act(ctx, actor, caller, id, 'acknowledged');

export const resolveAlert = (
  ctx: AlertsCtx,
  actor: Actor,
  caller: { centerId: string; userId: string },
  id: string,
  note: string,
) => act(ctx, actor, caller, id, 'resolved', note);

export async function getSettings(ctx: AlertsCtx, centerId: string) {
  return { thresholds: await ctx.db.transaction((tx) => thresholdsOf(tx, centerId)) };
}

export async function updateSettings(
  ctx: AlertsCtx,
  actor: Actor,
  caller: { centerId: string; userId: string },
  body: AlertThresholds,
) {
  return ctx.db.transaction(async (tx) => {
    const before = await thresholdsOf(tx, caller.centerId);
    await repo.saveSettings(tx, caller.centerId, caller.userId, {
      moodDropPoints: body.mood_drop_points,
      lowMood: body.low_mood,
      silenceDays: body.silence_days,
      contactMinutes: body.contact_minutes,
    });
    const fields = (Object.keys(body) as (keyof AlertThresholds)[]).filter((k) => before[k] !== body[k]);
    await audit(tx, actor, {
      action: 'alert.settings_update',
      resourceType: 'treatment_center',
      resourceId: caller.centerId,
      outcome: 'success',
      detail: { fields },
    });
    return { thresholds: { ...body } };
  });
}
