import { routes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/define-route';
import { registerEmbeddedIssuer } from './issuer/index';
import { portalPostLogoutUri, portalRedirectUri } from './issuer/provider';
import { issuerUrl } from './verifier';

/**
 * Identity on this server: GET /auth/config for the portal's OIDC client, and the embedded issuer
 * unless OIDC_ISSUER names an external one.
 */
export async function registerIdentity(app: FastifyInstance, deps: AppDeps) {
  const { config } = deps;
  defineRoute(app, routes.authConfig, async () => ({
    authority: issuerUrl(config),
    client_id: config.OIDC_CLIENT_ID,
    audience: config.OIDC_AUDIENCE,
    scope: config.OIDC_SCOPE,
    redirect_uri: portalRedirectUri(config),
    post_logout_redirect_uri: portalPostLogoutUri(config),
    session_idle_minutes: config.SESSION_IDLE_MINUTES,
    session_max_hours: config.SESSION_MAX_HOURS,
  }));
  if (!config.OIDC_ISSUER) await registerEmbeddedIssuer(app, deps);
}
