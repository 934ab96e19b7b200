import { type OidcClientConfig, userManagerFromServer } from '@portal/client';
import { USER_TOKEN_KEY } from '@portal/contracts';

/** What the server tells the portal about the issuer it trusts (GET /auth/config). */
export interface AuthConfig extends OidcClientConfig {
  audience: string;
  session_idle_minutes: number;
  session_max_hours: number;
}

/** The session limits the server enforces; the portal's own timer signs out at the same limits. */
export const sessionLimits = { idleMinutes: 15, maxHours: 12 };

/** One UserManager for the app, configured from the server so any OIDC issuer works. */
export const getUserManager = userManagerFromServer<AuthConfig>(
  () => fetch('/auth/config', { headers: { Accept: 'application/json' } }),
  (config) => {
    if (config.session_idle_minutes > 0) sessionLimits.idleMinutes = config.session_idle_minutes;
    if (config.session_max_hours > 0) sessionLimits.maxHours = config.session_max_hours;
  },
);

/** The access token, kept locally under the spec's key (spec §3 stored state). */
export const tokenStore = {
  get: () => window.localStorage.getItem(USER_TOKEN_KEY),
  set: (token: string) => window.localStorage.setItem(USER_TOKEN_KEY, token),
  clear: () => window.localStorage.removeItem(USER_TOKEN_KEY),
};

/** Where oidc-client-ts keeps a signed-in user: `oidc.user:<authority>:<client_id>`. */
const OIDC_USER_PREFIX = 'oidc.user:';
/**
 * A stored sign-in this close to its expiry takes the library's path instead: the library renews
 * a token 60 s before it expires (its default), and a renewal needs it loaded.
 */
export const STORED_SIGN_IN_MARGIN_MS = 60_000;

/** The stored sign-in the portal can use without the OIDC library. */
export interface StoredSignIn {
  access_token: string;
  /** Seconds since the epoch, as the library stores it. */
  expires_at: number;
  profile: { auth_time?: unknown };
}

/**
 * The portal's stored sign-in, read straight from storage (issue 22): the first screen asks the API
 * who is signed in at once, instead of after `/auth/config` and the OIDC library. Only a sign-in
 * that is whole and current counts: the portal's token (the spec's key) and the library's stored
 * user holding that same token, valid for more than the margin. Anything else (signed out, half
 * cleared, the patient app's sign-in on the same origin, expiring) returns null, and the library's
 * own path decides. The API checks the token either way: this only saves waiting.
 */
export function storedSignIn(storage: Storage = window.localStorage, now = Date.now()): StoredSignIn | null {
  try {
    const token = storage.getItem(USER_TOKEN_KEY);
    if (!token) return null;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(OIDC_USER_PREFIX)) continue;
      const user = JSON.parse(storage.getItem(key) ?? 'null') as Partial<StoredSignIn> | null;
      if (user?.access_token !== token) continue;
      if (typeof user.expires_at !== 'number') return null;
      if (user.expires_at * 1000 - now <= STORED_SIGN_IN_MARGIN_MS) return null;
      return { access_token: token, expires_at: user.expires_at, profile: user.profile ?? {} };
    }
  } catch {
    // Storage refused or a damaged entry: the library's path decides.
  }
  return null;
}
