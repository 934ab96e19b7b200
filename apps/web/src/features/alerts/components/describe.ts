import type { Alert, AlertRule } from '@portal/contracts';

export const RULE_LABELS: Record<AlertRule, string> = {
  mood_dip: 'Mood dip',
  silence: 'Silence',
  reset: 'Sobriety date reset',
  contact_unanswered: 'Unanswered contact now',
};

const day = (iso: unknown) =>
  typeof iso === 'string'
    ? new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : '';

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
  }
}

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
