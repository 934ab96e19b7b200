import type { Tx } from '../../db/client';
import type { IdentityMetadata } from '../verifier';

/** A sign-in account to create at the identity provider. */
export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The metadata claim the provider will put in the account's tokens (spec §3). */
  metadata: IdentityMetadata;
}

/** What the provider answers: the subject its tokens will carry, and a hash only when we keep it. */
export interface CreatedAccount {
  subject: string;
  /** argon2id hash for the embedded issuer's users row; null when the provider keeps the password. */
  passwordHash: string | null;
}

/**
 * Account administration at the identity provider, the one thing the OIDC standard leaves out.
 * The users row (our mirror of roles and status) is written by the caller in its own transaction;
 * this adapter only talks to the provider. Two implementations:
 * - embedded: our own issuer, whose account store IS the users table (no remote call);
 * - auth0: the Auth0 Management API v2 (users, app_metadata, blocked).
 * Another provider (Keycloak admin REST, Okta users API) is one more implementation of this.
 */
export interface IdentityAdmin {
  readonly kind: 'embedded' | 'auth0' | 'none';
  /** Fails with IdentityAdminError 'conflict' when the provider already has the e-mail. */
  createAccount(account: NewAccount): Promise<CreatedAccount>;
  /** Mirrors roles and the wizard flag at the provider, for the next token it issues. */
  updateMetadata(subject: string, metadata: Partial<IdentityMetadata>): Promise<void>;
  /**
   * Blocks (or unblocks) sign-in at the provider; our API already refuses inactive users. `tx` is
   * the caller's transaction, for a provider whose store is our database (the embedded issuer).
   */
  setBlocked(subject: string, blocked: boolean, tx?: Tx): Promise<void>;
  /** Compensation: removes an account created moments ago when the local save failed. */
  deleteAccount(subject: string): Promise<void>;
}

export type IdentityAdminErrorKind = 'conflict' | 'rejected' | 'unavailable' | 'failed';

export class IdentityAdminError extends Error {
  override name = 'IdentityAdminError';
  constructor(
    readonly kind: IdentityAdminErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
