import type { Alert } from '@portal/contracts';
import dayjs from 'dayjs';
import type { useT } from '../../../lib/i18n';

type Translate = ReturnType<typeof useT>;

/** What the rule saw, in words in the screen's language (shown inside the portal only). */
export function describeTrigger(alert: Alert, t: Translate): string {
  // dayjs, not the browser's Intl: the alerts show on the dashboard, and a page's first Intl date
  // costs ~100 ms of a phone's main thread (issue 22). A calendar date stays the date it is (no
  // time zone shift); its format comes with the texts ("Nov 20", "20 nov").
  const day = (date: unknown) => (typeof date === 'string' ? dayjs(date).format(t('alerts.dayFormat')) : '');
  const v = alert.trigger;
  switch (alert.rule) {
    case 'mood_dip':
      return v.kind === 'low_streak'
        ? t('alerts.trigger.lowStreak', {
            threshold: v.threshold,
            dates: (v.dates as string[]).map(day).join(', '),
          })
        : t('alerts.trigger.moodDrop', {
            recent: v.recent_average,
            drop: v.drop,
            baseline: v.baseline_average,
          });
    case 'silence':
      return t('alerts.trigger.silence', { days: v.missed_days, date: day(v.last_check_in) });
    case 'reset':
      return t('alerts.trigger.reset', { from: day(v.from), to: day(v.to) });
    case 'contact_unanswered':
      return t('alerts.trigger.contactUnanswered', { minutes: v.waited_minutes });
    case 'phq9_item9':
      return t('alerts.trigger.phq9Item9', { value: v.value });
    case 'bamr_use':
      return t('alerts.trigger.bamrUse', { value: v.value });
  }
}

/** An instant on this device's clock: "Nov 24, 3:05 PM". */
export const formatWhen = (iso: string, t: Translate) => dayjs(iso).format(t('alerts.whenFormat'));
