import { FHIR_SERVED_TYPES } from '@portal/contracts';

/**
 * SMART system scopes, read only: `system/*.read` or `system/<Type>.read`. A system is registered
 * with some; a token grants those of its request that the registration covers.
 */

const SCOPE = /^system\/(\*|[A-Za-z]+)\.read$/;

/** The type a scope names (`*` for all), or undefined for a scope we do not grant. */
function typeOf(scope: string): string | undefined {
  const type = SCOPE.exec(scope)?.[1];
  if (!type) return undefined;
  return type === '*' || (FHIR_SERVED_TYPES as readonly string[]).includes(type) ? type : undefined;
}

/** Whether these scopes let their holder read this type. */
export function scopesAllow(scopes: readonly string[], type: string): boolean {
  return scopes.some((s) => {
    const t = typeOf(s);
    return t === '*' || t === type;
  });
}

/**
 * What a token request is granted: each scope asked for that the registration covers, and for
 * `system/*.read` asked of a system registered with narrower scopes, those narrower ones (a server
 * may grant less than asked, RFC 6749 §3.3; the token's `scope` says what was granted). Other
 * scopes (`openid`, a write) are left out.
 */
export function grantedScopes(requested: readonly string[], registered: readonly string[]): string[] {
  const granted = new Set<string>();
  for (const scope of requested) {
    const type = typeOf(scope);
    if (!type) continue;
    if (type === '*') {
      for (const r of registered) if (typeOf(r)) granted.add(r);
    } else if (scopesAllow(registered, type)) {
      granted.add(scope);
    }
  }
  // `system/*.read` and a type's scope both granted: the wider says it all.
  return granted.has('system/*.read') ? ['system/*.read'] : [...granted].sort();
}
