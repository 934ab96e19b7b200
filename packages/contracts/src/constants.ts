/** Business constants of spec §9. */
export const PATIENT_PAGE_SIZE = 10;
/** The patient list counts its matches up to this many; above it the total reads "50+". */
export const MEMBERSHIP_COUNT_CAP = 50;
export const RESERVED_LIST_LIMIT = 10;
export const INBOX_PAGE_SIZE = 20;
export const EVENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const SUCCESS_TOAST_MS = 5000;
export const ERROR_TOAST_MS = 5000;
export const REQUEST_TIMEOUT_MS = 10_000;
export const REQUEST_CANCEL_MS = 13_000;
export const REQUEST_RETRIES = 2;
export const CHAT_CONNECT_TIMEOUT_MS = 10_000;
/** Chat channel types: the main 1:1 staff–patient type, and expert/support conversations. */
export const CHAT_CHANNEL_TYPES = ['messaging', 'support'] as const;
export const CHAT_MAIN_CHANNEL_TYPE = 'messaging';
export const CHAT_MESSAGE_MAX_CHARS = 5000;
/** Display names of the fixed support and expert identities (spec §6, decisions.md §3). */
export const SUPPORT_DISPLAY_NAME = 'Recovery Support';
export const EXPERT_DISPLAY_NAME = 'Recovery Expert';
export const PHONE_MIN_DIGITS = 11;
export const PHONE_MASK = '+1 (000) 000-0000';
/** Largest CSV accepted by the reservation import, and its most data rows (decisions.md). */
export const CSV_MAX_BYTES = 1024 * 1024;
export const CSV_MAX_ROWS = 10_000;
/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;
export const RESERVATION_STATES = ['pending', 'completed'] as const;
export const DEFAULT_RESERVATION_TYPE = 'single';
export const MOBILE_BREAKPOINT_PX = 1024;
export const USER_TOKEN_KEY = 'user-token';
export const X_ORIGIN = 'webportal';
/**
 * The portal's last keyboard, pointer or touch input (ISO 8601), sent with every API call so
 * background traffic (polling, refetches) never counts as activity. Calls without it count as activity.
 */
export const LAST_ACTIVITY_HEADER = 'x-last-activity';
/** The `error_description` of the WWW-Authenticate header when a portal session ended (idle or too long). */
export const SESSION_ENDED_ERROR = 'session_ended';

export const MOOD_LABELS = {
  20: 'Sad',
  30: 'Stressed',
  40: 'Scared',
  80: 'Relaxed',
  90: 'Confident',
  100: 'Happy',
} as const;
export type MoodScore = keyof typeof MOOD_LABELS;
export const MOOD_SCORES = [20, 30, 40, 80, 90, 100] as const;

export const PRESET_MESSAGE_INDEXES = [1, 2, 3] as const;

export const MEMBERSHIP_STATUSES = ['invited', 'active', 'alumni', 'inactive'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** Allowed membership status transitions (decisions.md §4). */
export const MEMBERSHIP_TRANSITIONS: Record<MembershipStatus, readonly MembershipStatus[]> = {
  invited: ['active', 'inactive'],
  active: ['alumni', 'inactive'],
  alumni: ['active', 'inactive'],
  inactive: ['active'],
};
