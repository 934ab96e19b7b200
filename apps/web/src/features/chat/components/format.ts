import dayjs from 'dayjs';
import { texts } from '../../../lib/i18n';

/** "14:05" today, "Mon 14:05" this week, "Mar 3" before ("3 mar" in Spanish: the formats are texts). */
export function shortTime(iso: string | null): string {
  if (!iso) return '';
  const d = dayjs(iso);
  const now = dayjs();
  if (d.isSame(now, 'day')) return d.format('HH:mm');
  if (now.diff(d, 'day') < 7) return d.format('ddd HH:mm');
  return d.format(texts.current().t('chat.dayFormat'));
}

export const fullTime = (iso: string) => dayjs(iso).format(texts.current().t('chat.fullTimeFormat'));
