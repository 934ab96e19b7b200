import { messages } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { issuerUrl, type VerifyToken } from '../verifier';
import { findUserBySubject } from './accounts';
import { claimsForScopes } from './claims';
import { extraClientOrigins } from './extra-clients';
import { signInGrantId } from './grants';
import { OIDC_PREFIX } from './mount';

export const USERINFO_PATH = `${OIDC_PREFIX}/me`;

/**
 * The issuer's userinfo endpoint (OIDC Core §5.3) for the access tokens it issues: JWTs for the API
 * audience, which oidc-provider's own userinfo refuses (it reads only opaque tokens without an
 * audience; decisions.md, issue 24). It answers where discovery says, in front of the mounted
 * provider, and accepts a token when
 * - the API would (the app's authentication runs first, `access: 'signed-in'`: signature, issuer,
 *   audience, expiry, an active account, a sign-in not ended or idle), and
 * - the sign-in still holds the token's client's grant at the issuer (none after a sign-out or an
 *   RP-initiated logout), whose OpenID scopes choose the claims, as they do in the ID token.
 * Refusals carry the RFC 6750 challenge standard clients read, beside the usual error body.
 */
export function registerUserinfo(
  app: FastifyInstance,
  deps: { config: Config; db: Db; provider: Provider; verify: VerifyToken },
) {
  const { config, db, provider, verify } = deps;
  const realm = issuerUrl(config);
  const origins = extraClientOrigins(config);
  const refuse = (description: string) =>
    new HttpError(401, messages.unauthorized, undefined, {
      'www-authenticate': `Bearer realm="${realm}", error="invalid_token", error_description="${description}"`,
    });

  app.route({
    method: ['GET', 'POST'],
    url: USERINFO_PATH,
    schema: { hide: true },
    config: { access: 'signed-in' },
    onSend: async (request, reply, payload) => {
      void reply.header('cache-control', 'no-store');
      // The app's authentication refuses with its own body; add the challenge a client reads.
      if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate')) {
        void reply.header('www-authenticate', `Bearer realm="${realm}", error="invalid_token"`);
      }
      // A clinic tool's page may read the profile from its own origin (the provider's rule).
      const origin = request.headers.origin;
      if (origin && origins.has(origin)) {
        void reply
          .header('access-control-allow-origin', origin)
          .header('access-control-expose-headers', 'WWW-Authenticate')
          .header('vary', 'Origin');
      }
      return payload;
    },
    handler: async (request) => {
      const claims = await verify(bearerOf(request));
      const clientId = typeof claims.client_id === 'string' ? claims.client_id : undefined;
      const sid = request.signIn.sid;
      if (!clientId || !sid) throw refuse('the token names no sign-in');
      const client = await provider.Client.find(clientId);
      const grantId = client ? await signInGrantId(db, claims.sub, sid, clientId) : undefined;
      const grant = grantId ? await provider.Grant.find(grantId) : undefined;
      if (!grant || grant.accountId !== claims.sub || grant.clientId !== clientId) {
        throw refuse('the sign-in of this token has ended');
      }
      const scopes = new Set(grant.getOIDCScope().split(' '));
      if (!scopes.has('openid')) {
        throw new HttpError(403, messages.forbidden, undefined, {
          'www-authenticate': `Bearer realm="${realm}", error="insufficient_scope", scope="openid"`,
        });
      }
      const row = await findUserBySubject(db, claims.sub);
      if (!row?.active) throw refuse('the account is disabled');
      return claimsForScopes(row, scopes);
    },
  });
}

/** The bearer token the app's authentication already accepted for this request. */
function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}
