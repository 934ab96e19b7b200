import { MOOD_LABELS, type MoodScore } from '@portal/contracts';
import { texts } from './i18n';

/** "15550100200" -> "+1 (555) 010-0200"; other lengths keep their digits after a "+". */
export function formatPhone(digits: string | null | undefined): string {
  if (!digits) return '';
  const m = digits.match(/^1(\d{3})(\d{3})(\d{4})$/);
  return m ? `+1 (${m[1]}) ${m[2]}-${m[3]}` : `+${digits}`;
}

/** The tel: link of a stored phone number (digits with the country code). */
export const telHref = (digits: string) => `tel:+${digits.replace(/\D/g, '')}`;

/** How long someone has waited: "just now", "4 min", "2 h 5 min", "3 days". */
export function formatWaiting(since: string | Date, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(since).getTime()) / 60_000));
  const { t } = texts.current();
  if (minutes < 1) return t('waiting.justNow');
  if (minutes < 60) return t('waiting.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return minutes % 60
      ? t('waiting.hoursMinutes', { hours, minutes: minutes % 60 })
      : t('waiting.hours', { hours });
  return t('waiting.days', { days: Math.floor(hours / 24) });
}

/** The spec's label of a mood score (§9), or the score itself if unknown. */
export const moodLabel = (score: number): string =>
  score in MOOD_LABELS ? texts.current().t(`mood.${score as MoodScore}`) : String(score);
