import { USER_TOKEN_KEY } from '@portal/contracts';
import type { UserManager } from 'oidc-client-ts';

/** What the server tells the portal about the issuer it trusts (GET /auth/config). */
export interface AuthConfig {
  authority: string;
  client_id: string;
  audience: string;
  scope: string;
  redirect_uri: string;
  post_logout_redirect_uri: string;
  extra_query_params?: Record<string, string>;
  extra_token_params?: Record<string, string>;
  session_idle_minutes: number;
  session_max_hours: number;
}

let manager: Promise<UserManager> | undefined;
/** The session limits the server enforces; the portal's own timer signs out at the same limits. */
export const sessionLimits = { idleMinutes: 15, maxHours: 12 };

/** One UserManager for the app, configured from the server so any OIDC issuer works. */
export function getUserManager(): Promise<UserManager> {
  manager ??= (async () => {
    // The OIDC library (16 KB gzip) arrives beside the configuration, not in the first download.
    const [res, { UserManager, WebStorageStateStore }] = await Promise.all([
      fetch('/auth/config', { headers: { Accept: 'application/json' } }),
      import('oidc-client-ts'),
    ]);
    if (!res.ok) throw new Error(`auth config: HTTP ${res.status}`);
    const config = (await res.json()) as AuthConfig;
    if (config.session_idle_minutes > 0) sessionLimits.idleMinutes = config.session_idle_minutes;
    if (config.session_max_hours > 0) sessionLimits.maxHours = config.session_max_hours;
    return new UserManager({
      authority: config.authority,
      client_id: config.client_id,
      redirect_uri: config.redirect_uri,
      post_logout_redirect_uri: config.post_logout_redirect_uri,
      response_type: 'code',
      scope: config.scope,
      extraQueryParams: config.extra_query_params ?? {},
      extraTokenParams: config.extra_token_params ?? {},
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      automaticSilentRenew: true,
      loadUserInfo: false,
    });
  })();
  manager.catch(() => {
    manager = undefined;
  });
  return manager;
}

/** The access token, kept locally under the spec's key (spec §3 stored state). */
export const tokenStore = {
  get: () => window.localStorage.getItem(USER_TOKEN_KEY),
  set: (token: string) => window.localStorage.setItem(USER_TOKEN_KEY, token),
  clear: () => window.localStorage.removeItem(USER_TOKEN_KEY),
};
