import { routes } from '@portal/contracts';
import { lastActivity, markActivity } from '../../lib/activity';
import { call, setTokenProvider } from '../../lib/http';
import { type StoredSignIn, storedSignIn, tokenStore } from './oidc';

/** Where the issuer sends the browser back after signing in (the library's path handles it). */
export const CALLBACK_PATH = '/auth/callback';

setTokenProvider(() => tokenStore.get());

export interface EarlySession {
  stored: StoredSignIn;
  /** `GET /v3/me`, started when the entry script ran, before React and the screens. */
  me: ReturnType<typeof call<typeof routes.me>>;
}

function start(): EarlySession | null {
  if (window.location.pathname === CALLBACK_PATH) return null;
  const stored = storedSignIn();
  if (!stored) return null;
  // A browser that never saw input (storage cleared) starts counting now, as a sign-in does.
  if (!lastActivity()) markActivity();
  const me = call(routes.me);
  // Read by the auth provider; a failure here is its to handle (it takes the library's path).
  me.catch(() => undefined);
  return { stored, me };
}

/**
 * Asks the API who is signed in, from the stored sign-in, as soon as this module runs (issue 22):
 * main.tsx imports it first, so the answer is on its way while React and the screen's chunk load.
 * The auth provider takes the answer once (`takeEarlySession`).
 */
let early: EarlySession | null = start();

/** The early answer, once: a later sign-in (after a sign-out, a renewal) asks again. */
export function takeEarlySession(): EarlySession | null {
  const taken = early ?? null;
  early = null;
  return taken;
}
