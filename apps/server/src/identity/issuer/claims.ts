import type { UserRow } from './accounts';

/**
 * Which profile claims each scope releases, in the ID token and at userinfo alike (OIDC Core §5.4).
 * `sub` is always released.
 */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name'],
  email: ['email', 'email_verified'],
} as const satisfies Record<string, readonly string[]>;

/** Every profile claim of an account; the scopes of a token choose which of them it may read. */
export function accountClaims(row: UserRow) {
  return {
    sub: row.subject,
    email: row.email,
    email_verified: true,
    name: `${row.firstName} ${row.lastName}`.trim() || row.email,
    given_name: row.firstName,
    family_name: row.lastName,
  };
}

/** The claims of an account that the granted scopes release. */
export function claimsForScopes(row: UserRow, scopes: ReadonlySet<string>): Record<string, unknown> {
  const all: Record<string, unknown> = accountClaims(row);
  const released: Record<string, unknown> = { sub: all.sub };
  for (const [scope, names] of Object.entries(SCOPE_CLAIMS)) {
    if (!scopes.has(scope)) continue;
    for (const name of names) released[name] = all[name];
  }
  return released;
}
