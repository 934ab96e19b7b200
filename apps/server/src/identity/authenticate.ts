import { type Access, LAST_ACTIVITY_HEADER, messages, SESSION_ENDED_ERROR } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { storedLanguage } from '../http/language';
import { hooksOf } from '../http/route-hooks';
import { createCallerLookup } from './caller-lookup';
import { type CurrentUser, mayAccess, type SignInOf, toUserId } from './current-user';
import { provisionExternalUser } from './provision';
import {
  activityOf,
  checkSession,
  endMessage,
  policyOf,
  reasonOf,
  type SessionRef,
  sessionRefOf,
  signOutKeyOf,
} from './sessions';
import { VerifiedTokens } from './verified-tokens';
import { type IdentityMetadata, readMetadata, type TokenClaims, type VerifyToken } from './verifier';

/** What a verified token says, kept with it until it expires (verified-tokens.ts). */
interface TokenFacts {
  claims: TokenClaims;
  meta: IdentityMetadata;
  signIn: Readonly<SignInOf>;
  ref: SessionRef | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Authenticates a request as a route of this access level would (token, account, session,
     * role): sets and returns `request.currentUser`, or throws the 401/403 HttpError.
     */
    authenticateAs(request: FastifyRequest, access: Exclude<Access, 'public'>): Promise<CurrentUser>;
  }
}

/** Routes under /v3/treatment_centers/{id}: the path id must be the caller's own center (decisions.md §3). */
const CENTER_PATH = '/v3/treatment_centers/{id}';

/**
 * Resolves the caller of every non-public route: a valid bearer token, a known and active user,
 * and the route's access level. Runs before validation so an anonymous caller learns nothing.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; db: Db; verify: VerifyToken; now?: () => Date }) => {
    const { config, db, verify } = opts;
    const now = opts.now ?? (() => new Date());
    const policy = policyOf(config);
    const verified = new VerifiedTokens<TokenFacts>();
    // The caller's account and the session row of its token, read on every request (no cache: it
    // would delay a disabled account's refusal, decisions.md §3); concurrent callers share one
    // statement (caller-lookup.ts).
    const lookupCaller = createCallerLookup(db);
    app.decorateRequest('currentUser', null as unknown as CurrentUser);
    app.decorateRequest('signIn', null as unknown as SignInOf);

    const authenticateAs = async (request: FastifyRequest, access: Exclude<Access, 'public'>) => {
      const user = await resolve(request);
      if (!mayAccess(access, user.user)) throw forbidden();
      request.currentUser = user.user;
      request.signIn = user.signIn;
      return user.user;
    };
    // For routes outside the contracts table that choose their caller themselves (the FHIR API's
    // caller resolution, modules/fhir-api/caller.ts): the same checks as a table route's.
    app.decorate('authenticateAs', authenticateAs);

    const authenticate = async (request: FastifyRequest) => {
      const access = request.routeOptions.config?.access;
      if (!access || access === 'public') return;
      await authenticateAs(request, access);
    };

    const ownCenterOnly = async (request: FastifyRequest) => {
      if (!request.currentUser) return;
      const { id } = request.params as { id?: string };
      if (id !== request.currentUser.centerId) throw forbidden();
    };

    // On the routes that need them, not on every request: a public route (health, the issuer's
    // configuration, the pages) pays no authentication hook at all (issue 23, goal 5b). A route's
    // own hooks run after the app's (security headers, request id) and before validation, so an
    // anonymous caller still learns nothing; the rate limits' preHandler, added by their own
    // onRoute hook after this one, still runs after the caller is known.
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (!access || access === 'public') return;
      route.onRequest = [...hooksOf(route.onRequest), authenticate];
      if (route.config?.routePath?.startsWith(CENTER_PATH)) {
        route.preHandler = [...hooksOf(route.preHandler), ownCenterOnly];
      }
    });

    /** A 401 the portal shows as the reason it signed out (idle, signed out elsewhere, disabled). */
    const ended = (message: string) =>
      new HttpError(401, message, undefined, {
        'www-authenticate': `Bearer error="invalid_token", error_description="${SESSION_ENDED_ERROR}"`,
      });

    /** The token's facts: from the cache, or verified now (an invalid token is a plain 401). */
    async function factsOf(token: string): Promise<TokenFacts> {
      const key = verified.keyOf(token);
      const known = verified.get(key, Date.now());
      if (known) return known;
      let claims: TokenClaims;
      try {
        claims = await verify(token);
      } catch {
        throw unauthorized();
      }
      const meta = readMetadata(claims, config.OIDC_CLAIM_NAMESPACE);
      // Patients' app tokens have no idle rule; every other role's token does, when the issuer says
      // which sign-in it belongs to (identity/sessions.ts). Every token has a key under which a
      // sign-out is recorded, read in the same query as the account (issue 19).
      const signIn = Object.freeze({
        key: signOutKeyOf(claims, token),
        sid: typeof claims.sid === 'string' && claims.sid ? claims.sid : null,
      });
      const facts: TokenFacts = { claims, meta, signIn, ref: meta.patient ? null : sessionRefOf(claims) };
      verified.set(key, facts, typeof claims.exp === 'number' ? claims.exp * 1000 : undefined, Date.now());
      return facts;
    }

    async function resolve(request: FastifyRequest): Promise<{ user: CurrentUser; signIn: SignInOf }> {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) throw unauthorized();
      const { claims, meta, signIn, ref } = await factsOf(token);
      const found = await lookupCaller(claims.sub, signIn.key);
      // An external issuer's users get their row on their first call; the embedded issuer only
      // signs tokens for rows it has, so an unknown subject there stays refused.
      const row = found ?? (config.OIDC_ISSUER ? await provisionExternalUser(db, claims, meta) : undefined);
      if (!row) throw unauthorized();
      // A disabled account is refused on its next call, whatever its token says (decisions.md §3),
      // and told why, so its browser shows it instead of trying a sign-in that cannot work.
      if (!row.active) throw ended(messages.accountDisabled);
      if (!ref && found?.session?.endedAt)
        throw ended(endMessage(reasonOf(found.session.endedReason), config));
      if (ref) {
        const at = now();
        const over = await checkSession(
          db,
          {
            ref,
            userId: row.id,
            row: found?.session ?? undefined,
            activity: activityOf(request.headers[LAST_ACTIVITY_HEADER], at),
            now: at,
          },
          policy,
        );
        if (over) throw ended(endMessage(over, config));
      }
      const user: CurrentUser = {
        subject: claims.sub,
        id: toUserId(claims.sub),
        userId: row.id,
        email: row.email,
        name: `${row.firstName} ${row.lastName}`.trim() || row.email,
        centerId: meta.treatment_center_id,
        // A demotion takes effect on the next call, not when the token expires: the embedded issuer's
        // account row can only take the owner seat away, never grant one the token lacks.
        isOwner: meta.is_owner && (config.OIDC_ISSUER ? true : row.isOwner),
        isSupport: meta.support,
        isExpert: meta.is_expert,
        isPatient: meta.patient,
        wizard: meta.wizard,
        language: storedLanguage(row.language),
      };
      return { user, signIn };
    }
  },
);
