/**
 * The time zone of the center the person signed in on this browser works for, as the dashboard last
 * learned it: with it the dashboard's date line ("Today is … at the center (…).") is drawn at the
 * first paint, by boot/shell.js and then by the dashboard, from this device's clock, instead of
 * waiting for the figures (issue 22: that line is the dashboard's largest paint on a phone). The
 * figures' answer then draws the line from the server's day. Not patient data; forgotten at
 * sign-out with the rest of the sign-in.
 */
export const CENTER_ZONE_KEY = 'portal-center-zone';

export function rememberCenterZone(zone: string): void {
  try {
    window.localStorage.setItem(CENTER_ZONE_KEY, zone);
  } catch {
    // Storage full or disabled: the line then waits for the figures.
  }
}

export function forgetCenterZone(): void {
  try {
    window.localStorage.removeItem(CENTER_ZONE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** Today's date (YYYY-MM-DD) in a time zone, by this device's clock; throws for a zone no browser knows. */
export function dayIn(zone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The remembered zone and today's date there (YYYY-MM-DD) by this device's clock; null if none or not a zone. */
export function rememberedCenterDay(now = new Date()): { today: string; time_zone: string } | null {
  try {
    const zone = window.localStorage.getItem(CENTER_ZONE_KEY);
    if (!zone) return null;
    return { today: dayIn(zone, now), time_zone: zone };
  } catch {
    // No storage, or a value no browser knows as a time zone.
    return null;
  }
}
