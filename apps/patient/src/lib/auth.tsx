import { userManagerFromServer } from '@portal/client';
import type { User, UserManager } from 'oidc-client-ts';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'wouter';
import { forgetDrafts } from './assessments';
import { api, OfflineError, setAuth } from './http';
import { texts } from './i18n';
import { afterFirstScreen } from './idle';
import { adoptAccountLanguage } from './language';
import { aroundWorker, forgetAnswers, noteAnswer, OFFLINE_CACHE } from './offline-copy';
import { clearOutbox } from './outbox';
import { disconnectRealtime } from './realtime';

export interface Me {
  id: string;
  email: string;
  name: string;
  is_patient: boolean;
  /** The language stored on the account (null: none yet); absent in a copy saved before it existed. */
  language?: 'en' | 'es' | null;
}

export type AuthStatus = 'loading' | 'signed-out' | 'patient' | 'staff' | 'error';

interface AuthValue {
  status: AuthStatus;
  me: Me | null;
  signIn(options?: { returnTo?: string; loginHint?: string }): Promise<void>;
  signOut(): Promise<void>;
  retry(): void;
}

const TOKEN_KEY = 'patient-app-token';
/** When the access token expires (seconds since the epoch, as the OIDC user's expires_at). */
const TOKEN_EXP_KEY = 'patient-app-token-exp';
const ME_KEY = 'patient-app-me';
export const CALLBACK_PATH = '/callback';

const getManager = userManagerFromServer(async () => {
  const keepCopy = aroundWorker();
  const res = await fetch('/auth/app-config', { headers: { Accept: 'application/json' } });
  if (keepCopy) noteAnswer('/auth/app-config', res);
  return res;
});

const token = {
  get: () => window.localStorage.getItem(TOKEN_KEY),
  set: (user: Pick<User, 'access_token' | 'expires_at'>) => {
    window.localStorage.setItem(TOKEN_KEY, user.access_token);
    if (user.expires_at) window.localStorage.setItem(TOKEN_EXP_KEY, String(user.expires_at));
    else window.localStorage.removeItem(TOKEN_EXP_KEY);
  },
  clear: () => {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(TOKEN_EXP_KEY);
  },
};
const savedMe = (): Me | null => {
  try {
    return JSON.parse(window.localStorage.getItem(ME_KEY) ?? 'null') as Me | null;
  } catch {
    return null;
  }
};

/**
 * The patient who signed in on this device, when their access token is still good for a while:
 * the app opens on their screens at once (issue 22: the first screen does not wait on the OIDC
 * library, the issuer's settings and /v3/me), and the usual check confirms it right behind. A token
 * the server refuses answers 401, which signs the app out, as before.
 */
export function rememberedPatient(): Me | null {
  const me = savedMe();
  const expiresAt = Number(window.localStorage.getItem(TOKEN_EXP_KEY));
  if (!me?.is_patient || !token.get() || !(expiresAt * 1000 > Date.now() + 60_000)) return null;
  return me;
}

// Set before any screen renders: a screen's first read (in its effects, which run before this
// provider's) already carries the token. A refused token signs the app out (the provider's handler).
let onUnauthorized = () => {};
setAuth(token.get, () => onUnauthorized());

const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** Everything of the patient kept on this device: token, profile, offline copies, the outbox. */
async function forgetDevice(m: UserManager | null) {
  disconnectRealtime();
  token.clear();
  window.localStorage.removeItem(ME_KEY);
  clearOutbox();
  forgetDrafts();
  forgetAnswers();
  if ('caches' in window) await window.caches.delete(OFFLINE_CACHE).catch(() => false);
  await m?.removeUser();
}

