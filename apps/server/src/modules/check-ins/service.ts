import {
  CHECK_IN_EVENTS,
  type CheckInBody,
  type CheckInsChanged,
  checkInBody,
  type PatientCheckIn,
} from '@portal/contracts';
import type { Language } from '@portal/i18n';
import { type Actor, audit } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db, Tx } from '../../db/client';
import type { CurrentUser } from '../../identity/current-user';
import { patientOf } from '../../identity/patients';
import { defaultCheckInMessages } from '../../infra/outgoing-texts';
import type { Realtime } from '../../infra/realtime/realtime';
import * as repo from './repository';

export const toCheckIn = (row: repo.CheckInRow): PatientCheckIn => ({
  id: row.id,
  date: row.date,
  mood: row.mood,
  preset_message: row.presetMessage,
  preset_message_text: row.presetMessageText,
  text: row.text,
  replaced_count: row.replacedCount,
  created_at: row.createdAt.toISOString(),
});

export interface CheckInTarget {
  centerId: string;
  membershipId: string;
  /** The patient's language: which words of a still-default preset message they read (and are kept). */
  language: Language;
}

/**
 * Records a patient's check-in for a local date, in the caller's transaction. The HTTP call always
 * passes the center's today; only the demo seed passes earlier dates (history), through this
 * function, never through a request parameter a client could set. Returns whether it replaced one.
 */
export async function recordCheckIn(
  tx: Tx,
  actor: Actor,
  target: CheckInTarget,
  body: CheckInBody,
  when: { date: string; at?: Date },
): Promise<{ check_in: PatientCheckIn; replaced: boolean }> {
  const row = await repo.upsertCheckIn(tx, {
    centerId: target.centerId,
    membershipId: target.membershipId,
    date: when.date,
    mood: body.mood,
    presetMessage: body.preset_message,
    text: body.text ?? null,
    at: when.at ?? new Date(),
    defaults: defaultCheckInMessages(target.language),
  });
  // A fresh row counts no replacement; an update always counts at least one.
  const replaced = row.replacedCount > 0;
  await audit(tx, actor, {
    action: replaced ? 'check_in.replace' : 'check_in.create',
    resourceType: 'check_in',
    resourceId: row.id,
    outcome: 'success',
    detail: { membership_id: target.membershipId, date: when.date, text: body.text ? 'present' : 'absent' },
  });
  return { check_in: toCheckIn(row), replaced };
}

export interface CheckInDeps {
  db: Db;
  realtime: Pick<Realtime, 'emitToCenter'>;
}

/**
 * The patient API's check-in: today in the center's time zone, for the caller's own membership.
 * After commit the center's owners and staff hear of it (their screens refetch), without the mood.
 */
export async function checkInToday(
  deps: CheckInDeps,
  user: CurrentUser,
  actor: Actor,
  body: CheckInBody,
  language: Language,
) {
  const { result, target } = await deps.db.transaction(async (tx) => {
    const m = await patientOf(tx, user, { acting: true });
    const target = { centerId: m.centerId, membershipId: m.id, language };
    return { result: await recordCheckIn(tx, actor, target, body, { date: m.today }), target };
  });
  const changed: CheckInsChanged = { membership_id: target.membershipId };
  deps.realtime.emitToCenter(target.centerId, CHECK_IN_EVENTS.changed, changed, {
    roles: ['owner', 'staff'],
  });
  return result;
}

export async function myCheckIns(db: Db, user: CurrentUser, actor: Actor, limit: number) {
  const m = await patientOf(db, user);
  const rows = await repo.latestCheckIns(db, m.centerId, m.id, limit);
  await auditRead(db, actor, {
    action: 'check_in.list',
    resourceType: 'membership',
    resourceId: m.id,
    outcome: 'success',
    detail: { count: rows.length },
  });
  return { check_ins: rows.map(toCheckIn) };
}

/**
 * A patient's check-in history for past local dates in one statement, with one audit row: what the
 * demo seed and the bulk seed use (never reachable over HTTP). Moods and messages are checked the
 * way the API checks them; a day that already has a check-in keeps it.
 */
export async function recordCheckInHistory(
  tx: Tx,
  actor: Actor,
  target: CheckInTarget,
  entries: { date: string; at: Date; body: CheckInBody }[],
): Promise<number> {
  for (const e of entries) {
    const parsed = checkInBody.safeParse(e.body);
    if (!parsed.success) throw new Error(`invalid check-in for ${e.date}`);
  }
  const count = await repo.insertCheckInHistory(
    tx,
    entries.map((e) => ({
      centerId: target.centerId,
      membershipId: target.membershipId,
      date: e.date,
      mood: e.body.mood,
      presetMessage: e.body.preset_message,
      text: e.body.text ?? null,
      at: e.at,
    })),
    defaultCheckInMessages(target.language),
  );
  await audit(tx, actor, {
    action: 'check_in.history',
    resourceType: 'membership',
    resourceId: target.membershipId,
    outcome: 'success',
    detail: { count },
  });
  return count;
}
