import formbody from '@fastify/formbody';
import { FHIR_SYSTEM_SCOPES, messages, routes } from '@portal/contracts';
import type { FastifyError } from 'fastify';
import { actorOf } from '../../../audit/audit';
import { defineRoute } from '../../../http/define-route';
import { issuerUrl } from '../../../identity/verifier';
import type { ModuleRegistrar } from '../../registrar';
import * as service from './service';
import { systemAuthenticator } from './system-caller';
import { ASSERTION_ALGORITHMS, type IssuedToken, issueSystemToken, OAuthError, tokenUrl } from './token';

/**
 * SMART Backend Services (issue 40 item 3): the owners' registration routes (/v3, in the route
 * table), the token endpoint and the SMART configuration under /fhir/R4 (FHIR's, hidden from the
 * OpenAPI document like the rest of it), and `app.authenticateSystem`, which the FHIR API's caller
 * resolution asks first (modules/fhir-api/caller.ts). Register before the FHIR API.
 */
/** Token requests one address may make a minute (the endpoint is open to anyone). */
export const TOKEN_REQUESTS_PER_MINUTE = 60;

export const registerFhirSystems: ModuleRegistrar = async (app, { database: { db }, config }) => {
  defineRoute(app, routes.listFhirSystems, ({ user }) => service.listSystems(db, config, user));
  defineRoute(app, routes.createFhirSystem, ({ user, request, body }) =>
    service.createSystem(db, config, user, actorOf(request), body),
  );
  defineRoute(app, routes.disableFhirSystem, ({ user, request, params }) =>
    service.disableSystem(db, user, actorOf(request), params.system_id),
  );

  app.decorate('authenticateSystem', systemAuthenticator(config, db));

  const hidden = { schema: { hide: true } };
  let externalTokenEndpoint: Promise<string | null> | undefined;
  /** Where a system gets its token: ours, or the external issuer's (from its discovery document). */
  const tokenEndpoint = () => {
    if (!config.OIDC_ISSUER) return Promise.resolve(tokenUrl(config));
    externalTokenEndpoint ??= fetch(
      `${issuerUrl(config).replace(/\/$/, '')}/.well-known/openid-configuration`,
    )
      .then(async (r) => ((await r.json()) as { token_endpoint?: string }).token_endpoint ?? null)
      .catch(() => {
        externalTokenEndpoint = undefined;
        return null;
      });
    return externalTokenEndpoint;
  };

  // Public, as SMART asks: a system discovers where and how to get a token before it has one.
  app.get('/fhir/R4/.well-known/smart-configuration', hidden, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send({
      issuer: issuerUrl(config),
      token_endpoint: await tokenEndpoint(),
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ASSERTION_ALGORITHMS,
      grant_types_supported: ['client_credentials'],
      scopes_supported: FHIR_SYSTEM_SCOPES,
      capabilities: ['client-confidential-asymmetric'],
    }),
  );

  // With an external issuer, systems get their tokens there: no token endpoint here.
  if (config.OIDC_ISSUER) return;
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    // Every refusal in RFC 6749 §5.2's shape, never cached.
    const oauthError = (reply: import('fastify').FastifyReply, e: OAuthError) =>
      reply
        .status(e.statusCode)
        .header('cache-control', 'no-store')
        .header('pragma', 'no-cache')
        .send({ error: e.error, error_description: e.message });
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof OAuthError) return oauthError(reply, error);
      if (error.statusCode && error.statusCode < 500) {
        return oauthError(reply, new OAuthError(400, 'invalid_request', error.message));
      }
      request.log.error({ err: error }, 'token endpoint failed');
      return reply.status(500).send({ error: 'server_error' });
    });
    // 60 token requests a minute per address: the endpoint is open (a system has no token yet) and
    // each call verifies a signature and may fetch a key set. Shared by every instance with Redis.
    const limited = scope.createRateLimit({
      max: TOKEN_REQUESTS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `fhir-token:ip:${request.ip}`,
    });
    scope.addHook('onRequest', async (request, reply) => {
      const result = await limited(request);
      if (!('isExceeded' in result) || !result.isExceeded) return;
      return reply
        .status(429)
        .header('retry-after', String(Math.max(1, result.ttlInSeconds ?? 1)))
        .header('cache-control', 'no-store')
        .send({ error: 'invalid_request', error_description: messages.tooManyRequests });
    });
    scope.post('/fhir/R4/auth/token', hidden, async (request, reply) => {
      const issued: IssuedToken = await issueSystemToken(
        { config, db },
        (request.body ?? {}) as Record<string, unknown>,
        (system) => ({
          subject: `fhir-system:${system.id}`,
          role: 'system',
          centerId: system.centerId,
          ip: request.ip ?? null,
          requestId: request.id ?? null,
        }),
      );
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(issued);
    });
  });
};