/**
 * Who is signed in: completes the OIDC redirect at /app/callback, keeps the access token, and asks
 * the API who it belongs to. Staff accounts get a page pointing to the portal. Offline, a patient
 * who signed in before keeps using the app with what was last seen.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [pathname, navigate] = useLocation();
  const [remembered] = useState(() => (pathname === CALLBACK_PATH ? null : rememberedPatient()));
  const [status, setStatus] = useState<AuthStatus>(remembered ? 'patient' : 'loading');
  const [me, setMe] = useState<Me | null>(remembered);
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  const adopt = useCallback(async (oidcUser: User | null) => {
    if (!oidcUser) {
      token.clear();
      return setStatus('signed-out');
    }
    token.set(oidcUser);
    try {
      const { user } = await api<{ user: Me }>('GET', '/v3/me');
      // The account's language wins over this device's (docs/decisions/languages.md).
      if (user.is_patient) void adoptAccountLanguage(user.language);
      window.localStorage.setItem(ME_KEY, JSON.stringify(user));
      // The same person as remembered: no new object, so the screens do not render again for nothing.
      setMe((prev) => (prev && JSON.stringify(prev) === JSON.stringify(user) ? prev : user));
      setStatus(user.is_patient ? 'patient' : 'staff');
    } catch (err) {
      const offline = err instanceof OfflineError ? savedMe() : null;
      if (offline) {
        setMe(offline);
        setStatus(offline.is_patient ? 'patient' : 'staff');
      } else {
        token.clear();
        setStatus(err instanceof OfflineError ? 'error' : 'signed-out');
      }
    }
  }, []);

  useEffect(() => {
    onUnauthorized = () => setStatus('signed-out');
  }, []);

  useEffect(() => {
    if (started.current === attempt) return;
    started.current = attempt;
    void (async () => {
      // A remembered patient already sees their screens: the check waits until the first one is done.
      // (The server checks the token on every call meanwhile: a refused one signs the app out.)
      if (remembered && attempt === 0) await afterFirstScreen(5000, 2000);
      let m: UserManager;
      try {
        m = await getManager();
      } catch {
        // Offline before the configuration was ever cached: say so, offer a retry.
        const offline = savedMe();
        if (offline && token.get()) {
          setMe(offline);
          return setStatus(offline.is_patient ? 'patient' : 'staff');
        }
        return setStatus('error');
      }
      m.events.addUserLoaded((u) => token.set(u));
      try {
        if (pathname === CALLBACK_PATH) {
          const oidcUser = await m.signinRedirectCallback();
          const returnTo = (oidcUser.state as { returnTo?: string } | undefined)?.returnTo ?? '/home';
          await adopt(oidcUser);
          navigate(returnTo, { replace: true });
          return;
        }
        let oidcUser = await m.getUser();
        if (oidcUser?.expired && oidcUser.refresh_token) {
          if (!navigator.onLine) return adopt(oidcUser);
          oidcUser = await m.signinSilent().catch(() => null);
        }
        await adopt(oidcUser);
      } catch {
        await adopt(null);
        if (pathname === CALLBACK_PATH) navigate('/home', { replace: true });
      }
    })();
  }, [adopt, attempt, pathname, navigate, remembered]);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      me,
      retry: () => setAttempt((a) => a + 1),
      async signIn(options = {}) {
        const m = await getManager();
        await m.signinRedirect({
          state: { returnTo: options.returnTo ?? '/home' },
          // The issuer's pages speak the app's current language (OIDC ui_locales).
          ui_locales: texts.current().language,
          ...(options.loginHint ? { login_hint: options.loginHint } : {}),
        });
      },
      async signOut() {
        const m = await getManager().catch(() => null);
        const idToken = (await m?.getUser())?.id_token;
        // Ends the issuer session and this device's refresh tokens (issue 19's call when present).
        await api('POST', '/patient/sign_out').catch(() => undefined);
        await forgetDevice(m);
        setMe(null);
        setStatus('signed-out');
        if (m) {
          await m
            .signoutRedirect(idToken ? { id_token_hint: idToken } : {})
            .catch(() => window.location.assign('/app/'));
        }
      },
    }),
    [status, me],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** After the account was deleted: nothing of it stays on the device, no issuer round trip. */
export async function forgetAfterDeletion() {
  const m = await getManager().catch(() => null);
  await forgetDevice(m);
}
