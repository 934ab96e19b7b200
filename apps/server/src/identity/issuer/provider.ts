import type { JWK } from 'jose';
import Provider, {
  type Configuration,
  errors,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { metadataFor } from '../metadata';
import { issuerUrl } from '../verifier';
import { findUserBySubject } from './accounts';
import { databaseAdapter } from './adapter';
import { accountClaims, SCOPE_CLAIMS } from './claims';
import { extraClientMetadata } from './extra-clients';
import { errorPage, logoutPage, signedOutPage } from './pages/oidc-pages';
import { pageLanguage, wordsFor } from './pages/words';
import { sidOf } from './session-store';

/** Scopes the portal asks for; offline_access is accepted for clients that send it (see decisions). */
const SCOPES = ['openid', 'profile', 'email', 'offline_access'];
/** The one scope of the API resource server. */
const API_SCOPE = 'api';

/**
 * The resource indicator of the API. RFC 8707 wants an absolute URI; the audience in the token is
 * OIDC_AUDIENCE either way, so a plain name like "portal-api" keeps working.
 */
export function apiResource(config: Config): string {
  return URL.canParse(config.OIDC_AUDIENCE) ? config.OIDC_AUDIENCE : `${config.PUBLIC_URL}/v3`;
}

/** A page oidc-provider draws (sign-out, errors): its request's ui_locales, else Accept-Language. */
const wordsOfCtx = (ctx: KoaContextWithOIDC) =>
  wordsFor(pageLanguage({ 'accept-language': ctx.get('accept-language') }, ctx.oidc?.params?.ui_locales));

export const portalRedirectUri = (config: Config) => `${config.PUBLIC_URL}/auth/callback`;
export const portalPostLogoutUri = (config: Config) => `${config.PUBLIC_URL}/`;
/** The patient app (apps/patient) lives under /app/ on the same origin. */
export const patientRedirectUri = (config: Config) => `${config.PUBLIC_URL}/app/callback`;
export const patientPostLogoutUri = (config: Config) => `${config.PUBLIC_URL}/app/`;

/**
 * Cookie names: over https the session and interaction cookies are `__Host-` (Secure, Path=/, no
 * Domain: the browser refuses them otherwise, so no subdomain or plain-http page can set or shadow
 * them). oidc-provider scopes the resume cookie to `/oidc/auth/<uid>`, which `__Host-` forbids, so
 * it is `__Secure-`. Browsers refuse both prefixes without Secure, so plain http keeps plain names.
 */
export function cookieNames(config: Pick<Config, 'PUBLIC_URL'>) {
  return config.PUBLIC_URL.startsWith('https:')
    ? {
        session: '__Host-portal_session',
        interaction: '__Host-portal_interaction',
        resume: '__Secure-portal_resume',
      }
    : { session: '_portal_session', interaction: '_portal_interaction', resume: '_portal_resume' };
}

/** Lifetimes in seconds. Sessions and refresh tokens cover a working day; see docs/decisions.md. */
const WORKDAY = 12 * 60 * 60;

export interface IssuerKeys {
  signing: JWK[];
  cookies: string[];
}

/**
 * The embedded OpenID Connect issuer: authorization code + PKCE (S256) for the portal only, JWT
 * access tokens for the API carrying the identity metadata claim computed from the users row at
 * issuance, refresh tokens rotated on every use, and all state in the database.
 */
export function createProvider(config: Config, db: Db, keys: IssuerKeys): Provider {
  const resource = apiResource(config);
  const portal = config.PUBLIC_URL;

  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    jwks: { keys: keys.signing as never },
    cookies: {
      keys: keys.cookies,
      names: cookieNames(config),
      long: { httpOnly: true, sameSite: 'lax', signed: true, path: '/' },
      // Path "/" so both /login and /register (outside /oidc) receive the interaction cookie.
      short: { httpOnly: true, sameSite: 'lax', signed: true, path: '/' },
    },
    clients: [
      {
        client_id: config.OIDC_CLIENT_ID,
        client_name: 'Recovery Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [portalRedirectUri(config)],
        post_logout_redirect_uris: [portalPostLogoutUri(config)],
      },
      {
        // The patient app: a public client of its own, same rules (code + PKCE, rotating refresh).
        client_id: config.OIDC_PATIENT_CLIENT_ID,
        client_name: 'Recovery app',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [patientRedirectUri(config)],
        post_logout_redirect_uris: [patientPostLogoutUri(config)],
      },
      ...config.OIDC_EXTRA_CLIENTS.map(extraClientMetadata),
    ],
    responseTypes: ['code'],
    // Browsers may call the token endpoint from the portal's own origin only.
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    pkce: { required: () => true },
    scopes: SCOPES,
    claims: SCOPE_CLAIMS,
    // The ID token carries the profile so the portal needs no userinfo call.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const row = await findUserBySubject(db, sub);
      // A disabled account cannot sign in, refresh or get new tokens.
      if (!row?.active) return undefined;
      return {
        accountId: row.subject,
        claims: async () => accountClaims(row),
      };
    },
    async extraTokenClaims(ctx, token) {
      if (!('accountId' in token) || !token.accountId) return undefined;
      const row = await findUserBySubject(db, token.accountId);
      if (!row) return undefined;
      // Which sign-in the token belongs to, so the API can end idle sessions (identity/sessions.ts):
      // the issuer session and the sign-in time, both kept by every refresh. oidc-provider puts its
      // `sid` only for logout-channel clients, so the sid is a hash of the session's internal uid.
      const { AuthorizationCode: code, RefreshToken: refresh } = ctx.oidc.entities;
      const authTime = code?.authTime ?? refresh?.authTime;
      const sessionUid = 'sessionUid' in token ? token.sessionUid : undefined;
      return {
        // Fresh from the row at every issuance, so a refresh picks up a cleared wizard flag.
        [config.OIDC_CLAIM_NAMESPACE]: metadataFor(row),
        ...(sessionUid ? { sid: sidOf(sessionUid) } : {}),
        ...(typeof authTime === 'number' ? { auth_time: authTime } : {}),
      };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, indicator) {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: config.OIDC_AUDIENCE,
            accessTokenTTL: config.OIDC_ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutPage(wordsOfCtx(ctx), form);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage(wordsOfCtx(ctx), `${portal}/`);
        },
      },
    },
    // First-party portal: every code it gets also yields a rotating refresh token (no consent screen).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    loadExistingGrant: (ctx) => autoGrant(ctx, resource),
    interactions: {
      policy: signInPolicy(),
      url: (_ctx, interaction) => `/login?uid=${encodeURIComponent(interaction.uid)}`,
    },
    ttl: {
      AccessToken: config.OIDC_ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: config.OIDC_ACCESS_TOKEN_TTL_SECONDS,
      Interaction: 60 * 60,
      Session: WORKDAY,
      Grant: WORKDAY,
      RefreshToken: WORKDAY,
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      const w = wordsOfCtx(ctx);
      const message =
        out.error === 'session_not_found' || out.error === 'invalid_request'
          ? w.say('signInError.linkExpired')
          : w.say('signInError.requestFailed');
      ctx.body = errorPage(w, `${portal}/`, message);
    },
  };

  const provider = new Provider(issuerUrl(config), configuration);
  // Behind the mount the Host and protocol are set from PUBLIC_URL (see mount.ts).
  provider.proxy = true;
  return provider;
}

/**
 * oidc-provider's prompts, plus one: a session whose account is gone or disabled (findAccount
 * answers nothing) asks for the password again. Without it the session still counts as signed in,
 * no grant is loaded, and the consent check fails with a 500 (issue 19).
 */
function signInPolicy() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('account_unavailable', 'the signed-in account is unavailable', (ctx) =>
        ctx.oidc.session?.accountId && !ctx.oidc.account
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT,
      ),
    );
  return policy;
}

/**
 * The portal is the product's own client: the user is never asked to consent. The grant covers the
 * scopes asked for and the API resource.
 */
async function autoGrant(ctx: KoaContextWithOIDC, resource: string) {
  const { oidc } = ctx;
  const accountId = oidc.session?.accountId;
  const clientId = oidc.client?.clientId;
  if (!accountId || !clientId || !oidc.session) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (grant && grant.accountId !== accountId) grant = undefined;
  grant ??= new oidc.provider.Grant({ clientId, accountId });
  const requested = String(oidc.params?.scope ?? 'openid')
    .split(' ')
    .filter((s) => SCOPES.includes(s));
  grant.addOIDCScope(requested.join(' '));
  grant.addResourceScope(resource, API_SCOPE);
  await grant.save();
  return grant;
}
