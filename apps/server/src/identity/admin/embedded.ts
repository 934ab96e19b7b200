import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { endAccountAtIssuer } from '../issuer/session-store';
import { hashPassword } from '../passwords';
import type { IdentityAdmin } from './identity-admin';

/**
 * The embedded issuer keeps its accounts in the users table: a new account is a subject and an
 * argon2id hash for the caller to insert. Metadata and the block flag are read from that row
 * whenever the issuer signs someone in or issues a token, so there is nothing remote to update.
 * Blocking ends what the issuer holds for the account (sessions, grants, refresh tokens): its
 * browsers meet the sign-in page on their next step, never a session that points at nobody.
 */
export function createEmbeddedIdentityAdmin(db: Db): IdentityAdmin {
  return {
    kind: 'embedded',
    async createAccount({ password }) {
      return { subject: `portal|${randomUUID()}`, passwordHash: await hashPassword(password) };
    },
    async updateMetadata() {},
    async setBlocked(subject, blocked, tx) {
      if (blocked) await endAccountAtIssuer(tx ?? db, subject);
    },
    async deleteAccount() {},
  };
}
