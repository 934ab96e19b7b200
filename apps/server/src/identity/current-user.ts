// `schema: { hide: true }` on routes is typed by @fastify/swagger's augmentation of Fastify; load it
// with the other route-option types, so a program that compiles only part of the server (the
// portal's e2e type check) knows it too.
import type {} from '@fastify/swagger';
import type { Access } from '@portal/contracts';
import type { Language } from '@portal/i18n';

// The caller of a request, set by the authenticate plugin; declared here so every file that
// knows CurrentUser also knows request.currentUser.
declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser;
    /** Which sign-in the caller's token belongs to, for the sign-out routes. */
    signIn: SignInOf;
  }
  interface FastifyContextConfig {
    access?: Access;
    routePath?: string;
  }
}

/** The signed-in caller. Roles and the center come from the access token alone (decisions.md §3). */
export interface CurrentUser {
  /** The issuer's subject, e.g. "portal|9f…" or "auth0|abc". */
  subject: string;
  /** The subject in underscore form ("auth0|abc" -> "auth0_abc"), the id the portal and chat use. */
  id: string;
  /** Our users row. */
  userId: string;
  email: string;
  name: string;
  centerId: string | null;
  isOwner: boolean;
  isSupport: boolean;
  isExpert: boolean;
  isPatient: boolean;
  wizard: boolean;
  /**
   * The language the user chose, read with the account on every call (no extra query): it picks the
   * language of what the server answers (http/language.ts). Absent or null: Accept-Language decides.
   */
  language?: Language | null;
}

/** The sign-in behind a token: where its sign-out is recorded, and the issuer session it names. */
export interface SignInOf {
  /** portal_sessions key (identity/sessions.ts signOutKeyOf). */
  key: string;
  /** The token's `sid`: the embedded issuer's session (identity/issuer/session-store.ts). */
  sid: string | null;
}

export const toUserId = (subject: string) => subject.replace(/[|:]/g, '_');

export const isStaff = (u: CurrentUser) => !!u.centerId && !u.isPatient && !u.isExpert && !u.isSupport;
export const isOwner = (u: CurrentUser) => isStaff(u) && u.isOwner;
export const isExpertOrSupport = (u: CurrentUser) => !!u.centerId && (u.isExpert || u.isSupport);
/** Chat moderators: owners and platform support (decisions.md §3). */
export const isModerator = (u: CurrentUser) => isOwner(u) || u.isSupport;

export function roleOf(u: CurrentUser): string {
  if (u.isPatient) return 'patient';
  if (u.isSupport) return 'support';
  if (u.isExpert) return 'expert';
  if (u.isOwner) return 'owner';
  return 'staff';
}

/** Whether a caller may use a route of the given access level. */
export function mayAccess(access: Access, u: CurrentUser): boolean {
  switch (access) {
    case 'public':
    case 'signed-in':
      return true;
    case 'staff':
      return isStaff(u);
    case 'owner':
      return isOwner(u);
    case 'chat':
      return !!u.centerId;
    case 'patient':
      return u.isPatient && !!u.centerId;
  }
}
