import type { IdentityMetadata } from '../verifier';
import { type IdentityAdmin, IdentityAdminError } from './identity-admin';

export interface Auth0Options {
  /** The tenant's domain, `tenant.us.auth0.com`, or a full URL (a custom domain, a test server). */
  domain: string;
  /** A machine-to-machine application allowed create:users, update:users, delete:users. */
  clientId: string;
  clientSecret: string;
  /** The database connection staff accounts live in. */
  connection: string;
  /** Management API audience; defaults to `https://<domain>/api/v2/`. */
  audience?: string;
  /** Per request; the Management API is usually fast, a hung call must not hold a request. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface TokenResponse {
  access_token: string;
  expires_in: number;
}

/**
 * The Auth0 Management API v2 behind the IdentityAdmin interface.
 * - createAccount: POST /api/v2/users in the configured connection, with the metadata claim in
 *   `app_metadata` (an Auth0 Action copies app_metadata into the namespaced access-token claim).
 * - updateMetadata: PATCH /api/v2/users/{id} { app_metadata } (Auth0 merges top-level keys).
 * - setBlocked: PATCH /api/v2/users/{id} { blocked }.
 * - deleteAccount: DELETE /api/v2/users/{id}.
 * The management token comes from the client-credentials grant and is reused until a minute before
 * it expires; a 401 drops it and retries once. 429 and 5xx are retried once after a short pause.
 */
export function createAuth0IdentityAdmin(options: Auth0Options): IdentityAdmin {
  const base = (/^https?:\/\//.test(options.domain) ? options.domain : `https://${options.domain}`).replace(
    /\/$/,
    '',
  );
  const audience = options.audience ?? `${base}/api/v2/`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | undefined;

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new IdentityAdminError('unavailable', `Auth0 did not answer: ${(error as Error).message}`);
    }
  }

  async function managementToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const res = await call(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
        audience,
      }),
    });
    if (!res.ok)
      throw new IdentityAdminError('failed', `Auth0 token request failed (${res.status})`, res.status);
    const body = (await res.json()) as TokenResponse;
    token = { value: body.access_token, expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function api(method: string, path: string, body?: unknown): Promise<Response> {
    let refreshed = false;
    let retried = false;
    for (;;) {
      const res = await call(`${base}/api/v2${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await managementToken()}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        token = undefined;
        continue;
      }
      if ((res.status === 429 || res.status >= 500) && !retried) {
        retried = true;
        const after = Number(res.headers.get('retry-after'));
        await new Promise((r) =>
          setTimeout(r, Number.isFinite(after) && after > 0 ? Math.min(after, 5) * 1000 : 300),
        );
        continue;
      }
      return res;
    }
  }

  async function fail(res: Response, what: string): Promise<never> {
    const detail = (await res.json().catch(() => ({}))) as { message?: string; errorCode?: string };
    if (res.status === 409) throw new IdentityAdminError('conflict', detail.message ?? 'user exists', 409);
    if (res.status === 400) {
      throw new IdentityAdminError('rejected', detail.message ?? `${what} was rejected`, 400);
    }
    throw new IdentityAdminError('failed', `${what} failed (${res.status})`, res.status);
  }

  const userPath = (subject: string) => `/users/${encodeURIComponent(subject)}`;

  return {
    kind: 'auth0',
    async createAccount({ email, password, firstName, lastName, metadata }) {
      const res = await api('POST', '/users', {
        connection: options.connection,
        email,
        password,
        given_name: firstName,
        family_name: lastName,
        name: `${firstName} ${lastName}`,
        email_verified: false,
        verify_email: true,
        app_metadata: metadata,
      });
      if (!res.ok) return fail(res, 'Creating the account');
      const user = (await res.json()) as { user_id?: string };
      if (!user.user_id) throw new IdentityAdminError('failed', 'Auth0 answered without user_id');
      return { subject: user.user_id, passwordHash: null };
    },
    async updateMetadata(subject, metadata: Partial<IdentityMetadata>) {
      const res = await api('PATCH', userPath(subject), { app_metadata: metadata });
      if (!res.ok) await fail(res, 'Updating the account');
    },
    async setBlocked(subject, blocked) {
      const res = await api('PATCH', userPath(subject), { blocked });
      if (!res.ok) await fail(res, 'Blocking the account');
    },
    async deleteAccount(subject) {
      const res = await api('DELETE', userPath(subject));
      // Already gone is what we wanted.
      if (!res.ok && res.status !== 404) await fail(res, 'Deleting the account');
    },
  };
}
