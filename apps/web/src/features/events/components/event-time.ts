/** The date ("2030-07-01") and time ("18:30") an instant has on the clocks of `timeZone`. */
export function localParts(iso: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * "Wed, Jul 1, 2030 · 6:30 PM" (`en-US`), "mié, 1 de jul de 2030 · 6:30 p.m." (`es-US`): in the
 * screen's locale and the center's time zone (an event happens where the center is).
 */
export function formatEventDate(iso: string, timeZone: string, locale: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
  return `${day} · ${time}`;
}

/** The event_date the API takes: the date and time combined, local to the center (spec §7). */
export const combineDateTime = (date: string, time: string) => `${date}T${time}`;
