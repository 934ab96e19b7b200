import { randomUUID } from 'node:crypto';
import { hashPassword } from '../passwords';
import type { IdentityAdmin } from './identity-admin';

/**
 * The embedded issuer keeps its accounts in the users table: a new account is a subject and an
 * argon2id hash for the caller to insert. Metadata and the block flag are read from that row
 * whenever the issuer signs someone in or issues a token, so there is nothing remote to update.
 */
export function createEmbeddedIdentityAdmin(): IdentityAdmin {
  return {
    kind: 'embedded',
    async createAccount({ password }) {
      return { subject: `portal|${randomUUID()}`, passwordHash: await hashPassword(password) };
    },
    async updateMetadata() {},
    async setBlocked() {},
    async deleteAccount() {},
  };
}
