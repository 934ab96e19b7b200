import type { UserManager } from 'oidc-client-ts';

/** The OIDC client the server names for an app (GET /auth/config, GET /auth/app-config). */
export interface OidcClientConfig {
  authority: string;
  client_id: string;
  scope: string;
  redirect_uri: string;
  post_logout_redirect_uri: string;
  extra_query_params?: Record<string, string>;
  extra_token_params?: Record<string, string>;
}

/**
 * The app's one UserManager, made on first use from the configuration the server gives, so any
 * OIDC issuer works. The OIDC library (16 KB gzip) arrives beside that configuration, not in the
 * first download. A failed load is not kept: the next call asks again.
 */
export function userManagerFromServer<C extends OidcClientConfig>(
  readConfig: () => Promise<Response>,
  onConfig: (config: C) => void = () => undefined,
): () => Promise<UserManager> {
  let manager: Promise<UserManager> | undefined;
  return () => {
    manager ??= (async () => {
      const [res, { UserManager, WebStorageStateStore }] = await Promise.all([
        readConfig(),
        import('oidc-client-ts'),
      ]);
      if (!res.ok) throw new Error(`auth config: HTTP ${res.status}`);
      const config = (await res.json()) as C;
      onConfig(config);
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
  };
}
