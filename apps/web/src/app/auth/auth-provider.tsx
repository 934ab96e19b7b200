import { type CurrentUserDto, routes } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { forgetActivity, lastActivity, markActivity, trackActivity } from '../../lib/activity';
import { forgetCenterZone } from '../../lib/center-zone';
import { call, onUnauthorized } from '../../lib/http';
import { texts } from '../../lib/i18n';
import { whenIdle } from '../../lib/idle';
import { prefetchFirstScreen } from '../first-screen-data';
import { accessStateOf } from './access';
import { AuthContext, type AuthValue } from './auth-context';
import { CALLBACK_PATH, takeEarlySession } from './early-session';
import { forgetAccess, rememberAccess } from './known-access';
import { getUserManager, type StoredSignIn, sessionLimits, tokenStore } from './oidc';
import { runSignOutHooks } from './sign-out-hooks';

export { CALLBACK_PATH };

/** Why the portal signed out on its own; kept for the tab so a reload still says why. */
const REASON_KEY = 'portal-signed-out-reason';
/** How often the idle timer looks at the clock (browsers slow it to once a minute in hidden tabs). */
const IDLE_CHECK_MS = 5_000;

/** auth_time of the ID token, or of the access token (the embedded issuer puts it there). */
function signInTimeOf(oidcUser: Pick<StoredSignIn, 'access_token' | 'profile'>): number | null {
  let authTime: unknown = oidcUser.profile.auth_time;
  if (typeof authTime !== 'number') {
    try {
      const payload = oidcUser.access_token.split('.')[1] ?? '';
      authTime = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).auth_time;
    } catch {
      authTime = undefined;
    }
  }
  return typeof authTime === 'number' ? authTime * 1000 : null;
}

const storedReason = () => {
  try {
    return window.sessionStorage.getItem(REASON_KEY);
  } catch {
    return null;
  }
};

