import type { Alert, AlertRule } from '@portal/contracts';
import dayjs from 'dayjs';

export const RULE_LABELS: Record<AlertRule, string> = {
  mood_dip: 'Mood dip',
  silence: 'Silence',
  reset: 'Sobriety date reset',
  contact_unanswered: 'Unanswered contact now',
  phq9_item9: 'PHQ-9 item 9: thoughts of self-harm',
  bamr_use: 'BAM-R: reported use',
};

// dayjs, not the browser's Intl: the alerts show on the dashboard, and a page's first Intl date costs
// ~100 ms of a phone's main thread (issue 22). A calendar date stays the date it is (no time zone shift).
const day = (date: unknown) => (typeof date === 'string' ? dayjs(date).format('MMM D') : '');

/** What the rule saw, in words (shown inside the portal only). */
export function describeTrigger(alert: Alert): string {
  const t = alert.trigger;
  switch (alert.rule) {
    case 'mood_dip':
      return t.kind === 'low_streak'
        ? `Two check-ins in a row at ${t.threshold} or below (${(t.dates as string[]).map(day).join(', ')}).`
        : `3-day mood average ${t.recent_average}, down ${t.drop} points from ${t.baseline_average}.`;
    case 'silence':
      return `No check-in for ${t.missed_days} days since ${day(t.last_check_in)}.`;
    case 'reset':
      return `Sobriety date moved from ${day(t.from)} to ${day(t.to)}.`;
    case 'contact_unanswered':
      return `A contact-now request waited ${t.waited_minutes} minutes without an answer.`;
    case 'phq9_item9':
      return `Answered above 0 (${t.value} of 3) to thoughts of being better off dead or of self-harm.`;
    case 'bamr_use':
      return `Reported alcohol or drug use in the last 30 days (BAM-R Use score ${t.value}).`;
  }
}

/** An instant on this device's clock: "Nov 24, 3:05 PM". */
export const formatWhen = (iso: string) => dayjs(iso).format('MMM D, h:mm A');
