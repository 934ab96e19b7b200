import dayjs from 'dayjs';

/** "14:05" today, "Mon 14:05" this week, "Mar 3" before. */
export function shortTime(iso: string | null): string {
  if (!iso) return '';
  const d = dayjs(iso);
  const now = dayjs();
  if (d.isSame(now, 'day')) return d.format('HH:mm');
  if (now.diff(d, 'day') < 7) return d.format('ddd HH:mm');
  return d.format('MMM D');
}

export const fullTime = (iso: string) => dayjs(iso).format('MMM D, YYYY HH:mm');