/**
 * Holds who is signed in: completes the OIDC redirect, keeps the access token under the spec's
 * key, loads the current user from the API, and signs out everywhere (token, chat, cache, issuer).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthValue['status']>('loading');
  const [user, setUser] = useState<CurrentUserDto | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const [signedOutReason, setSignedOutReason] = useState<string | null>(storedReason);
  /** The sign-in time (auth_time, ms) of the current session, for the absolute limit. */
  const signedInAt = useRef<number | null>(null);
  /**
   * Set while the person signs out: a background call refused because of this very sign-out is no
   * news to show ("You signed out") on the way to the sign-in page.
   */
  const signingOut = useRef(false);
  /**
   * The server's session limits have arrived with `/auth/config` (or failed to, and the defaults
   * stand): the idle timer waits for them, so a first screen shown from the stored sign-in, before
   * the configuration, never signs out at a default shorter than the server's.
   */
  const [limitsKnown, setLimitsKnown] = useState(false);
  /** The OIDC library, configured, with this provider's listeners on it (once). */
  const managerReady = useRef<ReturnType<typeof getUserManager> | null>(null);

  const signedOut = useCallback(() => {
    tokenStore.clear();
    forgetAccess();
    forgetCenterZone();
    setUser(null);
    setStatus('signed-out');
  }, []);

  // For the next visit's frame (boot/shell.js): whose screens this browser's sign-in opens.
  useEffect(() => {
    if (user) rememberAccess(accessStateOf('signed-in', user));
  }, [user]);

  /**
   * The session ended on its own (idle, too long; told by the server or by the timer below): leave
   * the screens at once, then drop everything cached of patients (queries, the offline copy, chat)
   * and the stored sign-in, and show why. Works offline: nothing here needs the network.
   */
  const endSession = useCallback(
    async (reason: string) => {
      try {
        window.sessionStorage.setItem(REASON_KEY, reason);
      } catch {
        // The reason is then shown until a reload only.
      }
      setSignedOutReason(reason);
      signedOut();
      queryClient.clear();
      forgetActivity();
      await runSignOutHooks();
      const manager = await getUserManager().catch(() => null);
      manager?.stopSilentRenew();
      await manager?.removeUser();
    },
    [queryClient, signedOut],
  );

  // The language stored on the account wins over the browser's (docs/decisions/languages.md).
  const storedLanguage = user?.language;
  useEffect(() => {
    if (storedLanguage && storedLanguage !== texts.current().language) void texts.setLanguage(storedLanguage);
  }, [storedLanguage]);

  const adopt = useCallback(
    async (oidcUser: User | null) => {
      if (!oidcUser || oidcUser.expired) return signedOut();
      signedInAt.current = signInTimeOf(oidcUser);
      // A browser that never saw input (storage cleared) starts counting now.
      if (!lastActivity()) markActivity();
      tokenStore.set(oidcUser.access_token);
      const res = await call(routes.me);
      if (res.status !== 200) return signedOut();
      setUser(res.data.user);
      setStatus('signed-in');
    },
    [signedOut],
  );

  const connectManager = useCallback(() => {
    managerReady.current ??= getUserManager().then(
      (manager) => {
        manager.events.addUserLoaded((u) => tokenStore.set(u.access_token));
        manager.events.addSilentRenewError(() => signedOut());
        setLimitsKnown(true);
        return manager;
      },
      (err: unknown) => {
        managerReady.current = null;
        setLimitsKnown(true);
        throw err;
      },
    );
    return managerReady.current;
  }, [signedOut]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        // The stored sign-in's answer, asked for when the entry script ran (early-session.ts): the
        // first screen shows without waiting for /auth/config and the OIDC library (issue 22).
        const early = takeEarlySession();
        const res = early && (await early.me.catch(() => null));
        if (early && res?.status === 200) {
          signedInAt.current = signInTimeOf(early.stored);
          prefetchFirstScreen(queryClient, res.data.user, location.pathname, location.search);
          // The signed-in frame is the largest render of the load: in slices (see main.tsx).
          startTransition(() => {
            setUser(res.data.user);
            setStatus('signed-in');
          });
          // The library comes after the first screen: it renews the token before it expires
          // (getUser arms its timers) and signs out. A 401 or a failure above takes the path
          // below instead, where the library decides (renewal, the reason a session ended).
          whenIdle(() => {
            void connectManager()
              .then((manager) => manager.getUser())
              .catch((err: unknown) => console.error('sign-in renewal unavailable', err));
          });
          return;
        }
        const manager = await connectManager();
        if (location.pathname === CALLBACK_PATH) {
          const oidcUser = await manager.signinRedirectCallback();
          // Signing in is activity, and the reason of the last sign-out is now old news.
          markActivity();
          window.sessionStorage.removeItem(REASON_KEY);
          setSignedOutReason(null);
          const returnTo = (oidcUser.state as { returnTo?: string } | undefined)?.returnTo ?? '/';
          await adopt(oidcUser);
          navigate(returnTo, { replace: true });
          return;
        }
        let oidcUser = await manager.getUser();
        if (oidcUser?.expired && oidcUser.refresh_token)
          oidcUser = await manager.signinSilent().catch(() => null);
        await adopt(oidcUser);
      } catch (err) {
        console.error('sign-in failed', err);
        signedOut();
      }
    })();
  }, [adopt, connectManager, location.pathname, location.search, navigate, queryClient, signedOut]);

  useEffect(
    () =>
      onUnauthorized((why) => {
        if (signingOut.current) return;
        if (why.sessionEnded) void endSession(why.message);
        else signedOut();
      }),
    [endSession, signedOut],
  );

  // Input anywhere on the page is activity; the HTTP client reports it with every call.
  useEffect(() => trackActivity(), []);

  // The portal's own idle timer: it signs out at the limit even when the network is gone.
  useEffect(() => {
    if (status !== 'signed-in' || !limitsKnown) return;
    const check = () => {
      const now = Date.now();
      const idleMs = now - (lastActivity()?.getTime() ?? now);
      // The catalogue's sentence in the screen's language (not the contracts' English one: importing
      // that module would put every server sentence in the first download, goal 7a).
      const { t } = texts.current();
      if (idleMs >= sessionLimits.idleMinutes * 60_000) {
        void endSession(t('sessionIdle', { minutes: sessionLimits.idleMinutes }));
      } else if (signedInAt.current && now - signedInAt.current >= sessionLimits.maxHours * 3_600_000) {
        void endSession(t('sessionMax', { hours: sessionLimits.maxHours }));
      }
    };
    check();
    const timer = window.setInterval(check, IDLE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [status, limitsKnown, endSession]);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      user,
      isOwner: !!user?.is_owner,
      signedOutReason,
      async signIn(returnTo = '/') {
        const manager = await connectManager();
        // After a session ended on its own, the issuer asks for the password again (a new sign-in
        // time, so a new server-side session) instead of reusing its still-open session silently.
        await manager.signinRedirect({
          state: { returnTo },
          // The issuer's pages speak the portal's current language (OIDC ui_locales).
          ui_locales: texts.current().language,
          ...(signedOutReason ? { prompt: 'login' } : {}),
        });
      },
      async signOut() {
        const manager = await connectManager();
        const oidcUser = await manager.getUser();
        const idToken = oidcUser?.id_token;
        signingOut.current = true;
        // First, while the token is in hand: the API refuses this sign-in's tokens from now on and
        // ends the embedded issuer's session and grants (issue 19). Offline or refused, signing
        // out here goes on: the token's own expiry and the issuer's logout still apply.
        await call(routes.signOut).catch(() => undefined);
        // An external issuer's refresh token is revoked at its revocation endpoint, if it has one.
        if (oidcUser?.refresh_token) await manager.revokeTokens(['refresh_token']).catch(() => undefined);
        tokenStore.clear();
        await runSignOutHooks();
        queryClient.clear();
        await manager.removeUser();
        // End the issuer's session too, so a reload on a shared computer stays signed out. The
        // return address is the configured post_logout_redirect_uri (the portal's origin).
        await manager
          .signoutRedirect(idToken ? { id_token_hint: idToken } : {})
          .catch(() => window.location.assign(window.location.origin));
      },
      async renew() {
        const manager = await connectManager();
        await adopt(await manager.signinSilent());
      },
    }),
    [status, user, adopt, connectManager, queryClient, signedOutReason],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
