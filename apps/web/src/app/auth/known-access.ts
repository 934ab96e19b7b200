import type { AccessState } from './access';

/**
 * What the person signed in on this browser may open (their access state), as the API last said:
 * boot/shell.js reads it before the portal's script arrives, and starts a screen's reads only for
 * management, whose screen it is (a patient or an expert opening /dashboard asks for nothing it
 * would be refused). Forgotten at sign-out; `signedOut` clears the token it goes with.
 */
export const KNOWN_ACCESS_KEY = 'portal-access';

export function rememberAccess(state: AccessState): void {
  try {
    window.localStorage.setItem(KNOWN_ACCESS_KEY, state);
  } catch {
    // Storage full or disabled: the frame then starts only /v3/me.
  }
}

export function forgetAccess(): void {
  try {
    window.localStorage.removeItem(KNOWN_ACCESS_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
