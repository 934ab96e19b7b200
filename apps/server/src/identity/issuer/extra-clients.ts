import type { ClientMetadata } from 'oidc-provider';
import type { Config, ExtraClient } from '../../config';

/**
 * A clinic's other tool as a client of the embedded issuer (OIDC_EXTRA_CLIENTS): the portal's
 * rules (code + PKCE S256, rotating refresh tokens, the API's access token), authenticated at the
 * token endpoint with its secret when it has one (a server-side tool), else public like the portal.
 */
export function extraClientMetadata(client: ExtraClient): ClientMetadata {
  return {
    client_id: client.client_id,
    client_name: client.client_name ?? client.client_id,
    application_type: 'web',
    ...(client.client_secret
      ? { client_secret: client.client_secret, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: client.redirect_uris,
    post_logout_redirect_uris: client.post_logout_redirect_uris,
  };
}

/** The origins of the extra clients' redirect addresses: the browsers allowed to read userinfo. */
export function extraClientOrigins(config: Pick<Config, 'OIDC_EXTRA_CLIENTS'>): Set<string> {
  return new Set(config.OIDC_EXTRA_CLIENTS.flatMap((c) => c.redirect_uris.map((uri) => new URL(uri).origin)));
}
