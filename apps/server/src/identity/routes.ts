import { routes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../audit/audit';
import type { AppDeps } from '../deps';
import { defineRoute } from '../http/define-route';
import { registerEmbeddedIssuer } from './issuer/index';
import {
  patientPostLogoutUri,
  patientRedirectUri,
  portalPostLogoutUri,
  portalRedirectUri,
} from './issuer/provider';
import { signOut } from './sign-out';
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
  // The patient app's client (apps/patient under /app/). Patients stay signed in on their phone:
  // the portal's idle and absolute limits are for staff (0 = none, see docs/decisions.md).
  defineRoute(app, routes.patientAuthConfig, async () => ({
    authority: issuerUrl(config),
    client_id: config.OIDC_PATIENT_CLIENT_ID,
    audience: config.OIDC_AUDIENCE,
    scope: config.OIDC_SCOPE,
    redirect_uri: patientRedirectUri(config),
    post_logout_redirect_uri: patientPostLogoutUri(config),
    session_idle_minutes: 0,
    session_max_hours: 0,
  }));
  // Sign-out of the portal and of the patient app: the same work, each behind its own access rule.
  const signOutDeps = { db: deps.database.db, config };
  for (const def of [routes.signOut, routes.patientSignOut]) {
    defineRoute(app, def, async ({ user, request }) => {
      await signOut(signOutDeps, user, request.signIn, actorOf(request));
      return undefined;
    });
  }
  if (!config.OIDC_ISSUER) await registerEmbeddedIssuer(app, deps);
}
