import type { Language } from '@portal/i18n';
import type { Actor } from '../../audit/audit';
import { auditRead } from '../../audit/group-commit';
import type { Db } from '../../db/client';
import type { CurrentUser } from '../../identity/current-user';
import { patientOf } from '../../identity/patients';
import { defaultCheckInMessages } from '../../infra/outgoing-texts';
import * as repo from './app-repository';
import { toCheckIn } from './service';

/** Today's check-in (the center's local today), for the app's home and check-in screens. */
export async function todayCheckIn(db: Db, user: CurrentUser, actor: Actor) {
  const m = await patientOf(db, user);
  const row = await repo.checkInOn(db, m.centerId, m.id, m.today);
  await auditRead(db, actor, {
    action: 'check_in.today',
    resourceType: 'membership',
    resourceId: m.id,
    outcome: 'success',
    detail: { date: m.today, found: !!row },
  });
  return { date: m.today, check_in: row ? toCheckIn(row) : null };
}

/** The words of the center's three preset messages, as the check-in form shows them. */
export function checkInMessages(db: Db, user: CurrentUser, language: Language) {
  return db.transaction(async (tx) => {
    const m = await patientOf(tx, user);
    return { messages: await repo.presetMessages(tx, m.centerId, defaultCheckInMessages(language)) };
  });
}

const lastDayOf = (month: string) => {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, mo, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** A month of the patient's own days: mood and tasks done, for the progress calendar. */
export async function calendarMonth(db: Db, user: CurrentUser, actor: Actor, month: string) {
  const m = await patientOf(db, user);
  const days = await repo.daysBetween(db, m.centerId, m.id, `${month}-01`, lastDayOf(month));
  await auditRead(db, actor, {
    action: 'check_in.calendar',
    resourceType: 'membership',
    resourceId: m.id,
    outcome: 'success',
    detail: { month, days: days.length },
  });
  return { month, days };
}
