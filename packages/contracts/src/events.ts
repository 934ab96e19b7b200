// Names of the realtime events, apart from the schemas: the portal's first download needs the names
// and none of the schemas (a schema module brings zod with it; issue 13, goal 7).

/** Socket.IO events of the chat (server -> client unless noted). */
export const CHAT_EVENTS = {
  messageNew: 'message.new',
  messageUpdated: 'message.updated',
  messageDeleted: 'message.deleted',
  channelAdded: 'channel.added',
  channelDeleted: 'channel.deleted',
  unreadChanged: 'unread.changed',
  /** Both ways: client sends { channel_id, typing }, others in the channel receive it with user_id. */
  typing: 'typing',
  /** Client -> server, with an acknowledgement: start receiving typing events of a channel. */
  watch: 'channel.watch',
  unwatch: 'channel.unwatch',
} as const;

/**
 * Realtime events to the center's staff and owners. The payload names no patient and no health
 * detail (id, rule, status only): screens refetch through the API, which audits the read.
 */
export const ALERT_EVENTS = { changed: 'alerts.changed' } as const;

/**
 * Realtime events of the contact-now queue, over the portal's socket. `created` carries the request
 * (patient name, phone) and goes only to staff receiving calls; `changed` carries no patient data
 * and goes to every owner and staff member of the center, whose screens then refetch.
 * `handled` goes to the patient who asked (the app's socket): `{ id, status, handled_at }`, never
 * who handled it.
 */
export const CONTACT_NOW_EVENTS = {
  created: 'contact_request.created',
  changed: 'contact_requests.changed',
  handled: 'contact_request.handled',
} as const;

/**
 * A patient's day changed: a check-in recorded, a task marked done or taken back (patient API).
 * Goes to the center's owners and staff, whose dashboard, reports and patient list refetch through
 * the API; the payload is `{ membership_id }` only, never a mood, text or task.
 */
export const CHECK_IN_EVENTS = { changed: 'check_ins.changed' } as const;

/** Payload of `CHECK_IN_EVENTS.changed` (a type only: the portal's first download stays small). */
export interface CheckInsChanged {
  membership_id: string;
}
