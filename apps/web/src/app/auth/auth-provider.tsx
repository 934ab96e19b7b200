import { type CurrentUserDto, routes } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { call, onUnauthorized, setTokenProvider } from '../../lib/http';
import { AuthContext, type AuthValue } from './auth-context';
import { getUserManager, tokenStore } from './oidc';
import { runSignOutHooks } from './sign-out-hooks';

export const CALLBACK_PATH = '/auth/callback';

setTokenProvider(() => tokenStore.get());

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

  const signedOut = useCallback(() => {
    tokenStore.clear();
    setUser(null);
    setStatus('signed-out');
  }, []);

  const adopt = useCallback(
    async (oidcUser: User | null) => {
      if (!oidcUser || oidcUser.expired) return signedOut();
      tokenStore.set(oidcUser.access_token);
      const res = await call(routes.me);
      if (res.status !== 200) return signedOut();
      setUser(res.data.user);
      setStatus('signed-in');
    },
    [signedOut],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const manager = await getUserManager();
        manager.events.addUserLoaded((u) => tokenStore.set(u.access_token));
        manager.events.addSilentRenewError(() => signedOut());
        if (location.pathname === CALLBACK_PATH) {
          const oidcUser = await manager.signinRedirectCallback();
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
  }, [adopt, location.pathname, navigate, signedOut]);

  useEffect(() => onUnauthorized(() => signedOut()), [signedOut]);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      user,
      isOwner: !!user?.is_owner,
      async signIn(returnTo = '/') {
        const manager = await getUserManager();
        await manager.signinRedirect({ state: { returnTo } });
      },
      async signOut() {
        const manager = await getUserManager();
        const idToken = (await manager.getUser())?.id_token;
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
        const manager = await getUserManager();
        await adopt(await manager.signinSilent());
      },
    }),
    [status, user, adopt, queryClient],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
