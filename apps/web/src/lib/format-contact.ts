import { MOOD_LABELS, type MoodScore } from '@portal/contracts';

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
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The spec's label of a mood score (§9), or the score itself if unknown. */
export const moodLabel = (score: number): string => MOOD_LABELS[score as MoodScore] ?? String(score);
