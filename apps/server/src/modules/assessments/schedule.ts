import type { InstrumentId } from '@portal/contracts/instruments';
import { addDays, type CalendarDate, daysBetween } from '../../infra/time/calendar-date';

/**
 * When a patient owes an assessment (issue 39 §2), as pure functions of the center's plan and the
 * patient's membership dates: no database, no clock (the caller passes "today" in the center's
 * zone). Each occasion has a stable key, so claiming it is an insert that a unique index makes
 * happen once, whichever server instance gets there first.
 */

export interface PlanEntry {
  instrumentId: InstrumentId;
  atJoining: boolean;
  /** Every this many weeks after joining while the patient is active; null for never. */
  everyWeeks: number | null;
  /** When the patient's status becomes alumni. */
  atDischarge: boolean;
  /** Days after discharge (CARF's and grant reporting's points: 30, 90, 180, 365). */
  followUpDays: readonly number[];
}

export interface AssessmentPlan {
  entries: readonly PlanEntry[];
  /** Days to complete an assessment from its due date; after them it is missed. */
  windowDays: number;
}

/** The plan of a new center (issue 39 §2): PHQ-9 + BAM-R at joining and every 4 weeks, BARC-10 at joining and discharge. */
export const DEFAULT_PLAN: AssessmentPlan = {
  windowDays: 7,
  entries: [
    { instrumentId: 'phq-9', atJoining: true, everyWeeks: 4, atDischarge: false, followUpDays: [] },
    { instrumentId: 'bam-r', atJoining: true, everyWeeks: 4, atDischarge: false, followUpDays: [] },
    { instrumentId: 'barc-10', atJoining: true, everyWeeks: null, atDischarge: true, followUpDays: [] },
  ],
};

export interface MembershipDates {
  /** The patient's first day in the program (center's zone). */
  joinedOn: CalendarDate;
  /** The day the status became alumni; null while active. */
  dischargedOn: CalendarDate | null;
}

export interface Occasion {
  instrumentId: InstrumentId;
  /** `joining`, `week-<n>`, `discharge` or `follow-up-<days>`: unique per patient and instrument. */
  key: string;
  dueOn: CalendarDate;
  /** The last day it can be completed; the day after, it is missed. */
  lastDay: CalendarDate;
}

/** Every occasion of the plan that has come due by `today`, oldest first. */
export function dueOccasions(plan: AssessmentPlan, dates: MembershipDates, today: CalendarDate): Occasion[] {
  const occasions: Occasion[] = [];
  const add = (instrumentId: InstrumentId, key: string, dueOn: CalendarDate) => {
    if (dueOn <= today)
      occasions.push({ instrumentId, key, dueOn, lastDay: addDays(dueOn, plan.windowDays - 1) });
  };
  // Intervals run while the patient is active: up to the day before discharge.
  const activeUntil = dates.dischargedOn ? addDays(dates.dischargedOn, -1) : today;
  for (const entry of plan.entries) {
    if (entry.atJoining) add(entry.instrumentId, 'joining', dates.joinedOn);
    if (entry.everyWeeks) {
      const span = daysBetween(dates.joinedOn, activeUntil < today ? activeUntil : today);
      for (let week = entry.everyWeeks; week * 7 <= span; week += entry.everyWeeks) {
        add(entry.instrumentId, `week-${week}`, addDays(dates.joinedOn, week * 7));
      }
    }
    if (dates.dischargedOn) {
      if (entry.atDischarge) add(entry.instrumentId, 'discharge', dates.dischargedOn);
      for (const days of entry.followUpDays) {
        add(entry.instrumentId, `follow-up-${days}`, addDays(dates.dischargedOn, days));
      }
    }
  }
  return occasions.sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0));
}

export type OccasionState = 'due' | 'missed';

/** Due until its last day (inclusive), missed after: never silently dropped. */
export const occasionState = (occasion: Pick<Occasion, 'lastDay'>, today: CalendarDate): OccasionState =>
  today > occasion.lastDay ? 'missed' : 'due';
