import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createAuth0IdentityAdmin } from './auth0';
import { createEmbeddedIdentityAdmin } from './embedded';
import { type IdentityAdmin, IdentityAdminError } from './identity-admin';

export type { CreatedAccount, IdentityAdmin, NewAccount } from './identity-admin';
export { IdentityAdminError } from './identity-admin';

/**
 * The admin adapter for the configured issuer: embedded when OIDC_ISSUER is unset, Auth0 when
 * AUTH0_DOMAIN is set, otherwise none (staff accounts are then created at the provider itself and
 * add_staff_member answers 503 with a clear message).
 */
export function createIdentityAdmin(config: Config, db: Db): IdentityAdmin {
  if (config.AUTH0_DOMAIN && config.AUTH0_CLIENT_ID && config.AUTH0_CLIENT_SECRET) {
    return createAuth0IdentityAdmin({
      domain: config.AUTH0_DOMAIN,
      clientId: config.AUTH0_CLIENT_ID,
      clientSecret: config.AUTH0_CLIENT_SECRET,
      connection: config.AUTH0_CONNECTION,
      ...(config.AUTH0_AUDIENCE ? { audience: config.AUTH0_AUDIENCE } : {}),
    });
  }
  if (!config.OIDC_ISSUER) return createEmbeddedIdentityAdmin(db);
  const unavailable = async (): Promise<never> => {
    throw new IdentityAdminError('unavailable', 'no identity admin adapter is configured');
  };
  // Status and roles still change here (our API refuses a disabled user on the next call); the
  // provider's own copy must be changed there.
  return {
    kind: 'none',
    createAccount: unavailable,
    async updateMetadata() {},
    async setBlocked() {},
    async deleteAccount() {},
  };
}
